// A page hydrates React only when one of its routes says so in its `handle` (decision 022); vite.config.ts
// chunks by `applicationRoutes`.

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

/** True when a route of the page asked to hydrate. */
export function pageHydrates(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some(
    ({ handle }) => typeof handle === "object" && handle !== null && "hydrate" in handle && handle.hydrate === true,
  );
}
