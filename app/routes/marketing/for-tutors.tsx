// The For Tutors page; the product offers no direct tutoring (docs/product.md, "Tutors").
import { Info } from "lucide-react";
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
        {/* A short statement a visitor must not miss, set apart with an icon. */}
        <aside
          aria-label={hero.notice.title}
          className="mx-auto mt-8 flex max-w-2xl gap-3 rounded-card border border-line bg-surface p-4 text-left shadow-card"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
          <p className="text-ink">
            <strong className="font-semibold">{hero.notice.title}</strong> {hero.notice.text}
          </p>
        </aside>
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
