// The For Tutors page; the product offers no direct tutoring (docs/product.md, "Tutors").
import { toFeature } from "#app/catalog/features";
import { tutorFormUrl } from "#app/catalog/links";
import { pages } from "#app/catalog/pages.server";
import { toTestimonial } from "#app/catalog/testimonials";
import { CtaBanner } from "#app/components/sections/cta-banner";
import { Faq } from "#app/components/sections/faq";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { FeaturedQuote } from "#app/components/sections/featured-quote";
import { Hero } from "#app/components/sections/hero";
import { HowItWorks } from "#app/components/sections/how-it-works";
import { Notice } from "#app/components/sections/notice";
import { faqJsonLd } from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import { connect, cta, faq, hero, requestLabel, studentFeatures, testimonial, tutorFeatures } from "#content/forTutors";
import type { Route } from "./+types/for-tutors";

export function loader() {
  return pageData(pages.forTutors, { extra: [jsonLd(faqJsonLd(faq.items))] });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ForTutorsPage({ loaderData: { page } }: Route.ComponentProps) {
  const request = { label: requestLabel, href: tutorFormUrl() };
  return (
    <>
      <Hero
        badge={hero.badge}
        page={page}
        actions={[
          { action: request, section: "tutors_hero" },
          { action: { label: hero.howItWorksLabel, href: "#connect" } },
        ]}
      >
        <Notice {...hero.notice} className="mx-auto mt-8 max-w-2xl" />
      </Hero>
      <FeatureGrid id="dashboard" {...tutorFeatures} features={tutorFeatures.cards.map(toFeature)} />
      <FeatureGrid
        id="students"
        {...studentFeatures}
        features={studentFeatures.cards.map(toFeature)}
        columns={4}
        tone="muted"
      />
      <FeaturedQuote id="testimonial" {...testimonial} testimonial={toTestimonial(testimonial.review)} />
      <Faq id="faq" {...faq} page={page.path} tone="muted" />
      <HowItWorks id="connect" {...connect} />
      <CtaBanner heading={cta.heading} text={cta.text} primary={request} analyticsSection="tutors_final" />
    </>
  );
}
