// The About page, general or the Chicago CPS version under `highschoolentrance`.
import { brand } from "#app/catalog/brand";
import { tierPredictions, toFeature } from "#app/catalog/features";
import { diagnosticUrl, signupUrl } from "#app/catalog/links";
import { type PageInfo, pages } from "#app/catalog/pages.server";
import { pointsCalculatorLink } from "#app/catalog/points-calculator-link";
import { trialOffer } from "#app/catalog/trial-offer";
import { CtaBanner } from "#app/components/sections/cta-banner";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { HelpLinks } from "#app/components/sections/help-links";
import { Hero } from "#app/components/sections/hero";
import { HowItWorks } from "#app/components/sections/how-it-works";
import { pageAt } from "#app/routes.ts";
import { pageData } from "#app/server/seo/meta.server";
import { company, cps, general } from "#content/about";
import { contactUs, startTrial } from "#content/actions";
import { cps as cpsLanding } from "#content/landingPages";
import { aboutSection } from "#content/pointsCalculator";
import { cps as cpsSteps, home as homeSteps } from "#content/steps";
import type { Route } from "./+types/about";

// The route (about or aboutCps) decides the variant once, here; the page reads it from the loader.
export function loader({ pattern }: Route.LoaderArgs) {
  const cps = pageAt(pattern, ["about", "aboutCps"]) === "aboutCps";
  return { ...pageData(cps ? pages.aboutCps : pages.about), cps };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

type AboutPageProps = { page: Pick<PageInfo, "headingLines" | "intro"> };

/** The parent company's three products (docs/product.md, "Brand"), on both versions. */
const companyProducts = company.products.map(toFeature);

function GeneralAbout({ page }: AboutPageProps) {
  const trial = { label: startTrial, href: signupUrl({ trial: true }) };
  return (
    <>
      <Hero
        badge={brand.tagline}
        page={page}
        actions={[
          { action: trial, section: "about_hero" },
          { action: { label: general.examsLabel, href: "/exams" }, section: "about_hero" },
        ]}
      />
      <FeatureGrid id="values" {...general.values} features={general.values.cards.map(toFeature)} columns={4} />
      <FeatureGrid id="company" {...company} intro={general.companyIntro} features={companyProducts} tone="muted" />
      <HowItWorks id="how-it-works" {...general.steps} steps={homeSteps} />
      <CtaBanner
        heading={general.cta.heading}
        text={trialOffer(brand.name)}
        primary={trial}
        secondary={{ label: contactUs, href: "/contact" }}
        analyticsSection="about_final"
      />
    </>
  );
}

function CpsAbout({ page }: AboutPageProps) {
  const trial = { label: startTrial, href: signupUrl({ trial: true, exam: "cps" }) };
  const freeTest = { label: cps.freeTestLabel, href: diagnosticUrl("cps") };
  return (
    <>
      <Hero
        badge={cps.badge}
        page={page}
        actions={[
          { action: trial, section: "about_cps_hero" },
          {
            action: freeTest,
            section: "about_cps_hero",
            alsoTrack: [["start_diagnostic", { test: "cps", url: freeTest.href }]],
          },
        ]}
      />
      <FeatureGrid
        id="program"
        {...cps.program}
        features={[tierPredictions, ...cps.program.cards.map(toFeature)]}
        columns={4}
      />
      <HowItWorks id="how-we-help" {...cpsLanding.steps} eyebrow={cps.stepsEyebrow} steps={cpsSteps} tone="muted" />
      <HelpLinks id="points" {...aboutSection} links={[pointsCalculatorLink]} analyticsSection="about_cps_points" />
      <FeatureGrid id="company" {...company} intro={cps.companyIntro} features={companyProducts} />
      <CtaBanner
        heading={cps.cta.heading}
        text={cps.cta.text}
        primary={trial}
        secondary={{ label: cps.cta.contactLabel, href: "/highschoolentrance/contact" }}
        analyticsSection="about_cps_final"
      />
    </>
  );
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return loaderData.cps ? <CpsAbout page={loaderData.page} /> : <GeneralAbout page={loaderData.page} />;
}
