import { announcementsOf, changesOf } from "#app/catalog/exam-page/exam-changes";
import {
  examHeroLabelsIn,
  examPageConfig,
  examSteps,
  examTemplateCopyIn,
  examTemplatePageIn,
  isExamSlug,
  learnMoreAction,
  structuredDataWordsIn,
} from "#app/catalog/exam-page/exam-pages";
import { examFormatProvenance } from "#app/catalog/exams";
import { siteUrl } from "#app/catalog/links";
import { pageIn } from "#app/catalog/pages.server";
import { heroPrice } from "#app/catalog/plans";
import { ExamHero } from "#app/components/exam-page/exam-hero";
import { InfoBox } from "#app/components/exam-page/info-box";
import { WhatChangedNote } from "#app/components/exam-page/what-changed-note";
import { CtaBanner } from "#app/components/sections/cta-banner";
import { CtaLink } from "#app/components/sections/cta-link";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { HowItWorks } from "#app/components/sections/how-it-works";
import { PricingPlans } from "#app/components/sections/pricing-plans";
import { formatPrice } from "#app/lib/format";
import { langOfPattern, pathIn, useLang } from "#app/lib/lang";
import { examFactsJsonLd, productsJsonLd } from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/exam-page";

// The page's config holds icon components, so it stays in the catalog module; the loader sends the slug and words.
export function loader({ pattern }: Route.LoaderArgs) {
  const lang = langOfPattern(pattern);
  const slug = pattern.replace(/^\/?(es\/)?exams\//, "");
  if (!isExamSlug(slug)) throw new Error(`No exam page has the route ${pattern}`);
  const { pageId, plans, exam, infoBox } = examTemplatePageIn(lang, slug);
  const page = pageIn(lang, pageId);
  const url = siteUrl(page.path);
  const { productName, datasetDescription } = structuredDataWordsIn(lang);
  const offers = plans.length > 0 ? [jsonLd(productsJsonLd({ plans, url, productName }))] : [];
  const provenance = examFormatProvenance(exam);
  const description = datasetDescription(infoBox.title);
  const facts = jsonLd(examFactsJsonLd({ name: infoBox.title, provenance, url, description }));
  return { slug, ...pageData(page, { extra: [...offers, facts] }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ExamPage({ loaderData: { page, slug } }: Route.ComponentProps) {
  const lang = useLang();
  const { learnMore, howItWorks, plans: plansCopy, noPlans } = examTemplateCopyIn(lang);
  const examHeroLabels = examHeroLabelsIn(lang);
  const { exam, hero, features, infoBox, plans } = examTemplatePageIn(lang, slug);
  const trial = { label: examHeroLabels.trial, href: hero.trialUrl };
  const signUp = { label: examHeroLabels.signUp, href: hero.signUpUrl };
  const section = `exam_${slug}`;
  return (
    <>
      <ExamHero
        config={examPageConfig(hero, page)}
        labels={examHeroLabels}
        actions={
          <>
            <CtaLink action={trial} section={`${section}_hero`} size="lg" />
            <CtaLink action={signUp} section={`${section}_hero`} size="lg" variant="secondary" />
            <CtaLink action={learnMoreAction(hero.examName, undefined, lang)} size="lg" variant="ghost" />
          </>
        }
      />
      <FeatureGrid
        id="learn-more"
        eyebrow={learnMore.eyebrow}
        heading={learnMore.heading(hero.examName)}
        intro={page.description}
        features={features}
      >
        <InfoBox box={infoBox} />
        <WhatChangedNote
          changes={changesOf(exam, lang)}
          announcements={announcementsOf(exam, lang)}
          allChangesHref={pathIn(lang, "/exams/changes")}
        />
      </FeatureGrid>
      <HowItWorks id="how-it-works" {...howItWorks} steps={examSteps(hero.examName, lang)} tone="muted" />
      {plans.length > 0 ? (
        <PricingPlans
          id="plans"
          eyebrow={plansCopy.eyebrow}
          heading={plansCopy.heading(hero.examName)}
          intro={plansCopy.intro}
          plans={plans}
          analyticsSection={`${section}_plans`}
        />
      ) : (
        <CtaBanner
          id="plans"
          heading={noPlans.heading(hero.examName, formatPrice(heroPrice(exam).amount))}
          text={noPlans.text}
          primary={trial}
          secondary={signUp}
          analyticsSection={`${section}_plans`}
        />
      )}
    </>
  );
}
