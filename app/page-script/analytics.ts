// Analytics without a framework: one listener for clicks and one for opened <details>, reading the events each element
// declares (app/lib/track-attributes.ts), and the page's own view, reported once it has loaded.
import { track, trackView } from "#app/lib/analytics";
import { readTrackedEvents, type TrackedEvent, trackAttribute } from "#app/lib/track-attributes";

function send(events: readonly TrackedEvent[]): void {
  for (const [name, payload] of events) track(name, payload as never);
}

function reportClicks(document: Document): void {
  // Capturing, so a click that an application page handles itself is still reported.
  document.addEventListener(
    "click",
    (event) => {
      const element = event.target instanceof Element ? event.target.closest(`[${trackAttribute.click}]`) : null;
      if (element) send(readTrackedEvents(element.getAttribute(trackAttribute.click)));
    },
    { capture: true },
  );
}

/** The first time the visitor opens each <details>; one open in the HTML was opened by no one. */
function reportFirstOpens(document: Document): void {
  const openedByPage = new Set(document.querySelectorAll(`details[open][${trackAttribute.firstOpen}]`));
  const reported = new Set<Element>();
  document.addEventListener(
    "toggle",
    (event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.hasAttribute(trackAttribute.firstOpen)) return;
      if (openedByPage.delete(details) && details.open) return;
      if (!details.open || reported.has(details)) return;
      reported.add(details);
      send(readTrackedEvents(details.getAttribute(trackAttribute.firstOpen)));
    },
    // toggle does not bubble.
    { capture: true },
  );
}

function reportPageViews(document: Document): void {
  const { search } = document.location;
  for (const element of document.querySelectorAll(`[${trackAttribute.view}]`)) {
    const view = element.getAttribute(trackAttribute.view);
    if (view === "landing" || view === "pricing") trackView(view, element.getAttribute("data-page") ?? "", search);
  }
}

export function startAnalytics(document: Document): void {
  reportClicks(document);
  reportFirstOpens(document);
  reportPageViews(document);
}
