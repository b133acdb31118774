import { aboutCopy, aboutCpsProgram, aboutValues, companyProducts } from "#app/catalog/about";
import { cpsSteps } from "#app/catalog/exam-page/cps-landing";
import { type PageInfo, pages } from "#app/catalog/pages.server";
import { pointsCalculatorLink, pointsCalculatorPromo } from "#app/catalog/points-calculator-link";
import { CtaBanner } from "#app/components/sections/cta-banner";
import { CtaLink } from "#app/components/sections/cta-link";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { HelpLinks } from "#app/components/sections/help-links";
import { Hero } from "#app/components/sections/hero";
import { HowItWorks } from "#app/components/sections/how-it-works";
import { pageAt } from "#app/routes.ts";
import { pageData } from "#app/server/seo/meta.server";
import { home as homeSteps } from "#content/steps";
import type { Route } from "./+types/about";

// The route (about or aboutCps) decides the variant once, here; the page reads it from the loader.
export function loader({ pattern }: Route.LoaderArgs) {
  const cps = pageAt(pattern, ["about", "aboutCps"]) === "aboutCps";
  return { ...pageData(cps ? pages.aboutCps : pages.about), cps };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

type AboutPageProps = { page: Pick<PageInfo, "headingLines" | "intro"> };

function GeneralAbout({ page }: AboutPageProps) {
  const { hero, values, company, steps, cta } = aboutCopy.general;
  return (
    <>
      <Hero
        badge={hero.badge}
        title={page.headingLines}
        text={page.intro}
        actions={
          <>
            <CtaLink action={hero.trial} section="about_hero" size="lg" />
            <CtaLink action={hero.exams} section="about_hero" size="lg" variant="secondary" />
          </>
        }
      />
      <FeatureGrid id="values" {...values} features={aboutValues} columns={4} />
      <FeatureGrid id="company" {...company} features={companyProducts} tone="muted" />
      <HowItWorks id="how-it-works" {...steps} steps={homeSteps} />
      <CtaBanner
        heading={cta.heading}
        text={cta.text}
        primary={hero.trial}
        secondary={cta.contact}
        analyticsSection="about_final"
      />
    </>
  );
}

function CpsAbout({ page }: AboutPageProps) {
  const { hero, program, steps, company, cta } = aboutCopy.cps;
  return (
    <>
      <Hero
        badge={hero.badge}
        title={page.headingLines}
        text={page.intro}
        actions={
          <>
            <CtaLink action={hero.trial} section="about_cps_hero" size="lg" />
            <CtaLink
              action={hero.freeTest}
              section="about_cps_hero"
              size="lg"
              variant="secondary"
              alsoTrack={[["start_diagnostic", { test: "cps", url: hero.freeTest.href }]]}
            />
          </>
        }
      />
      <FeatureGrid id="program" {...program} features={aboutCpsProgram} columns={4} />
      <HowItWorks id="how-we-help" {...steps} steps={cpsSteps} tone="muted" />
      <HelpLinks
        id="points"
        {...pointsCalculatorPromo.aboutSection}
        links={[pointsCalculatorLink]}
        analyticsSection="about_cps_points"
      />
      <FeatureGrid id="company" {...company} features={companyProducts} />
      <CtaBanner
        heading={cta.heading}
        text={cta.text}
        primary={hero.trial}
        secondary={cta.contact}
        analyticsSection="about_cps_final"
      />
    </>
  );
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return loaderData.cps ? <CpsAbout page={loaderData.page} /> : <GeneralAbout page={loaderData.page} />;
}
