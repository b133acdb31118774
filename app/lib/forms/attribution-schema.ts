// What a form may send as attribution, checked by the server; forms check too and send nothing the server would refuse.
import * as z from "zod/mini";
import {
  type Attribution,
  attributionLimits,
  attributionStorageKey,
  invisibleCharacters,
  landingTouch,
  type Touch,
} from "../attribution";
import { utmKeys } from "../utm";

z.config({ jitless: true });

/** A referring site as stored: a host name or bracketed IPv6 address, with an optional port. */
export const referrerPattern = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/;
/** A landing page: a path on this site (not `//host`), no spaces. */
export const landingPattern = /^\/(?!\/)[^\s]*$/;

const visible = (value: string) => !new RegExp(invisibleCharacters.source).test(value);

const utmValue = z.optional(
  z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(attributionLimits.utm, { abort: true }),
      z.refine(visible, "invisible characters"),
    ),
);

export const touchSchema = z.strictObject({
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_term: utmValue,
  utm_content: utmValue,
  referrer: z.optional(
    z.string().check(z.maxLength(attributionLimits.host, { abort: true }), z.regex(referrerPattern)),
  ),
  landing: z.string().check(z.maxLength(attributionLimits.path, { abort: true }), z.regex(landingPattern)),
  at: z.iso.datetime(),
});

export const attributionSchema = z.strictObject({ first: touchSchema, last: touchSchema });

/** A form post without JavaScript: utm_* values from the same-origin page it was sent from. */
export function touchFromFormPage(referer: string | null, host: string, now: Date): Touch | null {
  let page: URL;
  try {
    page = new URL(referer ?? "");
  } catch {
    return null;
  }
  if (page.host !== host) return null;
  const touch = landingTouch({ host, pathname: page.pathname, search: page.search }, "", now);
  return touch && utmKeys.some((key) => touch[key] !== undefined) && touchSchema.safeParse(touch).success
    ? touch
    : null;
}

/** What this browser recorded of the visitor's landings, for a form to send; none when missing or not valid. */
export function storedAttribution(): Attribution | undefined {
  try {
    const parsed = attributionSchema.safeParse(
      JSON.parse(window.localStorage.getItem(attributionStorageKey) ?? "null"),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
