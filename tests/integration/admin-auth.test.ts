// @vitest-environment node
// The lead inbox's sign-in, sessions, CSRF and actions, called as React
// Router calls them, against PGlite and PostgreSQL; the sign-in mail goes
// through the outbox to a real SMTP peer.
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import {
  createSession,
  csrfField,
  issueSignInToken,
  productionSessionCookieName,
  purgeAdminAccess,
  sessionCookieName,
  sessionIdleMs,
  sessionLifetimeMs,
  signInLinkMs,
} from "#app/server/admin/auth.server";
import { containsPattern, findMessages, parseMessageFilters } from "#app/server/admin/inbox.server";
import {
  type AdminDependencies,
  exportAction,
  exportByGet,
  forgetAction,
  requeueAction,
  requireAdminPage,
  signInAction,
  signOutAction,
  verifyAction,
} from "#app/server/admin/requests.server";
import { signInMailKind } from "#app/server/admin/sign-in-mail.server";
import { storeContactMessage } from "#app/server/contact.server";
import type { Database } from "#app/server/db/database.server";
import {
  adminAudit,
  adminSessions,
  adminSignInMails,
  adminSignInTokens,
  contactMessages,
  rateLimits,
} from "#app/server/db/schema.server";
import { tokenHash } from "#app/server/leads-secret.server";
import { createSmtpMailer } from "#app/server/mailer.server";
import { createOutbox } from "#app/server/outbox.server";
import { RateLimiter } from "#app/server/rate-limit.server";
import { startSmtpPeer } from "../../scripts/lib/smtp-peer.ts";
import { test } from "./support/database-test";
import { drivers } from "./support/databases";
import { origin, silentLog, testSecret } from "./support/requests";

const admin = "admin@examwise.example";

function depsFor(db: Database, overrides: Partial<AdminDependencies> = {}): AdminDependencies {
  return {
    db,
    admins: [admin],
    secret: testSecret,
    limiters: {
      client: new RateLimiter({ db, name: `client-${Math.random()}`, limit: 1_000, windowMs: 60_000 }),
      address: new RateLimiter({ db, name: `address-${Math.random()}`, limit: 1_000, windowMs: 60_000 }),
    },
    clientAddress: "127.0.0.1",
    production: false,
    log: silentLog,
    ...overrides,
  };
}

function form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${origin}${path}`, { headers });
}

function isHeaderRecord(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && Object.values(value).every((item) => typeof item === "string");
}

type Outcome = { status: number; headers: Headers; body: unknown };

/** What a thrown answer (a redirect, a `data()` refusal, a Response) says. */
async function outcomeOf(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    const value = await run();
    if (value instanceof Response) return { status: value.status, headers: value.headers, body: await value.text() };
    const status =
      typeof value === "object" && value !== null && "status" in value && typeof value.status === "number"
        ? value.status
        : 200;
    return { status, headers: new Headers(), body: value };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, headers: error.headers, body: await error.text() };
    if (typeof error === "object" && error !== null && "init" in error && "data" in error) {
      const init: unknown = error.init;
      const status = typeof init === "object" && init !== null && "status" in init ? init.status : undefined;
      const headers = typeof init === "object" && init !== null && "headers" in init ? init.headers : undefined;
      return {
        status: typeof status === "number" ? status : 200,
        headers: new Headers(headers instanceof Headers || isHeaderRecord(headers) ? headers : undefined),
        body: error.data,
      };
    }
    throw error;
  }
}

/** Signs `admin` in through a token and the verify POST; the cookie header the browser would send. */
async function signIn(db: Database, deps = depsFor(db)): Promise<{ cookie: string; csrf: string }> {
  const token = await issueSignInToken(db, admin, new Date());
  const answer = await outcomeOf(() => verifyAction(form(adminPaths.verify, { token }), deps));
  expect(answer.status).toBe(303);
  const setCookie = answer.headers.get("Set-Cookie") ?? "";
  const cookie = setCookie.split(";")[0] ?? "";
  const session = await requireAdminPage(get(adminPaths.overview, { Cookie: cookie }), deps);
  return { cookie, csrf: session.csrf };
}

/** An SMTP peer and an outbox that sends only the admin's sign-in mails to it. */
async function signInOutbox(db: Database) {
  const peer = await startSmtpPeer(0, { closeTimeoutMs: 1_000 });
  const outbox = createOutbox({
    db,
    mailer: createSmtpMailer(peer.url),
    mail: { to: "support@examwise.example", from: "Examwise <no-reply@examwise.example>" },
    log: silentLog,
    kinds: [signInMailKind("https://www.examwise.example")],
  });
  return { peer, outbox };
}

for (const driver of drivers) {
  test(`${driver}: an admin's sign-in request mails a single-use link through the outbox; any other address gets the same answer, no mail and no row`, async ({
    databases,
  }) => {
    const { peer, outbox } = await signInOutbox(databases[driver].db);
    try {
      const deps = depsFor(databases[driver].db);
      const stranger = await signInAction(form(adminPaths.signIn, { email: "someone@example.com" }), deps);
      const rowsAfterStranger = await databases[driver].db.select().from(adminSignInMails);
      const mine = await signInAction(form(adminPaths.signIn, { email: " Admin@Examwise.example " }), deps);
      expect(stranger).toEqual(mine);
      expect(rowsAfterStranger).toEqual([]);
      const limiterRows = await databases[driver].db.select({ key: rateLimits.key }).from(rateLimits);
      expect(limiterRows.map((row) => row.key).join(" ")).not.toContain("someone");

      expect(await outbox.step()).toBe("sent");
      const mail = await peer.waitForMail(1);
      expect(mail.to).toEqual([admin]);
      expect(peer.received).toHaveLength(1);
      expect(mail.headers.get("subject")).toBe(adminWords.mail.subject);
      const link = new URL(/https:\/\/www\.examwise\.example\S+/.exec(mail.text)?.[0] ?? "");
      expect(link.pathname).toBe(adminPaths.verify);
      const token = link.searchParams.get("token") ?? "";
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      const [stored] = await databases[driver].db
        .select()
        .from(adminSignInTokens)
        .where(eq(adminSignInTokens.tokenHash, tokenHash(token)));
      expect(stored?.email).toBe(admin);
      expect(JSON.stringify(await databases[driver].db.select().from(adminSignInTokens))).not.toContain(token);

      const first = await outcomeOf(() => verifyAction(form(adminPaths.verify, { token }), deps));
      expect(first.status).toBe(303);
      expect(first.headers.get("Location")).toBe(adminPaths.overview);
      const again = await outcomeOf(() => verifyAction(form(adminPaths.verify, { token }), deps));
      expect(again).toMatchObject({ status: 400, body: { state: "refused" } });
    } finally {
      await outbox.stop();
      await peer.close();
    }
  }, 60_000);

  test(`${driver}: a sign-in request older than a link's life is not mailed late, and the purge deletes it`, async ({
    databases,
  }) => {
    const { peer, outbox } = await signInOutbox(databases[driver].db);
    try {
      const [old] = await databases[driver].db
        .insert(adminSignInMails)
        .values({ email: admin, createdAt: new Date(Date.now() - signInLinkMs - 60_000) })
        .returning();
      expect(await outbox.step()).toBe("idle");
      expect(peer.received).toEqual([]);
      await purgeAdminAccess(databases[driver].db, new Date());
      expect(
        await databases[driver].db
          .select()
          .from(adminSignInMails)
          .where(eq(adminSignInMails.id, old?.id ?? "")),
      ).toEqual([]);
    } finally {
      await outbox.stop();
      await peer.close();
    }
  }, 60_000);

  test(`${driver}: an expired or tampered token is refused`, async ({ databases }) => {
    const deps = depsFor(databases[driver].db);
    const token = await issueSignInToken(databases[driver].db, admin, new Date(Date.now() - signInLinkMs - 1_000));
    expect(await outcomeOf(() => verifyAction(form(adminPaths.verify, { token }), deps))).toMatchObject({
      status: 400,
    });
    const fresh = await issueSignInToken(databases[driver].db, admin, new Date());
    const tampered = `${fresh.slice(0, -1)}${fresh.endsWith("A") ? "B" : "A"}`;
    expect(await outcomeOf(() => verifyAction(form(adminPaths.verify, { token: tampered }), deps))).toMatchObject({
      status: 400,
    });
    // An address removed from ADMIN_EMAILS cannot use a link it was sent.
    const removed = depsFor(databases[driver].db, { admins: [] });
    expect(await outcomeOf(() => verifyAction(form(adminPaths.verify, { token: fresh }), removed))).toMatchObject({
      status: 400,
    });
  });

  test(`${driver}: outside production the session cookie is HttpOnly, SameSite=Lax, Path=/admin, Secure over HTTPS, and its id is new at every sign-in`, async ({
    databases,
  }) => {
    const deps = depsFor(databases[driver].db);
    const { cookie } = await signIn(databases[driver].db, deps);
    const token = await issueSignInToken(databases[driver].db, admin, new Date());
    const secureRequest = new Request(`https://www.examwise.example${adminPaths.verify}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://www.examwise.example",
        Cookie: cookie,
      },
      body: new URLSearchParams({ token }).toString(),
    });
    const answer = await outcomeOf(() => verifyAction(secureRequest, deps));
    const setCookie = answer.headers.get("Set-Cookie") ?? "";
    expect(setCookie.split("; ")).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${sessionCookieName}=.{40,}`)),
        "Path=/admin",
        "HttpOnly",
        "SameSite=Lax",
        "Secure",
      ]),
    );
    expect(setCookie.split(";")[0]).not.toBe(cookie);
    // Signing in again on the same browser ended its earlier session.
    expect(await outcomeOf(() => requireAdminPage(get(adminPaths.overview, { Cookie: cookie }), deps))).toMatchObject({
      status: 303,
    });
    const plain = (await signIn(databases[driver].db, deps)).cookie;
    expect(plain).toMatch(new RegExp(`^${sessionCookieName}=`));
    const overHttp = await outcomeOf(() => verifyAction(form(adminPaths.verify, { token: "x" }), deps));
    expect(overHttp.status).toBe(400);
  });

  test(`${driver}: in production the session cookie is __Host- prefixed and Secure even over plain HTTP, and only that cookie signs in`, async ({
    databases,
  }) => {
    const deps = depsFor(databases[driver].db, { production: true });
    // Behind a TLS-terminating proxy with TRUST_PROXY=0 the rebuilt request URL is http.
    const token = await issueSignInToken(databases[driver].db, admin, new Date());
    const answer = await outcomeOf(() => verifyAction(form(adminPaths.verify, { token }), deps));
    expect(answer.status).toBe(303);
    const setCookie = answer.headers.get("Set-Cookie") ?? "";
    expect(setCookie.split("; ")).toEqual([
      expect.stringMatching(new RegExp(`^${productionSessionCookieName}=.{40,}`)),
      "Path=/",
      "HttpOnly",
      "SameSite=Lax",
      "Secure",
      `Max-Age=${sessionLifetimeMs / 1000}`,
    ]);
    const id = setCookie.split(";")[0]?.split("=")[1] ?? "";
    const session = await requireAdminPage(
      get(adminPaths.overview, { Cookie: `${productionSessionCookieName}=${id}` }),
      deps,
    );
    expect(session.email).toBe(admin);
    // The same id under the plain name (which a subdomain or a plain-HTTP answer could have set) is no session.
    const plainName = await outcomeOf(() =>
      requireAdminPage(get(adminPaths.overview, { Cookie: `${sessionCookieName}=${id}` }), deps),
    );
    expect(plainName.status).toBe(303);
    const out = await outcomeOf(() =>
      signOutAction(
        form(adminPaths.signOut, { [csrfField]: session.csrf }, { Cookie: `${productionSessionCookieName}=${id}` }),
        deps,
      ),
    );
    expect(out.headers.get("Set-Cookie")).toBe(
      `${productionSessionCookieName}=; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=0`,
    );
  });

  test(`${driver}: without a session pages and posts (the CSV export included) redirect to the sign-in page`, async ({
    databases,
  }) => {
    const deps = depsFor(databases[driver].db);
    for (const cookie of [undefined, `${sessionCookieName}=forged`, `${sessionCookieName}=`]) {
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      const page = await outcomeOf(() => requireAdminPage(get(adminPaths.messages, headers), deps));
      expect(page.status).toBe(303);
      expect(page.headers.get("Location")).toBe(adminPaths.signIn);
      for (const run of [
        () => exportAction(form(adminPaths.messagesCsv, {}, headers), deps),
        () => signOutAction(form(adminPaths.signOut, {}, headers), deps),
        () => forgetAction(form(adminPaths.forget, { email: "ada@example.com" }, headers), deps),
        () => requeueAction(form(adminPaths.messages, {}, headers), "00000000-0000-0000-0000-000000000000", deps),
      ]) {
        const answer = await outcomeOf(run);
        expect(answer.status).toBe(303);
        expect(answer.headers.get("Location")).toBe(adminPaths.signIn);
      }
    }
  });

  test(`${driver}: a post without the session's CSRF token, or from another origin, is refused with 403 and changes nothing`, async ({
    databases,
  }) => {
    const deps = depsFor(databases[driver].db);
    const { cookie, csrf } = await signIn(databases[driver].db, deps);
    const stored = await storeContactMessage(
      databases[driver].db,
      {
        name: "Kept",
        email: "kept@example.com",
        message: "Please keep me",
      },
      "/contact",
    );
    const attempts = [
      form(adminPaths.forget, { email: "kept@example.com", confirm: "yes" }, { Cookie: cookie }),
      form(
        adminPaths.forget,
        { email: "kept@example.com", confirm: "yes", [csrfField]: `${csrf}x` },
        { Cookie: cookie },
      ),
      form(
        adminPaths.forget,
        { email: "kept@example.com", confirm: "yes", [csrfField]: csrf },
        {
          Cookie: cookie,
          Origin: "https://evil.example",
        },
      ),
    ];
    const noOrigin = form(adminPaths.forget, { email: "kept@example.com", confirm: "yes" }, { Cookie: cookie });
    noOrigin.headers.delete("Origin");
    for (const request of [...attempts, noOrigin]) {
      const answer = await outcomeOf(() => forgetAction(request, deps));
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: adminWords.forbidden });
    }
    const [still] = await databases[driver].db.select().from(contactMessages).where(eq(contactMessages.id, stored.id));
    expect(still?.name).toBe("Kept");
    // The same post with the token and no Origin header passes.
    const withToken = form(adminPaths.forget, { email: "kept@example.com", [csrfField]: csrf }, { Cookie: cookie });
    withToken.headers.delete("Origin");
    expect(await forgetAction(withToken, deps)).toEqual({ state: "ask", email: "kept@example.com" });
  });

  test(`${driver}: sign-out ends the session on the server; sign-out everywhere ends all of the admin's`, async ({
    databases,
  }) => {
    const deps = depsFor(databases[driver].db);
    const one = await signIn(databases[driver].db, deps);
    const answer = await outcomeOf(() =>
      signOutAction(form(adminPaths.signOut, { [csrfField]: one.csrf }, { Cookie: one.cookie }), deps),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Set-Cookie")).toContain("Max-Age=0");
    expect(
      (await outcomeOf(() => requireAdminPage(get(adminPaths.overview, { Cookie: one.cookie }), deps))).status,
    ).toBe(303);

    const a = await signIn(databases[driver].db, deps);
    const b = await signIn(databases[driver].db, deps);
    await outcomeOf(() =>
      signOutAction(form(adminPaths.signOut, { [csrfField]: a.csrf, everywhere: "1" }, { Cookie: a.cookie }), deps),
    );
    for (const session of [a, b]) {
      expect(
        (await outcomeOf(() => requireAdminPage(get(adminPaths.overview, { Cookie: session.cookie }), deps))).status,
      ).toBe(303);
    }
    expect(await databases[driver].db.select().from(adminSessions).where(eq(adminSessions.email, admin))).toEqual([]);
    const actions = (await databases[driver].db.select({ action: adminAudit.action }).from(adminAudit)).map(
      (row) => row.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["sign-in", "sign-out", "sign-out-everywhere"]));
  });

  test(`${driver}: a session ends after 8 idle hours and 7 days after sign-in, and the purge deletes it`, async ({
    databases,
  }) => {
    const start = new Date("2026-11-02T08:00:00Z");
    let now = start;
    const deps = depsFor(databases[driver].db, { now: () => now });
    const idle = await createSession(databases[driver].db, admin, start);
    const cookieOf = (id: string) => ({ Cookie: `${sessionCookieName}=${id}` });
    now = new Date(start.getTime() + sessionIdleMs - 60_000);
    await requireAdminPage(get(adminPaths.overview, cookieOf(idle.id)), deps);
    // Used just now, so the idle clock started again.
    now = new Date(now.getTime() + sessionIdleMs - 60_000);
    await requireAdminPage(get(adminPaths.overview, cookieOf(idle.id)), deps);
    now = new Date(now.getTime() + sessionIdleMs + 1_000);
    expect((await outcomeOf(() => requireAdminPage(get(adminPaths.overview, cookieOf(idle.id)), deps))).status).toBe(
      303,
    );

    // Used every hour, a session still ends 7 days after sign-in.
    now = start;
    const busy = await createSession(databases[driver].db, admin, start);
    for (let hour = 1; hour * 3_600_000 <= sessionLifetimeMs; hour += 7) {
      now = new Date(start.getTime() + hour * 3_600_000);
      await requireAdminPage(get(adminPaths.overview, cookieOf(busy.id)), deps);
    }
    now = new Date(start.getTime() + sessionLifetimeMs + 1_000);
    expect((await outcomeOf(() => requireAdminPage(get(adminPaths.overview, cookieOf(busy.id)), deps))).status).toBe(
      303,
    );

    const stale = await createSession(databases[driver].db, admin, start);
    await issueSignInToken(databases[driver].db, admin, start);
    const purged = await purgeAdminAccess(databases[driver].db, new Date(start.getTime() + sessionLifetimeMs + 1_000));
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.signInLinks).toBeGreaterThanOrEqual(1);
    expect(
      await databases[driver].db
        .select()
        .from(adminSessions)
        .where(eq(adminSessions.idHash, tokenHash(stale.id))),
    ).toEqual([]);
  });

  test(`${driver}: re-queue, export and delete do what the CLI does and the audit names no lead`, async ({
    databases,
  }) => {
    const deps = depsFor(databases[driver].db);
    const { cookie, csrf } = await signIn(databases[driver].db, deps);
    const lead = await storeContactMessage(
      databases[driver].db,
      {
        name: '=HYPERLINK("http://evil")',
        email: "forget-me@example.com",
        message: "Failed once",
      },
      "/contact",
    );
    await databases[driver].db
      .update(contactMessages)
      .set({ status: "failed", attempts: 10, lastError: "550 no" })
      .where(eq(contactMessages.id, lead.id));
    const requeued = await requeueAction(
      form(adminPaths.message(lead.id), { [csrfField]: csrf }, { Cookie: cookie }),
      lead.id,
      deps,
    );
    expect(requeued).toEqual({ state: "requeued" });
    const [row] = await databases[driver].db.select().from(contactMessages).where(eq(contactMessages.id, lead.id));
    expect(row).toMatchObject({ status: "queued", attempts: 0, lastError: null });
    expect(
      await requeueAction(form(adminPaths.message(lead.id), { [csrfField]: csrf }, { Cookie: cookie }), lead.id, deps),
    ).toEqual({ state: "not-failed" });

    // The export is a form post with the CSRF token: a GET, or a post without the token, exports nothing.
    const byGet = exportByGet();
    expect(byGet.status).toBe(405);
    expect(byGet.headers.get("Allow")).toBe("POST");
    const noToken = await outcomeOf(() =>
      exportAction(form(`${adminPaths.messagesCsv}?q=forget-me`, {}, { Cookie: cookie }), deps),
    );
    expect(noToken.status).toBe(403);
    const exportsSoFar = async () =>
      (await databases[driver].db.select().from(adminAudit).where(eq(adminAudit.action, "export"))).length;
    const exportsBefore = await exportsSoFar();
    const csv = await exportAction(
      form(`${adminPaths.messagesCsv}?q=forget-me`, { [csrfField]: csrf }, { Cookie: cookie }),
      deps,
    );
    expect(await exportsSoFar()).toBe(exportsBefore + 1);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text.trim().split("\r\n")).toHaveLength(2);

    const ask = await forgetAction(
      form(adminPaths.forget, { email: "Forget-Me@example.com", [csrfField]: csrf }, { Cookie: cookie }),
      deps,
    );
    expect(ask.state).toBe("ask");
    expect(
      await databases[driver].db.select().from(contactMessages).where(eq(contactMessages.id, lead.id)),
    ).toHaveLength(1);
    const done = await forgetAction(
      form(
        adminPaths.forget,
        { email: "Forget-Me@example.com", [csrfField]: csrf, confirm: "yes" },
        { Cookie: cookie },
      ),
      deps,
    );
    expect(done).toEqual({ state: "done", messages: 1, subscriptions: 0 });
    expect(await databases[driver].db.select().from(contactMessages).where(eq(contactMessages.id, lead.id))).toEqual(
      [],
    );

    const auditText = JSON.stringify(await databases[driver].db.select().from(adminAudit));
    expect(auditText).toContain("delete-person");
    expect(auditText).toContain("requeue");
    expect(auditText.match(/"export"/g)).toHaveLength(1);
    expect(auditText.toLowerCase()).not.toContain("forget-me");
  });

  test(`${driver}: search treats % and _ literally, filters combine, and bad filters are refused with their reason`, async ({
    databases,
  }) => {
    const tag = `t${Date.now()}`;
    await storeContactMessage(
      databases[driver].db,
      { name: `${tag} 100% sure`, email: "pct@example.com", message: "one" },
      "/contact",
    );
    await storeContactMessage(
      databases[driver].db,
      { name: `${tag} 100 sure`, email: "plain@example.com", message: "two" },
      "/contact",
    );
    await databases[driver].db
      .update(contactMessages)
      .set({ lastTouch: { landing: "/contact", at: new Date().toISOString(), utm_campaign: `${tag}-fall` } })
      .where(eq(contactMessages.email, "plain@example.com"));
    const find = async (query: string) => {
      const parsed = parseMessageFilters(new URLSearchParams(query));
      if (!parsed.ok) throw new Error(parsed.problems.join("; "));
      return (await findMessages(databases[driver].db, parsed.filters)).messages.map((m) => m.email);
    };
    expect(await find(`q=${encodeURIComponent(`${tag} 100%`)}`)).toEqual(["pct@example.com"]);
    expect(await find(`q=${encodeURIComponent(`${tag} 100_`)}`)).toEqual([]);
    expect(await find(`q=${tag}&campaign=${tag}-fall`)).toEqual(["plain@example.com"]);
    expect(await find(`q=${tag}&status=spam`)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await find(`q=${tag}&from=${today}&to=${today}`)).toHaveLength(2);
    expect(await find(`q=${tag}&to=2000-01-01`)).toEqual([]);
    expect(containsPattern("a%b_c\\")).toBe("%a\\%b\\_c\\\\%");

    await storeContactMessage(
      databases[driver].db,
      { name: `${tag} Ana`, email: "ana@example.com", message: "¿Hay clases los sábados?" },
      "/es/contact",
      undefined,
      { language: "es" },
    );
    expect(await find(`q=${tag}&language=es`)).toEqual(["ana@example.com"]);
    expect(await find(`q=${tag}&language=en`)).toEqual(["plain@example.com", "pct@example.com"]);
    expect(await find(`q=${tag}`)).toHaveLength(3);

    for (const bad of [
      "language=fr",
      "language=es&language=en",
      "status=lost",
      "from=2026-02-30",
      "from=yesterday",
      "page=0",
      "page=abc",
      `q=${"x".repeat(201)}`,
      "from=2026-02-02&to=2026-01-01",
      "status=sent&status=failed",
    ]) {
      const parsed = parseMessageFilters(new URLSearchParams(bad));
      expect(parsed.ok, bad).toBe(false);
    }
    const deps = depsFor(databases[driver].db);
    const { cookie, csrf } = await signIn(databases[driver].db, deps);
    const refusedExport = await exportAction(
      form(`${adminPaths.messagesCsv}?from=nope`, { [csrfField]: csrf }, { Cookie: cookie }),
      deps,
    );
    expect(refusedExport.status).toBe(400);
    expect(await refusedExport.text()).toContain(adminWords.messages.badFilter);
    // A bad id is the client's mistake, not ours.
    const badId = await outcomeOf(() =>
      requeueAction(form("/admin/messages/x", { [csrfField]: csrf }, { Cookie: cookie }), "'; drop table x; --", deps),
    );
    expect(badId.status).toBe(404);
    expect(await databases[driver].db.execute(sql`select 1`)).toBeTruthy();
  });

  test(`${driver}: sign-in requests are limited per client and per address with the same answer for any address`, async ({
    databases,
  }) => {
    const limited = depsFor(databases[driver].db, {
      limiters: {
        client: new RateLimiter({ db: databases[driver].db, name: `c-${Math.random()}`, limit: 100, windowMs: 60_000 }),
        address: new RateLimiter({ db: databases[driver].db, name: `a-${Math.random()}`, limit: 2, windowMs: 60_000 }),
      },
    });
    for (const email of [admin, "nobody@example.com"]) {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await signInAction(form(adminPaths.signIn, { email }), limited)).state);
      expect(answers).toEqual(["sent", "sent", "too-many"]);
    }
    const perClient = depsFor(databases[driver].db, {
      limiters: {
        client: new RateLimiter({ db: databases[driver].db, name: `c-${Math.random()}`, limit: 1, windowMs: 60_000 }),
        address: new RateLimiter({
          db: databases[driver].db,
          name: `a-${Math.random()}`,
          limit: 100,
          windowMs: 60_000,
        }),
      },
    });
    expect((await signInAction(form(adminPaths.signIn, { email: "x1@example.com" }), perClient)).state).toBe("sent");
    expect((await signInAction(form(adminPaths.signIn, { email: "x2@example.com" }), perClient)).state).toBe(
      "too-many",
    );
    expect((await signInAction(form(adminPaths.signIn, { email: "not an address" }), perClient)).state).toBe("invalid");
  });
}
