// What server.ts hands every loader and action (`getLoadContext`), and the lead endpoints' dependencies.
import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { adminWords } from "#app/catalog/admin/admin";
import type { ContactPageResult } from "#app/lib/forms/contact-schema";
import type { NewsletterPageResult } from "#app/lib/forms/newsletter-schema";
import type { Lang } from "#app/lib/lang";
import { type AdminDependencies, adminHeaders } from "./admin/requests.server";
import { handleContactFormPost, type LeadDependencies } from "./contact.server";
import { getDatabase } from "./db/database.server";
import { readServerEnv, type ServerEnv } from "./env.server";
import { errorResponse, errorSummary, requestErrors } from "./http.server";
import { leadsSecret } from "./leads-secret.server";
import { logger } from "./logger.server";
import {
  handleNewsletterFormPost,
  type NewsletterDependencies,
  type NewsletterPageDependencies,
} from "./newsletter.server";
import { wakeOutbox } from "./outbox.server";
import { rateLimitUnreadable, sharedRateLimiter } from "./rate-limit.server";

/** Logged when a lead request finds no database; the visitor gets a 503 and keeps what they typed. */
const databaseUnavailable = "the lead database is unavailable";

declare module "react-router" {
  interface AppLoadContext {
    /** The client's IP (`req.ip`, which reads X-Forwarded-For only when TRUST_PROXY > 0). Absent under `npm run dev`. */
    clientAddress?: string;
    /** This response's CSP nonce for a page rendered per request; pre-rendered pages' scripts go by hash. */
    cspNonce?: string;
  }
}

let env: ServerEnv | undefined;
const serverEnv = () => (env ??= readServerEnv());

/** What `make` gives, or undefined once its error is logged under `message` (the visitor then gets a 503 or a notice). */
async function orLogged<T>(message: string, make: () => Promise<T>): Promise<T | undefined> {
  try {
    return await make();
  } catch (error) {
    logger.error({ error: errorSummary(error) }, message);
    return undefined;
  }
}

/** Everything the contact or newsletter endpoint needs; throws when the database cannot be opened. */
async function leadDependencies(
  endpoint: "contact" | "newsletter",
  context: AppLoadContext,
): Promise<LeadDependencies> {
  const { db } = await getDatabase();
  return {
    db,
    limiter: sharedRateLimiter({ db, name: endpoint, limit: serverEnv().LEADS_RATE_LIMIT, windowMs: 60_000 }),
    clientAddress: context.clientAddress ?? "unknown",
    log: logger,
    onStored: wakeOutbox,
  };
}

/** Runs a lead endpoint's handler; a database that cannot be opened answers 503, never a stack trace. */
export async function answerLeadRequest(
  endpoint: "contact" | "newsletter",
  request: Request,
  context: AppLoadContext,
  handler: (request: Request, deps: NewsletterDependencies) => Promise<Response>,
): Promise<Response> {
  const deps = await orLogged(databaseUnavailable, async () => ({
    ...(await leadDependencies(endpoint, context)),
    secret: leadsSecret(serverEnv()),
  }));
  return deps ? handler(request, deps) : errorResponse(503, { form: requestErrors.unavailable });
}

/** The contact page's action: a form post from a browser without JavaScript, on a page in `lang`. */
export async function answerContactFormPost(
  request: Request,
  context: AppLoadContext,
  lang: Lang,
): Promise<ContactPageResult> {
  const result = await orLogged(databaseUnavailable, async () =>
    handleContactFormPost(request, await leadDependencies("contact", context), lang),
  );
  return result ?? { ok: false, status: 503, errors: {}, values: { name: "", email: "", message: "" } };
}

/** A page's newsletter form posted without JavaScript, on a page in `lang`. */
export async function answerNewsletterFormPost(
  request: Request,
  context: AppLoadContext,
  lang: Lang,
): Promise<NewsletterPageResult> {
  const result = await orLogged(databaseUnavailable, async () =>
    handleNewsletterFormPost(
      request,
      { ...(await leadDependencies("newsletter", context)), secret: leadsSecret(serverEnv()) },
      lang,
    ),
  );
  return result ?? { ok: false, status: 503, errors: {}, values: { email: "" } };
}

/** What the newsletter's confirm and unsubscribe pages need; undefined when the database cannot be opened. */
export function newsletterPageDependencies(): Promise<NewsletterPageDependencies | undefined> {
  return orLogged(databaseUnavailable, async () => ({
    db: (await getDatabase()).db,
    secret: leadsSecret(serverEnv()),
    log: logger,
  }));
}

/** The leads secret: server.ts made sure at start-up that there is one. */
export function newsletterSecret(): string {
  return leadsSecret(serverEnv());
}

/** Mailed links one client may open per window where opening one writes to the database. */
export const mailLinkLimits = { limit: 20, windowMs: 10 * 60_000 } as const;

/** Takes a token of a mailed link's limit: the seconds to wait, or undefined (a database error lets it go on). */
export async function mailLinkWait(
  name: "newsletter-confirm" | "admin-sign-in-verify",
  context: AppLoadContext,
): Promise<number | undefined> {
  const taken = await orLogged(rateLimitUnreadable, async () =>
    sharedRateLimiter({ db: (await getDatabase()).db, name, ...mailLinkLimits }).takeForClient(
      context.clientAddress ?? "unknown",
    ),
  );
  return taken?.allowed === false ? taken.retryAfterSeconds : undefined;
}

/** What the /admin pages need, or the inbox's 503 page when the database cannot be opened. */
export async function adminRequestDependencies(context: AppLoadContext): Promise<AdminDependencies> {
  const deps = await orLogged(databaseUnavailable, async () => {
    const env = serverEnv();
    const { db } = await getDatabase();
    return {
      db,
      admins: env.ADMIN_EMAILS,
      secret: leadsSecret(env),
      // Sign-in requests one client may send, and one address may get, per window.
      limiters: {
        client: sharedRateLimiter({ db, name: "admin-sign-in-client", limit: 10, windowMs: 10 * 60_000 }),
        address: sharedRateLimiter({ db, name: "admin-sign-in-address", limit: 5, windowMs: 15 * 60_000 }),
      },
      clientAddress: context.clientAddress ?? "unknown",
      production: env.NODE_ENV === "production",
      log: logger,
      onQueued: wakeOutbox,
    };
  });
  if (!deps) throw data({ message: adminWords.unavailable }, { status: 503, headers: adminHeaders });
  return deps;
}
