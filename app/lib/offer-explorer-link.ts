// The offer explorer's address and query keys, apart from its form's logic so the points calculator (a hydrated
// page) can link to it without bundling the explorer.
import { formatDecimal } from "#app/lib/format";

const offerExplorerPath = "/highschoolentrance/offer-explorer";

export const explorerQueryKeys = { points: "points", tier: "tier" } as const;

/** The explorer with these points filled in: the calculator's result links to it, and the link can be shared. */
export const offerExplorerHref = (points: number) =>
  `${offerExplorerPath}?${new URLSearchParams({ [explorerQueryKeys.points]: formatDecimal(points) })}`;
