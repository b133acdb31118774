// A lead's attribution as stored (decision 028): what the form sent, checked, or for a form posted without
// JavaScript the utm_* values of its page as the latest touch.
import type { Touch } from "#app/lib/attribution";
import { attributionSchema, touchFromFormPage } from "#app/lib/forms/attribution-schema";

export type LeadAttribution = { firstTouch: Touch | null; lastTouch: Touch | null };

/** For rows made by tools and tests. */
export const unknownAttribution: LeadAttribution = { firstTouch: null, lastTouch: null };

export const attributionProblem =
  "attribution must be { first, last }, each with a landing path, an ISO time and at most 100 characters per utm value.";

/** A form posted without JavaScript: no stored touches, only the utm_* values of its page's address, as the latest. */
export function formPageAttribution(request: Request, now = new Date()): LeadAttribution {
  const fromPage = touchFromFormPage(request.headers.get("Referer"), new URL(request.url).host, now);
  return { firstTouch: null, lastTouch: fromPage };
}

/** What a form sent as `attribution`, checked; when it sent none, what its page's address says. */
export function leadAttribution(
  sent: unknown,
  request: Request,
  now = new Date(),
): { ok: true; value: LeadAttribution } | { ok: false; error: string } {
  if (sent === undefined || sent === null) return { ok: true, value: formPageAttribution(request, now) };
  const parsed = attributionSchema.safeParse(sent);
  if (!parsed.success) return { ok: false, error: attributionProblem };
  return { ok: true, value: { firstTouch: parsed.data.first, lastTouch: parsed.data.last } };
}
