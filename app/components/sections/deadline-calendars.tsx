// The sections of /calendar: the feeds' links, how to subscribe, the dates with their sources, and the dates not
// published yet. Server-rendered only (the page ships no JavaScript).
import type { FeedId } from "#app/catalog/calendar-feeds";
import { feedTimeZones } from "#app/catalog/calendar-feeds";
import { Button } from "#app/components/ui/button";
import type { CalendarEvent } from "#app/lib/calendar-feed";
import { fillIn } from "#app/lib/fill-in";
import { formatDateIn } from "#app/lib/format-date";
import { dates, feeds as feedWords, howTo, notPublished as notPublishedWords } from "#content/calendarPage";
import type { calendar } from "#content/facts";
import { SourceLink } from "./source-link";

const sectionHeading = "text-2xl font-semibold text-ink";
const card = "rounded-card border border-line bg-surface p-5";

type Feed = { id: FeedId; file: string; url: string; subscribeUrl: string };

export function FeedLinks({ feeds }: { feeds: readonly Feed[] }) {
  return (
    <section aria-labelledby="feeds-heading">
      <h2 id="feeds-heading" className={sectionHeading}>
        {feedWords.heading}
      </h2>
      <p className="mt-3 text-muted">{feedWords.intro}</p>
      <ul className="mt-6 grid gap-4">
        {feeds.map((feed) => (
          <li key={feed.id} className={card}>
            <h3 className="text-lg font-semibold text-ink">{feedWords.names[feed.id]}</h3>
            <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
              <Button asChild size="sm">
                <a href={feed.subscribeUrl} data-feed={feed.id}>
                  {fillIn(feedWords.subscribe, { name: feedWords.names[feed.id] })}
                </a>
              </Button>
              <a href={feed.url} type="text/calendar" className="underline underline-offset-2">
                {fillIn(feedWords.download, { file: feed.file })}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SubscribeHowTo() {
  return (
    <section aria-labelledby="how-to-heading">
      <h2 id="how-to-heading" className={sectionHeading}>
        {howTo.heading}
      </h2>
      <p className="mt-3 text-muted">{howTo.intro}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {[howTo.google, howTo.iphone].map((app) => (
          <div key={app.heading} className={card}>
            <h3 className="text-lg font-semibold text-ink">{app.heading}</h3>
            <ol className="mt-3 list-decimal space-y-2 pl-5">
              {app.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ))}
      </div>
      <p className="mt-4 text-sm text-muted">{howTo.updates}</p>
    </section>
  );
}

const clock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });

/** "November 14, 2025, 5:00 PM (Chicago time)", "October 19, 2024 to October 20, 2024" or the day alone. */
function when(event: CalendarEvent): string {
  const day = formatDateIn("en", event.date);
  const zone = feedTimeZones[event.exam];
  if (event.time && zone) {
    const [hour = 0, minute = 0] = event.time.split(":").map(Number);
    return fillIn(dates.timed, {
      date: day,
      time: clock.format(Date.UTC(2000, 0, 1, hour, minute)),
      zone: dates.zones[zone],
    });
  }
  return event.endDate ? fillIn(dates.range, { start: day, end: formatDateIn("en", event.endDate) }) : day;
}

function EventItem({ event, Heading }: { event: CalendarEvent; Heading: "h3" | "h4" }) {
  return (
    <li className={card}>
      <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
        {feedWords.names[event.exam]} · <time dateTime={event.date}>{when(event)}</time>
      </p>
      <Heading className="mt-1 text-lg font-semibold text-ink">{event.title}</Heading>
      <p className="mt-2">{event.description}</p>
      <p className="mt-2 text-sm">
        {dates.sourceLabel}: <SourceLink source={event.source} />.{" "}
        {fillIn(dates.checked, { date: formatDateIn("en", event.checkedOn) })}
      </p>
    </li>
  );
}

/** Events as cards; each card's heading sits one level under the heading above the list. */
function EventList({ events, Heading }: { events: readonly CalendarEvent[]; Heading: "h3" | "h4" }) {
  return (
    <ul className="mt-4 grid gap-4">
      {events.map((event) => (
        <EventItem key={event.id} event={event} Heading={Heading} />
      ))}
    </ul>
  );
}

/** The dates to come (none yet, it may be), first: what a family can still act on. */
export function DeadlineDates({ upcoming }: { upcoming: readonly CalendarEvent[] }) {
  return (
    <section aria-labelledby="dates-heading">
      <h2 id="dates-heading" className={sectionHeading}>
        {dates.heading}
      </h2>
      <p className="mt-3 text-muted">{dates.intro}</p>
      <h3 className="mt-6 text-xl font-semibold text-ink">{dates.upcomingHeading}</h3>
      {upcoming.length > 0 ? (
        <EventList events={upcoming} Heading="h4" />
      ) : (
        <p className="mt-3" data-testid="none-upcoming">
          {dates.noneUpcoming}
        </p>
      )}
    </section>
  );
}

/** Last cycles' dates, after the list of those not published yet: how the calendar looked, newest first. */
export function PastDates({ past }: { past: readonly CalendarEvent[] }) {
  return (
    <section aria-labelledby="past-heading">
      <h2 id="past-heading" className={sectionHeading}>
        {dates.pastHeading}
      </h2>
      <p className="mt-3 text-muted">{dates.pastIntro}</p>
      <EventList events={past} Heading="h3" />
    </section>
  );
}

export function NotPublishedList({ items }: { items: typeof calendar.notPublished }) {
  return (
    <section aria-labelledby="not-published-heading">
      <h2 id="not-published-heading" className={sectionHeading}>
        {notPublishedWords.heading}
      </h2>
      <p className="mt-3 text-muted">{notPublishedWords.intro}</p>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <li key={item.id} className={card} data-not-published={item.exam}>
            <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
              {feedWords.names[item.exam]}
            </p>
            <p className="mt-1">{item.text}</p>
            <p className="mt-1 text-sm text-muted">
              {fillIn(notPublishedWords.checked, { date: formatDateIn("en", item.checkedOn) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
