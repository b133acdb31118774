import { CalendarDays, Clock, MapPin, Users } from "lucide-react";
import type { EventItem, eventText } from "#app/catalog/events";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";

type Text = typeof eventText;

function Detail({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: string }) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Icon aria-hidden="true" className="size-4 text-primary-700" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Upcoming events as cards with their details and a registration link. */
export function UpcomingEvents({ events, text }: { events: readonly EventItem[]; text: Text }) {
  return (
    <section aria-labelledby="upcoming-events">
      <h2 id="upcoming-events" className="text-2xl font-bold tracking-tight text-ink">
        {text.upcomingHeading}
      </h2>
      {events.length === 0 ? (
        <p className="mt-4 text-muted">{text.noUpcoming}</p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {events.map((event, index) => (
            <li key={event.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card">
                <img
                  src={event.image.src}
                  width={event.image.width}
                  height={event.image.height}
                  alt=""
                  loading={index === 0 ? "eager" : "lazy"}
                  decoding="async"
                  className="h-auto w-full"
                />
                <div className="flex flex-1 flex-col gap-3 p-6">
                  <Badge className="self-start">{text.spotsLeft(event.spots)}</Badge>
                  <h3 className="text-xl font-semibold text-ink text-balance">{event.title}</h3>
                  <dl className="grid gap-1 text-sm text-muted">
                    <Detail icon={CalendarDays} label={text.date}>
                      {event.dateLabel}
                    </Detail>
                    <Detail icon={Clock} label={text.time}>
                      {event.time}
                    </Detail>
                    <Detail icon={MapPin} label={text.location}>
                      {event.location}
                    </Detail>
                  </dl>
                  <p className="flex-1 text-ink">{event.description}</p>
                  <Button asChild className="self-start">
                    <a href={event.registrationLink} target="_blank" rel="noopener noreferrer">
                      {text.register}
                      <span className="sr-only">
                        : {event.title} {text.opensInNewTab}
                      </span>
                    </a>
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Past events: what we covered and how many came. */
export function PastEvents({ events, text }: { events: readonly EventItem[]; text: Text }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="past-events">
      <h2 id="past-events" className="text-2xl font-bold tracking-tight text-ink">
        {text.pastHeading}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {events.map((event) => (
          <li key={event.id} className="rounded-card border border-line bg-surface p-6">
            <article>
              <h3 className="text-lg font-semibold text-ink">{event.title}</h3>
              <dl className="mt-2 grid gap-1 text-sm text-muted">
                <Detail icon={CalendarDays} label={text.date}>
                  {event.dateLabel}
                </Detail>
                {event.attendees !== null ? (
                  <Detail icon={Users} label={text.attendees(event.attendees)}>
                    {text.attendees(event.attendees)}
                  </Detail>
                ) : null}
              </dl>
              <p className="mt-3 text-ink">{event.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
