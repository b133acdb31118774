import { examIn } from "#app/catalog/exams";
import { toFeature } from "#app/catalog/features";
import { signupUrl, siteUrl } from "#app/catalog/links";
import { pageIn } from "#app/catalog/pages.server";
import { cpsPlansIn, plansIn } from "#app/catalog/plans";
import { toTestimonials } from "#app/catalog/testimonials";
import { ComparisonTable } from "#app/components/sections/comparison-table";
import { CtaLink } from "#app/components/sections/cta-link";
import { Faq } from "#app/components/sections/faq";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { Hero } from "#app/components/sections/hero";
import { HowItWorks } from "#app/components/sections/how-it-works";
import { PricingPlans } from "#app/components/sections/pricing-plans";
import { Testimonials } from "#app/components/sections/testimonials";
import { TrialExamList } from "#app/components/sections/trial-exam-list";
import { type Lang, langOfPattern, pathIn, useLang } from "#app/lib/lang";
import {
  educationalApplicationJsonLd,
  faqJsonLd,
  organizationJsonLd,
  webSiteJsonLd,
} from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import { home as comparisonTableEn } from "#content/comparisons";
import { home as comparisonTableEs } from "#content/comparisonsEs";
import { home as faqsEn } from "#content/faqs";
import { home as faqsEs } from "#content/faqsEs";
import { home as featuresEn } from "#content/features";
import { home as featuresEs } from "#content/featuresEs";
import {
  comparison as comparisonEn,
  faq as faqEn,
  features as featureGridEn,
  hero as heroEn,
  howItWorks as howItWorksEn,
  pricing as pricingEn,
  testimonials as testimonialGridEn,
} from "#content/home";
import {
  comparison as comparisonEs,
  faq as faqEs,
  features as featureGridEs,
  hero as heroEs,
  howItWorks as howItWorksEs,
  pricing as pricingEs,
  testimonials as testimonialGridEs,
} from "#content/homeEs";
import { headings as headingsEn, home as stepsEn } from "#content/steps";
import { headings as headingsEs, home as stepsEs } from "#content/stepsEs";
import { home as testimonialsEn } from "#content/testimonials";
import { home as testimonialsEs } from "#content/testimonialsEs";
import type { Route } from "./+types/home";

/** The home page's words and sections in each language; prices and plans are the catalog's. */
const words = {
  en: {
    copy: {
      comparison: comparisonEn,
      faq: faqEn,
      features: featureGridEn,
      hero: heroEn,
      howItWorks: howItWorksEn,
      pricing: pricingEn,
      testimonials: testimonialGridEn,
    },
    faqs: faqsEn,
    comparisonTable: comparisonTableEn,
    features: featuresEn.map(toFeature),
    steps: stepsEn,
    stepsHeading: headingsEn["four-steps"],
    testimonials: toTestimonials(testimonialsEn),
  },
  es: {
    copy: {
      comparison: comparisonEs,
      faq: faqEs,
      features: featureGridEs,
      hero: heroEs,
      howItWorks: howItWorksEs,
      pricing: pricingEs,
      testimonials: testimonialGridEs,
    },
    faqs: faqsEs,
    comparisonTable: comparisonTableEs,
    features: featuresEs.map(toFeature),
    steps: stepsEs,
    stepsHeading: headingsEs["four-steps"],
    testimonials: toTestimonials(testimonialsEs),
  },
} satisfies Record<Lang, unknown>;

export function loader({ pattern }: Route.LoaderArgs) {
  const lang = langOfPattern(pattern);
  const page = pageIn(lang, "home");
  return pageData(page, {
    extra: [
      jsonLd(organizationJsonLd()),
      jsonLd(webSiteJsonLd()),
      jsonLd(
        educationalApplicationJsonLd({
          description: page.description,
          url: siteUrl(page.path),
          plans: [...plansIn(lang), ...cpsPlansIn(lang)],
        }),
      ),
      jsonLd(faqJsonLd(words[lang].faqs)),
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** The hero's "Try For Free" exam cards, in the order of docs/product.md, "Home". */
const trialExams = (lang: Lang) =>
  (["toefl", "cps", "shsat", "hspt", "gre"] as const).map((id) => {
    const exam = examIn(lang, id);
    return { id, title: exam.name, subtitle: exam.audience, href: signupUrl({ page: "new", test: id }) };
  });

export default function HomePage({ loaderData: { page } }: Route.ComponentProps) {
  const lang = useLang();
  const { copy, faqs, comparisonTable, features, steps, stepsHeading, testimonials } = words[lang];
  const { hero, faq } = copy;
  return (
    <>
      <Hero
        badge={hero.badge}
        page={page}
        actions={[
          { action: { label: hero.signUpLabel, href: signupUrl({ page: "now" }) }, section: "home_hero" },
          { action: { label: hero.seePricingLabel, href: "#pricing" }, section: "home_hero" },
        ]}
        aside={
          <TrialExamList
            heading={hero.examsHeading}
            text={hero.examsText}
            exams={trialExams(lang)}
            ctaLabel={hero.tryForFree}
            analyticsSection="home_hero_exams"
          />
        }
      />
      <FeatureGrid id="features" {...copy.features} features={features} />
      <HowItWorks id="how-it-works" {...copy.howItWorks} heading={stepsHeading} steps={steps} tone="muted" />
      <Testimonials id="testimonials" {...copy.testimonials} testimonials={testimonials} />
      <ComparisonTable id="compare" {...copy.comparison} table={comparisonTable} tone="muted" />
      <Faq id="faq" {...faq} items={faqs} defaultOpenIndex={0} page={page.path}>
        {faq.supportText}{" "}
        <CtaLink
          action={{ label: faq.supportLabel, href: pathIn(lang, "/contact") }}
          section="home_faq"
          appearance="text"
        />
      </Faq>
      <PricingPlans
        id="pricing"
        {...copy.pricing}
        plans={plansIn(lang)}
        groupByDuration
        analyticsSection="home_pricing"
        tone="muted"
      />
    </>
  );
}
