import { examById } from "#app/catalog/exams";
import { homeFeatures } from "#app/catalog/features";
import { signupUrl, siteUrl } from "#app/catalog/links";
import { pages } from "#app/catalog/pages.server";
import { cpsPlans, plans } from "#app/catalog/plans";
import { homeTestimonials } from "#app/catalog/testimonials";
import { ComparisonTable } from "#app/components/sections/comparison-table";
import { CtaLink } from "#app/components/sections/cta-link";
import { Faq } from "#app/components/sections/faq";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { Hero } from "#app/components/sections/hero";
import { HowItWorks } from "#app/components/sections/how-it-works";
import { PricingPlans } from "#app/components/sections/pricing-plans";
import { Testimonials } from "#app/components/sections/testimonials";
import { TrialExamList } from "#app/components/sections/trial-exam-list";
import {
  educationalApplicationJsonLd,
  faqJsonLd,
  organizationJsonLd,
  webSiteJsonLd,
} from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import { home as comparisonTable } from "#content/comparisons";
import { home as homeFaqs } from "#content/faqs";
import { comparison, faq, features, hero, howItWorks, pricing, testimonials } from "#content/home";
import { headings, home as homeSteps } from "#content/steps";
import type { Route } from "./+types/home";

export function loader() {
  return pageData(pages.home, {
    extra: [
      jsonLd(organizationJsonLd()),
      jsonLd(webSiteJsonLd()),
      jsonLd(
        educationalApplicationJsonLd({
          description: pages.home.description,
          url: siteUrl(pages.home.path),
          plans: [...plans, ...cpsPlans],
        }),
      ),
      jsonLd(faqJsonLd(homeFaqs)),
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** The hero's "Try For Free" exam cards, in the order of docs/product.md, "Home". */
const trialExams = (["toefl", "cps", "shsat", "hspt", "gre"] as const).map((id) => {
  const exam = examById(id);
  return { id, title: exam.name, subtitle: exam.audience, href: signupUrl({ page: "new", test: id }) };
});

export default function HomePage({ loaderData: { page } }: Route.ComponentProps) {
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
            exams={trialExams}
            ctaLabel={hero.tryForFree}
            analyticsSection="home_hero_exams"
          />
        }
      />
      <FeatureGrid id="features" {...features} features={homeFeatures} />
      <HowItWorks id="how-it-works" {...howItWorks} heading={headings["four-steps"]} steps={homeSteps} tone="muted" />
      <Testimonials id="testimonials" {...testimonials} testimonials={homeTestimonials} />
      <ComparisonTable id="compare" {...comparison} table={comparisonTable} tone="muted" />
      <Faq id="faq" {...faq} items={homeFaqs} defaultOpenIndex={0} page={page.path}>
        {faq.supportText}{" "}
        <CtaLink action={{ label: faq.supportLabel, href: "/contact" }} section="home_faq" appearance="text" />
      </Faq>
      <PricingPlans
        id="pricing"
        {...pricing}
        plans={plans}
        groupByDuration
        analyticsSection="home_pricing"
        tone="muted"
      />
    </>
  );
}
