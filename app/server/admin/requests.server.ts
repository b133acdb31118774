// The /admin pages' server side, apart from their routes so tests call it with plain Requests: who is signed in,
// the checks of every form post (Origin, session, CSRF token), and each action (decision 030).
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { data, redirect } from "react-router";
import { z } from "zod";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { leadLimits } from "#app/catalog/lead-limits";
import { type Database, deleteCounting } from "../db/database.server";
import { type AdminAuditAction, adminSessions, adminSignInMails } from "../db/schema.server";
import { readFormBody } from "../http.server";
import { messagesCsv, requeueFailed } from "../lead-inbox.server";
import { sameSecret } from "../leads-secret.server";
import { forgetPerson } from "../person-data.server";
import type { RateLimiter, RateLimitResult } from "../rate-limit.server";
import {
  type AdminSession,
  type AuditDetail,
  audit,
  createSession,
  csrfField,
  endSession,
  loadSession,
  redeemSignInToken,
  sessionCookie,
  sessionIdOf,
} from "./auth.server";
import { filterQuery, isMessageId, listMessages, parseMessageFilters } from "./inbox.server";

export type AdminDependencies = {
  db: Database;
  admins: readonly string[]; // ADMIN_EMAILS, lower-cased
  secret: string; // keys the per-address rate limit, so its rows never show an address
  limiters: { client: RateLimiter; address: RateLimiter }; // sign-in requests per client, and per address
  clientAddress: string;
  production: boolean; // the session cookie is then `__Host-` and Secure whatever the scheme (auth.server.ts)
  log: Pick<Logger, "info" | "warn" | "error">;
  onQueued?: () => void; // wakes the outbox
  now?: () => Date;
};

const nowOf = (deps: AdminDependencies) => deps.now?.() ?? new Date();
const record = (deps: AdminDependencies, email: string, action: AdminAuditAction, detail: AuditDetail | null = null) =>
  audit(deps.db, email, action, detail, nowOf(deps));

/** Every admin answer's header: never indexed (server.ts already forbids caching: no-store). */
export const adminHeaders = { "X-Robots-Tag": "noindex, nofollow" } as const;

/** A 4xx page with its reason (the admin layout's error boundary shows it). */
export function refuse(status: number, message: string): never {
  throw data({ message }, { status, headers: adminHeaders });
}

const currentSession = (request: Request, deps: AdminDependencies) =>
  loadSession(deps.db, deps.admins, sessionIdOf(request, deps.production) ?? "", nowOf(deps));

/** A page's session; without one, a redirect to the sign-in page. */
export async function requireAdminPage(request: Request, deps: AdminDependencies): Promise<AdminSession> {
  const session = await currentSession(request, deps);
  if (!session) throw redirect(adminPaths.signIn, { status: 303, headers: adminHeaders });
  return session;
}

/** Who views a page, and the CSRF token its forms carry; without a session, a redirect to the sign-in page. */
export async function adminViewer(request: Request, deps: AdminDependencies) {
  const { email, csrf } = await requireAdminPage(request, deps);
  return { email, csrf };
}

/** The fields of a form post whose Origin, when present, is the site's own (else the CSRF token must do); or a 4xx. */
async function formOf(request: Request): Promise<URLSearchParams> {
  const origin = request.headers.get("Origin");
  if (origin !== null && origin !== new URL(request.url).origin) refuse(403, adminWords.forbidden);
  const body = await readFormBody(request);
  if (!body.ok) refuse(body.status, adminWords.forbidden);
  return body.fields;
}

/** A signed-in admin's form post (its Origin checked by formOf) carrying the session's CSRF token. */
async function requireAdminPost(request: Request, deps: AdminDependencies) {
  const session = await requireAdminPage(request, deps);
  const form = await formOf(request);
  if (!sameSecret(form.get(csrfField) ?? "", session.csrf)) refuse(403, adminWords.forbidden);
  return { session, form };
}

// The length first, and nothing else on a longer one (decision 035).
const emailSchema = z.string().max(leadLimits.email, { abort: true }).pipe(z.email());

type SignInResult =
  | { state: "sent"; status: 200 }
  | { state: "invalid"; status: 400 }
  | { state: "too-many"; status: 429; retryAfterSeconds: number };

const refused = (result: RateLimitResult) => (result.allowed ? undefined : result.retryAfterSeconds);

/** POST /admin/sign-in: one answer for every address, a mail only for an admin's; limited per client and address. */
export async function signInAction(request: Request, deps: AdminDependencies): Promise<SignInResult> {
  const form = await formOf(request);
  const email = (form.get("email") ?? "").trim().toLowerCase();
  if (!emailSchema.safeParse(email).success) return { state: "invalid", status: 400 };
  const addressKey = createHmac("sha256", deps.secret).update(`admin-sign-in:${email}`).digest("base64url");
  const wait =
    refused(await deps.limiters.client.takeForClient(deps.clientAddress)) ??
    refused(await deps.limiters.address.take(addressKey));
  if (wait !== undefined) return { state: "too-many", status: 429, retryAfterSeconds: wait };
  // Only an admin's address gets a mail; any other gets the same answer.
  if (deps.admins.includes(email)) {
    await deps.db.insert(adminSignInMails).values({ email });
    deps.onQueued?.();
  }
  return { state: "sent", status: 200 };
}

/** POST /admin/sign-in/verify: uses the token and starts a new session; a used, expired or unknown token gets 400. */
export async function verifyAction(request: Request, deps: AdminDependencies) {
  const form = await formOf(request);
  const now = nowOf(deps);
  const email = await redeemSignInToken(deps.db, deps.admins, form.get("token") ?? "", now);
  if (!email) return { state: "refused", status: 400 } as const;
  // A session the browser already had is ended: the new one has a new id.
  const previous = await currentSession(request, deps);
  if (previous) await endSession(deps.db, previous);
  const session = await createSession(deps.db, email, now);
  await record(deps, email, "sign-in");
  throw redirect(adminPaths.overview, {
    status: 303,
    headers: { ...adminHeaders, "Set-Cookie": sessionCookie(request, session.id, deps.production) },
  });
}

/** POST /admin/sign-out: ends this session, or with `everywhere` every session of the admin. */
export async function signOutAction(request: Request, deps: AdminDependencies): Promise<never> {
  const { session, form } = await requireAdminPost(request, deps);
  if (form.get("everywhere") === "1") {
    const sessions = await deleteCounting(deps.db, adminSessions, eq(adminSessions.email, session.email));
    await record(deps, session.email, "sign-out-everywhere", { sessions });
  } else {
    await endSession(deps.db, session);
    await record(deps, session.email, "sign-out");
  }
  throw redirect(adminPaths.signIn, {
    status: 303,
    headers: { ...adminHeaders, "Set-Cookie": sessionCookie(request, undefined, deps.production) },
  });
}

/** POST /admin/messages/:id: sends a failed message again (what `npm run leads -- requeue ID` does). */
export async function requeueAction(request: Request, id: string | undefined, deps: AdminDependencies) {
  const { session } = await requireAdminPost(request, deps);
  if (!isMessageId(id)) refuse(404, adminWords.message.badId);
  const requeued = await requeueFailed(deps.db, [id]);
  if (requeued.length === 0) return { state: "not-failed" as const };
  await record(deps, session.email, "requeue", { message: id });
  deps.onQueued?.();
  return { state: "requeued" as const };
}

/** POST /admin/forget: asks first, then with `confirm=yes` deletes everything of the address; the audit keeps counts. */
export async function forgetAction(request: Request, deps: AdminDependencies) {
  const { session, form } = await requireAdminPost(request, deps);
  const email = (form.get("email") ?? "").trim();
  if (!emailSchema.safeParse(email.toLowerCase()).success) refuse(400, adminWords.forget.invalid);
  if (form.get("confirm") !== "yes") return { state: "ask" as const, email };
  const { contactMessages, newsletterSubscriptions } = await forgetPerson(deps.db, email);
  await record(deps, session.email, "delete-person", { contactMessages, newsletterSubscriptions });
  return { state: "done" as const, messages: contactMessages, subscriptions: newsletterSubscriptions };
}

const plainText = (status: number, text: string, headers = {}) =>
  new Response(text, { status, headers: { ...adminHeaders, "Content-Type": "text/plain; charset=utf-8", ...headers } });

/** POST /admin/messages.csv?…: the filtered messages as formula-safe CSV; a post, so no link or prefetch runs it. */
export async function exportAction(request: Request, deps: AdminDependencies): Promise<Response> {
  const { session } = await requireAdminPost(request, deps);
  const parsed = parseMessageFilters(new URL(request.url).searchParams);
  if (!parsed.ok) return plainText(400, `${adminWords.messages.badFilter} ${parsed.problems.join("; ")}`);
  const messages = await listMessages(deps.db, parsed.filters);
  const filters = filterQuery(parsed.filters).replace(/q=[^&]*/, "q=…");
  await record(deps, session.email, "export", { rows: messages.length, filters });
  const day = nowOf(deps).toISOString().slice(0, 10);
  return new Response(messagesCsv(messages), {
    headers: {
      ...adminHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="contact-messages-${day}.csv"`,
    },
  });
}

/** GET or HEAD /admin/messages.csv: 405, touching nothing; the export is the button on the messages page. */
export const exportByGet = () => plainText(405, adminWords.messages.exportByPost, { Allow: "POST" });
