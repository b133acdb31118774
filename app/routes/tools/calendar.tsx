// /calendar: the deadline calendars to subscribe to, how to, and every date in them with its source
// (docs/decisions/067-deadline-calendars.md). No JavaScript: links and lists only.
import { feedIds, feedPath, webcalUrl } from "#app/catalog/calendar-feeds";
import { siteUrl } from "#app/catalog/links";
import { pages } from "#app/catalog/pages.server";
import {
  DeadlineDates,
  FeedLinks,
  NotPublishedList,
  PastDates,
  SubscribeHowTo,
} from "#app/components/sections/deadline-calendars";
import { IntroPage } from "#app/components/sections/page-intro";
import { eventsIn } from "#app/lib/calendar-feed";
import { todayIso } from "#app/server/events.server";
import { calendarJsonLd } from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import { calendar } from "#content/facts";
import type { Route } from "./+types/calendar";

export function loader() {
  const page = pages.calendar;
  const feeds = feedIds.map((id) => ({ id, file: `${id}.ics`, url: siteUrl(feedPath(id)) }));
  const today = todayIso();
  const events = eventsIn("all", calendar.events);
  return {
    ...pageData(page, { extra: [jsonLd(calendarJsonLd(page, feeds))] }),
    feeds: feeds.map((feed) => ({ ...feed, subscribeUrl: webcalUrl(feed.url) })),
    upcoming: events.filter((event) => (event.endDate ?? event.date) >= today),
    // Newest first: last cycle's dates before older ones.
    past: events.filter((event) => (event.endDate ?? event.date) < today).reverse(),
    notPublished: calendar.notPublished,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CalendarPage({ loaderData }: Route.ComponentProps) {
  const { page, feeds, upcoming, past, notPublished } = loaderData;
  return (
    <IntroPage page={page} className="mx-auto grid max-w-3xl gap-12 px-4 pb-16">
      <FeedLinks feeds={feeds} />
      <SubscribeHowTo />
      <DeadlineDates upcoming={upcoming} />
      <NotPublishedList items={notPublished} />
      <PastDates past={past} />
    </IntroPage>
  );
}
