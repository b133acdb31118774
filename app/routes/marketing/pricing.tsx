import { signupUrl, siteUrl } from "#app/catalog/links";
import { pages } from "#app/catalog/pages.server";
import { cpsPlans, plans } from "#app/catalog/plans";
import { CtaBanner } from "#app/components/sections/cta-banner";
import { PageIntro } from "#app/components/sections/page-intro";
import { PricingPlans } from "#app/components/sections/pricing-plans";
import { trackPageView } from "#app/lib/track-attributes";
import { pageAt } from "#app/routes.ts";
import { productsJsonLd } from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import { contactUs } from "#content/actions";
import { trialBanner, plans as words } from "#content/pricing";
import type { Route } from "./+types/pricing";

/** /pricing shows every exam; /highschoolentrance/pricing the CPS plans, keeping visitors in the Chicago section. */
export function loader({ pattern }: Route.LoaderArgs) {
  const cps = pageAt(pattern, ["pricing", "pricingCps"]) === "pricingCps";
  const page = cps ? pages.pricingCps : pages.pricing;
  const shown = cps ? cpsPlans : plans;
  return { ...pageData(page, { extra: [jsonLd(productsJsonLd({ plans: shown, url: siteUrl(page.path) }))] }), cps };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PricingPage({ loaderData: { page, cps } }: Route.ComponentProps) {
  // The page script reports the pricing view, with the campaign in the address, once the page has loaded.
  return (
    <div {...trackPageView("pricing", page.path)}>
      <PageIntro page={page} />
      <PricingPlans
        plans={cps ? cpsPlans : plans}
        groupByDuration={!cps}
        showCents={cps}
        footnote={cps ? words.cpsFootnote : undefined}
        analyticsSection="pricing"
        className="pt-0 md:pt-0"
      />
      <CtaBanner
        heading={trialBanner.heading}
        text={trialBanner.text}
        primary={{ label: trialBanner.trial, href: signupUrl(cps ? { trial: true, test: "cps" } : { trial: true }) }}
        secondary={{ label: contactUs, href: cps ? "/highschoolentrance/contact" : "/contact" }}
        analyticsSection="pricing_trial"
      />
    </div>
  );
}
