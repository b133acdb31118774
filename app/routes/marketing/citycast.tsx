import { citycastCopy, citycastParentBenefits, citycastStudentBenefits } from "#app/catalog/citycast";
import { pages } from "#app/catalog/pages.server";
import { CtaBanner } from "#app/components/sections/cta-banner";
import { CtaLink } from "#app/components/sections/cta-link";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { Hero } from "#app/components/sections/hero";
import { PartnerOffer } from "#app/components/sections/partner-offer";
import { PartnerSection } from "#app/components/sections/partner-section";
import { trackPageView } from "#app/lib/track-attributes";
import { pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/citycast";

export function loader() {
  return pageData(pages.citycast);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const { hero, offer, students, parents, partnerSection, finalCta } = citycastCopy;

export default function CityCastPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    // The page reports a landing view (with its campaign) once it has loaded.
    <div {...trackPageView("landing", page.path)} className="contents">
      <Hero
        badge={hero.badge}
        title={page.headingLines}
        text={page.intro}
        actions={
          <>
            <CtaLink action={hero.trial} section="citycast_hero" size="lg" />
            <CtaLink action={hero.signUp} section="citycast_hero" size="lg" variant="secondary" />
          </>
        }
        aside={
          <PartnerOffer
            badge={offer.badge}
            title={offer.title}
            text={offer.text}
            price={offer.price}
            features={offer.features}
            actions={<CtaLink action={offer.more} section="citycast_offer" variant="secondary" />}
          />
        }
      />
      <FeatureGrid id="students" {...students} features={citycastStudentBenefits} />
      <FeatureGrid id="parents" {...parents} features={citycastParentBenefits} tone="muted" />
      <PartnerSection id="partner" {...partnerSection}>
        <CtaLink action={hero.signUp} section="citycast_partner" size="lg" />
      </PartnerSection>
      <CtaBanner {...finalCta} primary={hero.trial} secondary={hero.signUp} analyticsSection="citycast_final" />
    </div>
  );
}
