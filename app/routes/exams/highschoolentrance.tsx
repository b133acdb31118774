import {
  cpsComparison,
  cpsFaqs,
  cpsHelpLinks,
  cpsLandingCopy,
  cpsLandingFeatures,
  cpsLandingHero,
  cpsScoring,
  cpsSteps,
  cpsTestimonials,
} from "#app/catalog/exam-page/cps-landing";
import { examAnnouncements } from "#app/catalog/exam-page/exam-changes";
import { examPageConfig, learnMoreAction } from "#app/catalog/exam-page/exam-pages";
import { siteUrl } from "#app/catalog/links";
import { pages } from "#app/catalog/pages.server";
import { cpsPlans } from "#app/catalog/plans";
import { ExamHero } from "#app/components/exam-page/exam-hero";
import { WhatChangedNote } from "#app/components/exam-page/what-changed-note";
import { ComparisonTable } from "#app/components/sections/comparison-table";
import { CtaBanner } from "#app/components/sections/cta-banner";
import { CtaLink } from "#app/components/sections/cta-link";
import { Faq } from "#app/components/sections/faq";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { HelpLinks } from "#app/components/sections/help-links";
import { HowItWorks } from "#app/components/sections/how-it-works";
import { ScoreExplainer } from "#app/components/sections/score-explainer";
import { Testimonials } from "#app/components/sections/testimonials";
import { trackPageView } from "#app/lib/track-attributes";
import { faqJsonLd, productsJsonLd } from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/highschoolentrance";

export function loader() {
  const page = pages.highschoolentrance;
  return pageData(page, {
    extra: [jsonLd(productsJsonLd({ plans: cpsPlans, url: siteUrl(page.path) })), jsonLd(faqJsonLd(cpsFaqs))],
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const hero = cpsLandingHero;
const copy = cpsLandingCopy;
const trial = { label: copy.heroLabels.trial, href: hero.trialUrl };
const signUp = { label: copy.heroLabels.signUp, href: hero.signUpUrl };

export default function CpsLandingPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    // The page reports a landing view (with its campaign) once it has loaded.
    <div {...trackPageView("landing", page.path)} className="contents">
      <ExamHero
        config={examPageConfig(hero, page)}
        labels={copy.heroLabels}
        actions={
          <>
            <CtaLink action={trial} section="cps_hero" size="lg" />
            <CtaLink action={signUp} section="cps_hero" size="lg" variant="secondary" />
            <CtaLink action={learnMoreAction(hero.examName, copy.learnMore)} size="lg" variant="ghost" />
          </>
        }
      />
      <FeatureGrid id="learn-more" {...copy.features} features={cpsLandingFeatures}>
        <WhatChangedNote
          changes={[]}
          announcements={examAnnouncements.filter((announcement) => announcement.exam === "cps")}
          allChangesHref={"/exams/changes"}
        />
      </FeatureGrid>
      <ScoreExplainer id="scoring" {...copy.scoring} {...cpsScoring} tone="muted" />
      <HowItWorks id="path" {...copy.steps} steps={cpsSteps} />
      <Testimonials id="testimonials" {...copy.testimonials} testimonials={cpsTestimonials} tone="muted" />
      <ComparisonTable id="compare" {...copy.comparison} table={cpsComparison} />
      <Faq id="faq" {...copy.faq} items={cpsFaqs} page={page.path} tone="muted" />
      <HelpLinks id="help" {...copy.help} links={cpsHelpLinks} analyticsSection="cps_help" />
      <CtaBanner {...copy.finalCta} primary={trial} secondary={signUp} analyticsSection="cps_final" />
    </div>
  );
}
