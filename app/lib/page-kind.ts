// Which pages are applications. A page hydrates React only when one of its
// routes says so in its `handle` (app/root.tsx reads it with useMatches());
// every other page is HTML with the page script (docs/decisions/022-html-first.md).
// The build needs the same answer before any route runs, to keep what only
// applications load apart from what the other pages' modules share
// (vite.config.ts): it reads `applicationRoutes`, and page-kind.test.ts checks
// that those are exactly the route modules whose handle asks to hydrate.

/** What a route module exports as `handle` to make its pages hydrate. */
export const hydrates = { hydrate: true } as const;

/** The route modules (paths under app/) that export `handle = hydrates`. */
export const applicationRoutes = [
  "routes/marketing/contact.tsx",
  "routes/marketing/events.tsx",
  "routes/marketing/free-templates.tsx",
  "routes/tools/points-calculator.tsx",
  "routes/tools/study-planner.tsx",
] as const;

function saysHydrate(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "hydrate" in handle && handle.hydrate === true;
}

/** True when a route of the page asked to hydrate. */
export function pageHydrates(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => saysHydrate(match.handle));
}
