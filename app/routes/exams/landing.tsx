// The exam landing pages (/toefl, /shsat, /highschoolentrance): one layout, each page's data in
// app/catalog/exam-landing.ts.

import { type ExamLanding, examLandingIn } from "#app/catalog/exam-landing";
import { announcementsOf, changesOf } from "#app/catalog/exam-page/exam-changes";
import { examPageConfig, learnMoreAction, structuredDataWordsIn } from "#app/catalog/exam-page/exam-pages";
import { examFormatProvenance } from "#app/catalog/exams";
import { siteUrl } from "#app/catalog/links";
import { pageIn } from "#app/catalog/pages.server";
import { ExamHero } from "#app/components/exam-page/exam-hero";
import { FactTable } from "#app/components/exam-page/fact-table";
import { InfoBox } from "#app/components/exam-page/info-box";
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
import { langOfPattern, pathIn, useLang } from "#app/lib/lang";
import { trackPageView } from "#app/lib/track-attributes";
import { pageAt } from "#app/routes.ts";
import { examFactsJsonLd, faqJsonLd, productsJsonLd } from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/landing";

export function loader({ pattern }: Route.LoaderArgs) {
  const id = pageAt(pattern, ["toefl", "shsat", "highschoolentrance"]);
  const lang = langOfPattern(pattern);
  const { exam, plans, faqs, facts }: ExamLanding = examLandingIn(lang, id);
  const page = pageIn(lang, id);
  const url = siteUrl(page.path);
  const provenance = examFormatProvenance(exam);
  const { productName, datasetDescription } = structuredDataWordsIn(lang);
  return {
    id,
    ...pageData(page, {
      extra: [
        jsonLd(productsJsonLd({ plans, url, productName })),
        jsonLd(faqJsonLd(faqs)),
        ...(facts
          ? [
              jsonLd(
                examFactsJsonLd({ name: facts.title, provenance, url, description: datasetDescription(facts.title) }),
              ),
            ]
          : []),
      ],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ExamLandingPage({ loaderData: { page, id } }: Route.ComponentProps) {
  const lang = useLang();
  const landing: ExamLanding = examLandingIn(lang, id);
  const { exam, hero, copy, second, features, facts, factTable, scoring, testimonials, steps, ...rest } = landing;
  const trial = { label: copy.heroLabels.trial, href: hero.trialUrl };
  const announcements = announcementsOf(exam, lang);
  return (
    // The page reports a landing view (with its campaign) once it has loaded.
    <div {...trackPageView("landing", page.path)} className="contents">
      <ExamHero
        config={examPageConfig(hero, page)}
        labels={copy.heroLabels}
        actions={
          <>
            <CtaLink action={trial} section={`${exam}_hero`} size="lg" />
            <CtaLink
              action={second.action}
              section={`${exam}_hero`}
              size="lg"
              variant="secondary"
              alsoTrack={second.alsoTrack}
            />
            <CtaLink action={learnMoreAction(hero.examName, rest.learnMoreLabel, lang)} size="lg" variant="ghost" />
          </>
        }
      />
      <FeatureGrid id="learn-more" {...copy.learnMore} features={features}>
        {facts ? <InfoBox box={facts} /> : null}
        <WhatChangedNote
          changes={changesOf(exam, lang)}
          announcements={announcements}
          allChangesHref={pathIn(lang, "/exams/changes")}
        />
        {factTable ? <FactTable {...factTable} /> : null}
      </FeatureGrid>
      {scoring ? <ScoreExplainer id="scoring" {...scoring} tone="muted" /> : null}
      {/* The sections alternate plain and muted. */}
      <HowItWorks id="path" {...copy.steps} steps={steps} tone={scoring ? "plain" : "muted"} />
      {testimonials ? (
        <Testimonials id="testimonials" {...testimonials} testimonials={testimonials.items} tone="muted" />
      ) : null}
      <ComparisonTable id="compare" {...copy.comparison} table={rest.comparison} />
      <Faq id="faq" {...copy.faq} items={rest.faqs} page={page.path} tone="muted" />
      <HelpLinks id="help" {...copy.help} links={rest.helpLinks} analyticsSection={`${exam}_help`} />
      <CtaBanner
        {...copy.finalCta}
        primary={trial}
        {...(second.inFinalCta ? { secondary: second.action } : {})}
        analyticsSection={`${exam}_final`}
      />
    </div>
  );
}
