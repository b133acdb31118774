// The confirm and unsubscribe pages' server side, apart from their routes so tests call them without the router.
import type { Logger } from "pino";
import type { Database } from "./db/database.server";
import { errorSummary } from "./http.server";
import { unsubscribePath, verifyUnsubscribe } from "./leads-secret.server";
import { type ConfirmOutcome, confirmSubscription, unsubscribe } from "./newsletter.server";
import { wakeOutbox } from "./outbox.server";

export type NewsletterPageDependencies = {
  db: Database;
  secret: string;
  log: Pick<Logger, "info" | "error">;
};

export type ConfirmPageResult = { outcome: ConfirmOutcome | "unavailable" | "too-many"; status: number };

const confirmStatus: Record<ConfirmOutcome, number> = {
  confirmed: 200,
  "already-used": 200,
  expired: 410,
  invalid: 400,
};

/** GET /newsletter/confirm?token=…: confirms once; a used, expired or unknown token gets its own page. */
export async function confirmFromRequest(
  request: Request,
  deps: NewsletterPageDependencies | undefined,
): Promise<ConfirmPageResult> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!deps) return { outcome: "unavailable", status: 503 };
  try {
    const outcome = await confirmSubscription(deps.db, token);
    deps.log.info({ outcome }, "newsletter confirmation link opened");
    // A confirmed subscriber may have a delivery to the CRM waiting (LEADS_WEBHOOK_URL).
    if (outcome === "confirmed") wakeOutbox();
    return { outcome, status: confirmStatus[outcome] };
  } catch (error) {
    deps.log.error({ error: errorSummary(error) }, "newsletter confirmation failed");
    return { outcome: "unavailable", status: 503 };
  }
}

export type UnsubscribePageResult =
  | { state: "ask"; action: string; status: 200 }
  | { state: "done"; status: 200 }
  | { state: "bad-link"; status: 400 }
  | { state: "unavailable"; status: 503 };

/** The subscriber id of a correctly signed unsubscribe link, else undefined. */
function signedSubscriber(url: URL, secret: string): string | undefined {
  const id = url.searchParams.get("id") ?? "";
  const signature = url.searchParams.get("sig") ?? "";
  return id && signature && verifyUnsubscribe(secret, id, signature) ? id : undefined;
}

/** GET /newsletter/unsubscribe?id=…&sig=…: a page with one button (a plain form post to the same link). */
export function unsubscribeQuestion(request: Request, secret: string | undefined): UnsubscribePageResult {
  const url = new URL(request.url);
  if (secret === undefined) return { state: "unavailable", status: 503 };
  if (!signedSubscriber(url, secret)) return { state: "bad-link", status: 400 };
  return { state: "ask", action: `${unsubscribePath}${url.search}`, status: 200 };
}

/** POST /newsletter/unsubscribe?id=…&sig=…: the page's button, or a mail program's one-click POST (RFC 8058). */
export async function unsubscribeFromRequest(
  request: Request,
  deps: NewsletterPageDependencies | undefined,
): Promise<UnsubscribePageResult> {
  if (!deps) return { state: "unavailable", status: 503 };
  const id = signedSubscriber(new URL(request.url), deps.secret);
  if (!id) return { state: "bad-link", status: 400 };
  try {
    await unsubscribe(deps.db, id);
    deps.log.info({ subscriberId: id }, "newsletter unsubscribe");
    return { state: "done", status: 200 };
  } catch (error) {
    deps.log.error({ error: errorSummary(error) }, "newsletter unsubscribe failed");
    return { state: "unavailable", status: 503 };
  }
}
