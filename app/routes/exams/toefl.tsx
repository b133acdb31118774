import { changesOf, toeflConcordance, whatChangedCopy } from "#app/catalog/exam-page/exam-changes";
import { examPageConfig, examPlans, learnMoreAction } from "#app/catalog/exam-page/exam-pages";
import { examById } from "#app/catalog/exams";
import { examFormatProvenance } from "#app/catalog/fact-notes";
import { siteUrl } from "#app/catalog/links";
import { pagePaths } from "#app/catalog/page-paths";
import { pages } from "#app/catalog/pages.server";
import {
  toeflComparison,
  toeflCopy,
  toeflFacts,
  toeflFaqs,
  toeflHelpLinks,
  toeflHero,
  toeflLandingFeatures,
  toeflSteps,
} from "#app/catalog/toefl-landing";
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
import { trackPageView } from "#app/lib/track-attributes";
import { examFactsJsonLd, faqJsonLd, productsJsonLd } from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/toefl";

export function loader() {
  const page = pages.toefl;
  return pageData(page, {
    extra: [
      jsonLd(productsJsonLd({ plans: examPlans("TOEFL"), url: siteUrl(page.path) })),
      jsonLd(faqJsonLd(toeflFaqs)),
      jsonLd(
        examFactsJsonLd({
          name: toeflFacts.title,
          provenance: examFormatProvenance(examById("toefl")),
          url: siteUrl(page.path),
        }),
      ),
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const hero = toeflHero;
const copy = toeflCopy;
const trial = { label: copy.heroLabels.trial, href: hero.trialUrl };
const signUp = { label: copy.heroLabels.signUp, href: hero.signUpUrl };

export default function ToeflLandingPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    // The page reports a landing view (with its campaign) once it has loaded.
    <div {...trackPageView("landing", page.path)} className="contents">
      <ExamHero
        config={examPageConfig(hero, page)}
        labels={copy.heroLabels}
        actions={
          <>
            <CtaLink action={trial} section="toefl_hero" size="lg" />
            <CtaLink action={signUp} section="toefl_hero" size="lg" variant="secondary" />
            <CtaLink action={learnMoreAction(hero.examName)} size="lg" variant="ghost" />
          </>
        }
      />
      <FeatureGrid id="learn-more" {...copy.learnMore} features={toeflLandingFeatures}>
        <InfoBox box={toeflFacts} />
        <WhatChangedNote changes={changesOf("toefl")} allChangesHref={pagePaths.examChanges} />
        <FactTable
          heading={whatChangedCopy.toeflScales.heading}
          intro={whatChangedCopy.toeflScales.intro}
          caption={whatChangedCopy.toeflScales.caption}
          columns={[
            whatChangedCopy.toeflScales.totalColumn,
            whatChangedCopy.toeflScales.bandColumn,
            whatChangedCopy.toeflScales.noteColumn,
          ]}
          rows={toeflConcordance.rows.map((row) => [row.total, row.band, row.note])}
          source={toeflConcordance.source}
          checkedOn={toeflConcordance.checkedOn}
        />
      </FeatureGrid>
      <HowItWorks id="path" {...copy.steps} steps={toeflSteps} tone="muted" />
      <ComparisonTable id="compare" {...copy.comparison} table={toeflComparison} />
      <Faq id="faq" {...copy.faq} items={toeflFaqs} page={page.path} tone="muted" />
      <HelpLinks id="help" {...copy.help} links={toeflHelpLinks} analyticsSection="toefl_help" />
      <CtaBanner {...copy.finalCta} primary={trial} secondary={signUp} analyticsSection="toefl_final" />
    </div>
  );
}
