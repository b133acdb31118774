// The City Cast Chicago partner page: a welcome, the featured CPS HSAT offer, benefits and the partner.
import { citycastPartner as partner } from "#app/catalog/brand";
import { priceStat } from "#app/catalog/exam-page/exam-pages";
import { tierPredictions, toFeature } from "#app/catalog/features";
import { signupUrl } from "#app/catalog/links";
import { pages } from "#app/catalog/pages.server";
import { CtaBanner } from "#app/components/sections/cta-banner";
import { CtaLink } from "#app/components/sections/cta-link";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { Hero } from "#app/components/sections/hero";
import { PartnerOffer } from "#app/components/sections/partner-offer";
import { PartnerSection } from "#app/components/sections/partner-section";
import { trackPageView } from "#app/lib/track-attributes";
import { pageData } from "#app/server/seo/meta.server";
import { startTrial } from "#content/actions";
import { finalCta, hero, offer, parents, partnerSection, students } from "#content/citycast";
import { cpsPlans as cpsPlanWords } from "#content/pricing";
import type { Route } from "./+types/citycast";

export function loader() {
  return pageData(pages.citycast);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const trial = { label: startTrial, href: signupUrl({ trial: true, exam: "cps", ref: partner.ref }) };
const signUp = { label: hero.signUpLabel, href: signupUrl({ ref: partner.ref }) };
const { price, priceLabel } = priceStat("cps");

export default function CityCastPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    // The page reports a landing view (with its campaign) once it has loaded.
    <div {...trackPageView("landing", page.path)} className="contents">
      <Hero
        badge={hero.badge}
        page={page}
        actions={[
          { action: trial, section: "citycast_hero" },
          { action: signUp, section: "citycast_hero" },
        ]}
        aside={
          <PartnerOffer
            {...offer}
            price={{ value: price, label: priceLabel }}
            features={cpsPlanWords.features}
            actions={
              <CtaLink
                action={{ label: offer.moreLabel, href: "/highschoolentrance" }}
                section="citycast_offer"
                variant="secondary"
              />
            }
          />
        }
      />
      <FeatureGrid id="students" {...students} features={students.cards.map(toFeature)} />
      <FeatureGrid
        id="parents"
        {...parents}
        features={[tierPredictions, ...parents.cards.map(toFeature)]}
        tone="muted"
      />
      <PartnerSection id="partner" {...partnerSection}>
        <CtaLink action={signUp} section="citycast_partner" size="lg" />
      </PartnerSection>
      <CtaBanner {...finalCta} primary={trial} secondary={signUp} analyticsSection="citycast_final" />
    </div>
  );
}
