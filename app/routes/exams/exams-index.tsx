import { examCards, examSelectionCopy, examTrialLinks } from "#app/catalog/exam-selection";
import { whyChooseFeatures } from "#app/catalog/features";
import { pages } from "#app/catalog/pages.server";
import { CtaBanner } from "#app/components/sections/cta-banner";
import { CtaLink } from "#app/components/sections/cta-link";
import { ExamCards } from "#app/components/sections/exam-cards";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { PageIntro } from "#app/components/sections/page-intro";
import { pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/exams-index";

export function loader() {
  return pageData(pages.exams);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const { cardsHeading, whyChoose, trial } = examSelectionCopy;

export default function ExamsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro page={loaderData.page} />
      <ExamCards heading={cardsHeading} cards={examCards} analyticsSection="exams_cards" className="pt-0 md:pt-4" />
      <FeatureGrid {...whyChoose} features={whyChooseFeatures} tone="muted" />
      <CtaBanner heading={trial.heading} text={trial.text} secondary={trial.contact} analyticsSection="exams_trial">
        <ul aria-label={trial.label} className="mt-8 flex flex-wrap justify-center gap-3">
          {examTrialLinks.map((link) => (
            <li key={link.href}>
              <CtaLink
                action={{ label: link.label, href: link.href, srContext: `– ${trial.label}` }}
                section="exams_trial"
                variant="accent"
              />
            </li>
          ))}
        </ul>
      </CtaBanner>
    </>
  );
}
