import {
  forTutorsCopy,
  tutorConnectSteps,
  tutorFaqs,
  tutorFeatures,
  tutorStudentFeatures,
  tutorTestimonial,
} from "#app/catalog/for-tutors";
import { pages } from "#app/catalog/pages.server";
import { CtaBanner } from "#app/components/sections/cta-banner";
import { CtaLink } from "#app/components/sections/cta-link";
import { Faq } from "#app/components/sections/faq";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { FeaturedQuote } from "#app/components/sections/featured-quote";
import { Hero } from "#app/components/sections/hero";
import { HowItWorks } from "#app/components/sections/how-it-works";
import { Notice } from "#app/components/sections/notice";
import { faqJsonLd } from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/for-tutors";

export function loader() {
  return pageData(pages.forTutors, { extra: [jsonLd(faqJsonLd(tutorFaqs))] });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const { hero, cta } = forTutorsCopy;

export default function ForTutorsPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <Hero
        badge={hero.badge}
        title={page.headingLines}
        text={page.intro}
        actions={
          <>
            <CtaLink action={hero.request} section="tutors_hero" size="lg" />
            <CtaLink action={hero.howItWorks} size="lg" variant="secondary" />
          </>
        }
      >
        <Notice {...hero.notice} className="mx-auto mt-8 max-w-2xl" />
      </Hero>
      <FeatureGrid id="dashboard" {...forTutorsCopy.tutorFeatures} features={tutorFeatures} />
      <FeatureGrid
        id="students"
        {...forTutorsCopy.studentFeatures}
        features={tutorStudentFeatures}
        columns={4}
        tone="muted"
      />
      <FeaturedQuote id="testimonial" {...forTutorsCopy.testimonial} testimonial={tutorTestimonial} />
      <Faq id="faq" {...forTutorsCopy.faq} items={tutorFaqs} page={page.path} tone="muted" />
      <HowItWorks id="connect" {...forTutorsCopy.connect} steps={tutorConnectSteps} />
      <CtaBanner heading={cta.heading} text={cta.text} primary={cta.request} analyticsSection="tutors_final" />
    </>
  );
}
