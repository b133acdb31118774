// Where a lead came from (docs/decisions/028-lead-attribution.md): the first and latest landing, each with its utm_*
// values, referring host and page. No zod: the page script carries this module (forms/attribution-schema.ts checks).
import { readUtm, type Utm, utmKeys } from "./utm";

export const attributionLimits = { utm: 100, host: 253, path: 200 } as const;

/** The browser storage entry that holds `{ first, last }`; written only on a landing. */
export const attributionStorageKey = "examwise_attribution";

/** After this, a new landing counts as a new first touch. */
export const firstTouchDays = 90;

export type Touch = Utm & {
  /** The referring site's host, when the visitor came from another site. */
  referrer?: string;
  /** The path of the page they landed on. */
  landing: string;
  /** When, as an ISO 8601 instant. */
  at: string;
};

export type Attribution = { first: Touch; last: Touch };

/** Control, line-separator and bidi characters: never part of a campaign name. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const invisibleCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Cut to `max` code points (never half a surrogate pair), without invisible characters. */
function bounded(value: string, max: number): string {
  return Array.from(value.replace(invisibleCharacters, "").trim()).slice(0, max).join("");
}

function hostOf(address: string): string | undefined {
  try {
    return new URL(address).host.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** The touch of a page load, or null: coming from our own pages is a landing only with utm_* values. */
export function landingTouch(page: { host: string; pathname: string; search: string }, referrer: string, now: Date) {
  const utm = readUtm(page.search);
  const from = hostOf(referrer);
  const internal = from === page.host.toLowerCase();
  if (internal && Object.keys(utm).length === 0) return null;
  const touch: Touch = { landing: bounded(page.pathname, attributionLimits.path), at: now.toISOString() };
  for (const key of utmKeys) {
    const value = utm[key] === undefined ? "" : bounded(utm[key], attributionLimits.utm);
    if (value) touch[key] = value;
  }
  if (from && !internal) touch.referrer = bounded(from, attributionLimits.host);
  return touch;
}

/** A visit typed in or bookmarked: no campaign and no referring site. */
const isDirect = (touch: Touch) => touch.referrer === undefined && utmKeys.every((key) => touch[key] === undefined);

/** The first touch stays 90 days; the latest is this one, unless it is direct and the earlier one was not. */
export function afterLanding(stored: Attribution | null, touch: Touch, now: Date): Attribution {
  const firstAge = stored ? now.getTime() - Date.parse(stored.first.at) : Number.POSITIVE_INFINITY;
  const first = stored && firstAge < firstTouchDays * 86_400_000 ? stored.first : touch;
  const last = stored && isDirect(touch) && !isDirect(stored.last) ? stored.last : touch;
  return { first, last };
}
