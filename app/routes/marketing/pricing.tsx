import { useLocation } from "react-router";
import { siteUrl } from "#app/catalog/links";
import { pages } from "#app/catalog/pages";
import { cpsPlans, plans } from "#app/catalog/plans";
import { pricingCopy, pricingTrialBanner } from "#app/catalog/pricing";
import { CtaBanner } from "#app/components/sections/cta-banner";
import { PageIntro } from "#app/components/sections/page-intro";
import { PricingPlans } from "#app/components/sections/pricing-plans";
import { isCpsPath } from "#app/lib/paths";
import { trackPageView } from "#app/lib/track-attributes";
import { productsJsonLd } from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/pricing";

/** /pricing is the multi-exam view; a highschoolentrance path gets the fixed CPS HSAT plans (SPEC §2). */
function variantFor(pathname: string) {
  return isCpsPath(pathname)
    ? { plans: cpsPlans, banner: pricingTrialBanner("cps") }
    : { plans, banner: pricingTrialBanner("all") };
}

/** The plans follow the page intro closely. */
const underIntro = "pt-0 md:pt-0";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const page = isCpsPath(pathname) ? pages.pricingCps : pages.pricing;
  const { plans: shown } = variantFor(pathname);
  return pageData(page, { extra: [jsonLd(productsJsonLd({ plans: shown, url: siteUrl(page.path) }))] });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { pathname } = useLocation();
  const cps = isCpsPath(pathname);
  const { plans: shown, banner } = variantFor(pathname);

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
