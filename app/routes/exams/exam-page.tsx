import { pages } from "#app/catalog/pages";
import { PageIntro } from "#app/components/sections/page-intro";
import { buildMeta } from "#app/lib/meta";
import { notFound } from "#app/server/not-found.server";
import type { Route } from "./+types/exam-page";

/** The exams that have a page under /exams (SPEC §2). */
const examPages = {
  toefl: pages.examToefl,
  gre: pages.examGre,
  act: pages.examAct,
  hspt: pages.examHspt,
  hsat: pages.examHsat,
} as const;

function isExamSlug(slug: string): slug is keyof typeof examPages {
  return Object.hasOwn(examPages, slug);
}

export function loader({ params, request }: Route.LoaderArgs) {
  if (!isExamSlug(params.exam)) throw notFound(request);
  return { page: examPages[params.exam] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildMeta(loaderData.page) : []);

export default function ExamPage({ loaderData }: Route.ComponentProps) {
  return <PageIntro page={loaderData.page} />;
}
