import { siteUrl } from "#app/catalog/links";
import { pages } from "#app/catalog/pages.server";
import { cpsPlans, plans } from "#app/catalog/plans";
import { pricingCopy, pricingTrialBanner } from "#app/catalog/pricing";
import { CtaBanner } from "#app/components/sections/cta-banner";
import { PageIntro } from "#app/components/sections/page-intro";
import { PricingPlans } from "#app/components/sections/pricing-plans";
import { trackPageView } from "#app/lib/track-attributes";
import { pageAt } from "#app/routes.ts";
import { productsJsonLd } from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/pricing";

/**
 * /pricing is the multi-exam view; the CPS route (/highschoolentrance/pricing) gets the fixed CPS
 * HSAT plans (docs/product.md, "Chicago versions").
 */
function variantFor(cps: boolean) {
  return cps ? { plans: cpsPlans, banner: pricingTrialBanner("cps") } : { plans, banner: pricingTrialBanner("all") };
}

/** The plans follow the page intro closely. */
const underIntro = "pt-0 md:pt-0";

// The route (pricing or pricingCps) decides the variant once, here; the page reads it from the loader.
export function loader({ pattern }: Route.LoaderArgs) {
  const cps = pageAt(pattern, ["pricing", "pricingCps"]) === "pricingCps";
  const page = cps ? pages.pricingCps : pages.pricing;
  const { plans: shown } = variantFor(cps);
  return { ...pageData(page, { extra: [jsonLd(productsJsonLd({ plans: shown, url: siteUrl(page.path) }))] }), cps };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { page, cps } = loaderData;
  const { plans: shown, banner } = variantFor(cps);

  // The page script reports the pricing view, with the campaign in the address, once the page has loaded.
  return (
    <div {...trackPageView("pricing", page.path)}>
      <PageIntro page={page} />
      {cps ? (
        <PricingPlans
          plans={shown}
          showCents
          analyticsSection="pricing"
          footnote={pricingCopy.cpsFootnote}
          className={underIntro}
        />
      ) : (
        <PricingPlans plans={shown} groupByDuration analyticsSection="pricing" className={underIntro} />
      )}
      <CtaBanner
        heading={banner.heading}
        text={banner.text}
        primary={banner.trial}
        secondary={banner.contact}
        analyticsSection="pricing_trial"
      />
    </div>
  );
}
