// GET /calendar/<exam>.ics: one deadline calendar, pre-rendered (docs/decisions/004 and 067); `npm run dev` and a
// missing file answer here per request.
import { feedIds } from "#app/catalog/calendar-feeds";
import { deadlineCalendar, eventsIn } from "#app/lib/calendar-feed";
import { fillIn } from "#app/lib/fill-in";
import { feed, feeds } from "#content/calendarPage";
import { calendar } from "#content/facts";
import type { Route } from "./+types/calendar-feed";

export function loader({ request }: Route.LoaderArgs) {
  const file = new URL(request.url).pathname.split("/").pop() ?? "";
  const id = feedIds.find((known) => `${known}.ics` === file);
  if (!id) throw new Response("Not Found", { status: 404 });
  const words = { ...feed, name: fillIn(feed.name, { name: feeds.names[id] }) };
  return new Response(deadlineCalendar(eventsIn(id, calendar.events), words), {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
