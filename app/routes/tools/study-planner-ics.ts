// GET /study-planner.ics?exam=…&date=…[&lang=es]: the plan's calendar file, for visitors without JavaScript; in
// Spanish when the Spanish planner asks for it (`lang`, one of the site's languages; English otherwise).
import { pageIn } from "#app/catalog/pages.server";
import { langs } from "#app/lib/lang";
import { evaluatePlan, planCalendar, planFieldsFromQuery, planFileName } from "#app/lib/study-plan";
import { todayIso } from "#app/server/events.server";
import { calendarFile as calendarFileEn } from "#content/studyPlanner";
import { calendarFile as calendarFileEs } from "#content/studyPlannerEs";
import type { Route } from "./+types/study-planner-ics";

const calendarFiles = { en: calendarFileEn, es: calendarFileEs } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const lang = langs.find((known) => known === params.get("lang")) ?? "en";
  const calendarFile = calendarFiles[lang];
  const outcome = evaluatePlan(planFieldsFromQuery(params), todayIso(), lang);
  if (outcome.kind !== "valid") {
    const problems = outcome.kind === "invalid" ? Object.values(outcome.errors) : [calendarFile.empty];
    return new Response(`${problems.join("\n")}\n${calendarFile.makePlan} ${pageIn(lang, "studyPlanner").path}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(await planCalendar(outcome.plan, new Date(), lang), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${planFileName(outcome.plan, lang)}"`,
      "Cache-Control": "no-store",
      // The file's words follow the query's `lang`.
      "Content-Language": lang,
    },
  });
}
