import { structuredDataWordsIn } from "#app/catalog/exam-page/exam-pages";
import { signupUrl, siteUrl } from "#app/catalog/links";
import { pageIn } from "#app/catalog/pages.server";
import { cpsPlansIn, plansIn } from "#app/catalog/plans";
import { CtaBanner } from "#app/components/sections/cta-banner";
import { PageIntro } from "#app/components/sections/page-intro";
import { PricingPlans } from "#app/components/sections/pricing-plans";
import { langOfPattern, pathIn, useLang, useWords } from "#app/lib/lang";
import { trackPageView } from "#app/lib/track-attributes";
import { pageAt } from "#app/routes.ts";
import { productsJsonLd } from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import { contactUs as contactUsEn } from "#content/actions";
import { contactUs as contactUsEs } from "#content/actionsEs";
import { trialBanner as trialBannerEn, plans as wordsEn } from "#content/pricing";
import { trialBanner as trialBannerEs, plans as wordsEs } from "#content/pricingEs";
import type { Route } from "./+types/pricing";

/** /pricing shows every exam; /highschoolentrance/pricing the CPS plans, keeping visitors in the Chicago section. */
export function loader({ pattern }: Route.LoaderArgs) {
  const id = pageAt(pattern, ["pricing", "pricingCps"]);
  const cps = id === "pricingCps";
  const lang = langOfPattern(pattern);
  const page = pageIn(lang, id);
  const shown = cps ? cpsPlansIn(lang) : plansIn(lang);
  const { productName } = structuredDataWordsIn(lang);
  const products = productsJsonLd({ plans: shown, url: siteUrl(page.path), productName });
  return { ...pageData(page, { extra: [jsonLd(products)] }), cps };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PricingPage({ loaderData: { page, cps } }: Route.ComponentProps) {
  const lang = useLang();
  const words = useWords({ en: wordsEn, es: wordsEs });
  const trialBanner = useWords({ en: trialBannerEn, es: trialBannerEs });
  const contactUs = useWords({ en: contactUsEn, es: contactUsEs });
  // The page script reports the pricing view, with the campaign in the address, once the page has loaded.
  return (
    <div {...trackPageView("pricing", page.path)}>
      <PageIntro page={page} />
      <PricingPlans
        plans={cps ? cpsPlansIn(lang) : plansIn(lang)}
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
        secondary={{ label: contactUs, href: pathIn(lang, cps ? "/highschoolentrance/contact" : "/contact") }}
        analyticsSection="pricing_trial"
      />
    </div>
  );
}
