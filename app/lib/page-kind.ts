// Which pages are applications. A page hydrates React only when one of its
// routes says so in its `handle` (app/root.tsx); every other page is HTML with
// the page script (docs/decisions/022-html-first.md).

/** What a route module exports as `handle` to make its pages hydrate. */
export const hydrates = { hydrate: true } as const;

function saysHydrate(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "hydrate" in handle && handle.hydrate === true;
}

/** True when a route of the page asked to hydrate. */
export function pageHydrates(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => saysHydrate(match.handle));
}
