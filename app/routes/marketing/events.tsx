import { eventText } from "#app/catalog/events";
import { pages } from "#app/catalog/pages.server";
import { NewsletterForm } from "#app/components/forms/newsletter-form";
import { PastEvents, UpcomingEvents } from "#app/components/sections/event-list";
import { IntroPage } from "#app/components/sections/page-intro";
import { hydrates } from "#app/lib/page-kind";
import { listEvents } from "#app/server/events.server";
import { eventsJsonLd } from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/events";

/** Rendered per request: an event moves to the past list the day after it takes place. */
export function loader() {
  const events = listEvents();
  return {
    ...events,
    ...pageData(pages.events, { extra: [jsonLd(eventsJsonLd([...events.upcoming, ...events.past]))] }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export const handle = hydrates;

export default function EventsPage({ loaderData: { page, past, upcoming } }: Route.ComponentProps) {
  return (
    <IntroPage page={page} className="mx-auto max-w-6xl space-y-16 px-4 pb-16">
      <UpcomingEvents events={upcoming} text={eventText} />
      <PastEvents events={past} text={eventText} />
      <div className="mx-auto max-w-2xl rounded-card border border-line bg-canvas p-6 sm:p-8">
        <NewsletterForm page={page.path} />
      </div>
    </IntroPage>
  );
}
