import { changesOf } from "#app/catalog/exam-page/exam-changes";
import { examPageConfig, examPlans, learnMoreAction } from "#app/catalog/exam-page/exam-pages";
import { cutoffYears, shsatCutoffCopy, shsatCutoffs } from "#app/catalog/exam-page/shsat-cutoffs";
import { examById } from "#app/catalog/exams";
import { examFormatProvenance } from "#app/catalog/fact-notes";
import { siteUrl } from "#app/catalog/links";
import { pagePaths } from "#app/catalog/page-paths";
import { pages } from "#app/catalog/pages.server";
import {
  shsatComparison,
  shsatCopy,
  shsatFacts,
  shsatFaqs,
  shsatFeatures,
  shsatHelpLinks,
  shsatHero,
  shsatSteps,
} from "#app/catalog/shsat-landing";
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
import { type TrackedEvent, trackPageView } from "#app/lib/track-attributes";
import { examFactsJsonLd, faqJsonLd, productsJsonLd } from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/shsat";

export function loader() {
  const page = pages.shsat;
  return pageData(page, {
    extra: [
      jsonLd(productsJsonLd({ plans: examPlans("SHSAT"), url: siteUrl(page.path) })),
      jsonLd(faqJsonLd(shsatFaqs)),
      jsonLd(
        examFactsJsonLd({
          name: shsatFacts.title,
          provenance: examFormatProvenance(examById("shsat")),
          url: siteUrl(page.path),
        }),
      ),
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const hero = shsatHero;
const copy = shsatCopy;
const trial = { label: copy.heroLabels.trial, href: hero.trialUrl };
const startDiagnostic: TrackedEvent = ["start_diagnostic", { test: "shsat", url: copy.diagnostic.href }];

export default function ShsatLandingPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    // The page reports a landing view (with its campaign) once it has loaded.
    <div {...trackPageView("landing", page.path)} className="contents">
      <ExamHero
        config={examPageConfig(hero, page)}
        labels={copy.heroLabels}
        actions={
          <>
            <CtaLink action={trial} section="shsat_hero" size="lg" />
            <CtaLink
              action={copy.diagnostic}
              section="shsat_hero"
              size="lg"
              variant="secondary"
              alsoTrack={[startDiagnostic]}
            />
            <CtaLink action={learnMoreAction(hero.examName)} size="lg" variant="ghost" />
          </>
        }
      />
      <FeatureGrid id="learn-more" {...copy.learnMore} features={shsatFeatures}>
        <InfoBox box={shsatFacts} />
        <WhatChangedNote changes={changesOf("shsat")} allChangesHref={pagePaths.examChanges} />
        <FactTable
          heading={shsatCutoffCopy.heading}
          intro={shsatCutoffCopy.intro}
          caption={shsatCutoffCopy.caption}
          columns={[shsatCutoffCopy.schoolColumn, ...cutoffYears.map(shsatCutoffCopy.yearLabel)]}
          rows={shsatCutoffs.schools.map((row) => [
            row.school,
            ...cutoffYears.map((year) => String(row.cutoffs[year])),
          ])}
          notes={[shsatCutoffCopy.adaptiveNote, shsatCutoffCopy.missingNote(shsatCutoffs.missing)]}
          source={shsatCutoffs.source}
          checkedOn={shsatCutoffs.checkedOn}
        />
      </FeatureGrid>
      <HowItWorks id="path" {...copy.steps} steps={shsatSteps} tone="muted" />
      <ComparisonTable id="compare" {...copy.comparison} table={shsatComparison} />
      <Faq id="faq" {...copy.faq} items={shsatFaqs} page={page.path} tone="muted" />
      <HelpLinks id="help" {...copy.help} links={shsatHelpLinks} analyticsSection="shsat_help" />
      <CtaBanner {...copy.finalCta} primary={trial} analyticsSection="shsat_final" />
    </div>
  );
}
