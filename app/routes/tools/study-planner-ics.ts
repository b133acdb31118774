// GET /study-planner.ics?exam=…&date=…: the plan's calendar file, for visitors without JavaScript.
import { pages } from "#app/catalog/pages.server";
import { evaluatePlan, planCalendar, planFieldsFromQuery, planFileName } from "#app/lib/study-plan";
import { todayIso } from "#app/server/events.server";
import { calendarFile } from "#content/studyPlanner";
import type { Route } from "./+types/study-planner-ics";

export async function loader({ request }: Route.LoaderArgs) {
  const outcome = evaluatePlan(planFieldsFromQuery(new URL(request.url).searchParams), todayIso());
  if (outcome.kind !== "valid") {
    const problems = outcome.kind === "invalid" ? Object.values(outcome.errors) : [calendarFile.empty];
    return new Response(`${problems.join("\n")}\n${calendarFile.makePlan} ${pages.studyPlanner.path}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(await planCalendar(outcome.plan, new Date()), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${planFileName(outcome.plan)}"`,
      "Cache-Control": "no-store",
    },
  });
}
