// Who may use the lead inbox at /admin: mailed sign-in links, server-side sessions behind an opaque cookie, each
// session's CSRF secret, and the audit log (decision 030).
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { type Database, deleteCounting } from "../db/database.server";
import {
  type AdminAuditAction,
  adminAudit,
  adminSessions,
  adminSignInMails,
  adminSignInTokens,
} from "../db/schema.server";
import { tokenHash } from "../leads-secret.server";

/** A sign-in link works once, for this long after it was mailed. */
export const signInLinkMs = 15 * 60_000;
/** A session ends after this long without a request… */
export const sessionIdleMs = 8 * 60 * 60_000;
/** …and this long after sign-in, whatever happens. */
export const sessionLifetimeMs = 7 * 24 * 60 * 60_000;

export const sessionCookieName = "examwise_admin";
export const productionSessionCookieName = `__Host-${sessionCookieName}`;
/** The name of the hidden field that carries the session's CSRF secret in every form. */
export const csrfField = "csrf";

function cookieShape(request: Request, production: boolean) {
  return production
    ? { name: productionSessionCookieName, path: "/", secure: true }
    : { name: sessionCookieName, path: "/admin", secure: new URL(request.url).protocol === "https:" };
}

const randomSecret = () => randomBytes(32).toString("base64url");

/** Makes a fresh sign-in token for `email` and stores only its hash; the token itself goes into the mail. */
export async function issueSignInToken(db: Database, email: string, now: Date): Promise<string> {
  const token = randomSecret();
  await db.insert(adminSignInTokens).values({
    tokenHash: tokenHash(token),
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + signInLinkMs),
  });
  return token;
}

/** Uses a sign-in token in one statement (two requests cannot both pass): its address, or undefined. */
export async function redeemSignInToken(
  db: Database,
  admins: readonly string[],
  token: string,
  now: Date,
): Promise<string | undefined> {
  if (token.length === 0 || token.length > 100) return undefined;
  const [used] = await db
    .update(adminSignInTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminSignInTokens.tokenHash, tokenHash(token)),
        isNull(adminSignInTokens.usedAt),
        gt(adminSignInTokens.expiresAt, now),
      ),
    )
    .returning({ email: adminSignInTokens.email });
  return used && admins.includes(used.email) ? used.email : undefined;
}

export type AdminSession = { email: string; csrf: string; idHash: string };

/** A new session (a new id at every sign-in); the id goes into the cookie only. */
export async function createSession(db: Database, email: string, now: Date): Promise<{ id: string; csrf: string }> {
  const id = randomSecret();
  const csrf = randomSecret();
  await db
    .insert(adminSessions)
    .values({ idHash: tokenHash(id), email, csrfSecret: csrf, createdAt: now, lastSeenAt: now });
  return { id, csrf };
}

/** The session of a cookie's id, renewed; undefined (the row deleted) past its limits or when its address left. */
export async function loadSession(
  db: Database,
  admins: readonly string[],
  id: string,
  now: Date,
): Promise<AdminSession | undefined> {
  if (id.length === 0 || id.length > 100) return undefined;
  const idHash = tokenHash(id);
  const [row] = await db.select().from(adminSessions).where(eq(adminSessions.idHash, idHash));
  if (!row) return undefined;
  const idle = now.getTime() - row.lastSeenAt.getTime() > sessionIdleMs;
  const old = now.getTime() - row.createdAt.getTime() > sessionLifetimeMs;
  if (idle || old || !admins.includes(row.email)) {
    await db.delete(adminSessions).where(eq(adminSessions.idHash, idHash));
    return undefined;
  }
  await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.idHash, idHash));
  return { email: row.email, csrf: row.csrfSecret, idHash };
}

export async function endSession(db: Database, session: AdminSession): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.idHash, session.idHash));
}

/** The session id of the request's cookie (in production, only the `__Host-` one), if any. */
export function sessionIdOf(request: Request, production: boolean): string | undefined {
  const { name: wanted } = cookieShape(request, production);
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === wanted) return value.join("=");
  }
  return undefined;
}

/** The Set-Cookie of a session: HttpOnly, SameSite=Lax, and in production `__Host-` and Secure (see above). */
export function sessionCookie(request: Request, id: string | undefined, production: boolean): string {
  const { name, path, secure } = cookieShape(request, production);
  return [
    `${name}=${id ?? ""}`,
    `Path=${path}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
    `Max-Age=${id ? sessionLifetimeMs / 1000 : 0}`,
  ].join("; ");
}

export type AuditDetail = Record<string, string | number>;

/** Records what an admin did: ids and counts only, never a lead's address or words. */
export async function audit(
  db: Database,
  adminEmail: string,
  action: AdminAuditAction,
  detail: AuditDetail | null = null,
  now = new Date(),
): Promise<void> {
  await db.insert(adminAudit).values({ adminEmail, action, detail, at: now });
}

/** Deletes sign-in links and sessions that can no longer be used, and sign-in mails done with; returns the counts. */
export async function purgeAdminAccess(db: Database, now: Date): Promise<{ signInLinks: number; sessions: number }> {
  const signInLinks = await deleteCounting(db, adminSignInTokens, lt(adminSignInTokens.expiresAt, now));
  const sessions = await deleteCounting(
    db,
    adminSessions,
    or(
      lt(adminSessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs)),
      lt(adminSessions.createdAt, new Date(now.getTime() - sessionLifetimeMs)),
    ),
  );
  // A sign-in request older than a link's life is never sent (sign-in-mail.server.ts), and a sent one's link has expired.
  await db.delete(adminSignInMails).where(lt(adminSignInMails.createdAt, new Date(now.getTime() - signInLinkMs)));
  return { signInLinks, sessions };
}
