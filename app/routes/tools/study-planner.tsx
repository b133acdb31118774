import { pageIn, pages } from "#app/catalog/pages.server";
import { IntroPage } from "#app/components/sections/page-intro";
import { StudyPlanner } from "#app/components/sections/study-planner";
import { langOfPattern } from "#app/lib/lang";
import { hydrates } from "#app/lib/page-kind";
import { planFieldsFromQuery } from "#app/lib/study-plan";
import { todayIso } from "#app/server/events.server";
import { toolPageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/study-planner";

/**
 * Pre-rendered without a query; with one, rendered per request (server.ts) so the plan works without JavaScript. In
 * English, or in Spanish under /es (the form then stays on the Spanish page).
 */
export function loader({ request, pattern }: Route.LoaderArgs) {
  return {
    ...toolPageData(pageIn(langOfPattern(pattern), "studyPlanner")),
    fields: planFieldsFromQuery(new URL(request.url).searchParams),
    today: todayIso(),
    // The deadline calendars' page, in English only: the plan's feed link says how to subscribe there.
    calendarPath: pages.calendar.path,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export const handle = hydrates;

export default function StudyPlannerPage({ loaderData: { page, fields, today, calendarPath } }: Route.ComponentProps) {
  return (
    <IntroPage page={page} className="mx-auto max-w-6xl px-4 pb-16">
      <StudyPlanner action={page.path} initialFields={fields} serverToday={today} calendarPath={calendarPath} />
    </IntroPage>
  );
}
