// The lead inbox at /admin as the built server answers it (issue 18), on
// PGlite (the server holds the data directory) and on PostgreSQL: nothing
// without a session but a redirect to sign in (or 401 for data), the same
// answer and no mail for a stranger, the cookie's flags, CSRF and Origin
// refusals, the CSV export by POST only, escaped lead text, sign-out on the
// server, and 4xx for hostile input.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { currentConsent } from "#app/catalog/consent";
import { csrfField, productionSessionCookieName } from "#app/server/admin/auth.server";
import { assertPostgresReachable, postgresUrl } from "#tests/integration/support/databases";
import { type SiteServer, startSiteServer } from "../../scripts/lib/server.ts";
import { type SmtpPeer, startSmtpPeer } from "../../scripts/lib/smtp-peer.ts";

const admin = "admin@examwise.example";
const hostile = {
  name: `<script>alert("name")</script><img src=x onerror=alert(1)>`,
  message: `</textarea><script>alert("message")</script>`,
};

/** A database of its own on the PostgreSQL server, dropped afterwards. */
async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  await assertPostgresReachable();
  const name = `admin_edge_${process.pid}_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

for (const driver of ["pglite", "postgres"] as const) {
  describe(driver, () => {
    let server: SiteServer;
    let peer: SmtpPeer;
    let cleanUp = async () => {};
    let databaseUrl: string | undefined;
    let session: { cookie: string; csrf: string };

    beforeAll(async () => {
      peer = await startSmtpPeer(0, { closeTimeoutMs: 1_000 });
      const env: Record<string, string> = { SMTP_URL: peer.url, ADMIN_EMAILS: admin, TRUST_PROXY: "1" };
      if (driver === "postgres") {
        const database = await freshPostgresDatabase();
        databaseUrl = database.url;
        env.DATABASE_URL = database.url;
        cleanUp = database.drop;
      } else {
        const dataDir = mkdtempSync(path.join(tmpdir(), "examwise-admin-edge-"));
        env.DATA_DIR = dataDir;
        cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
      }
      server = await startSiteServer(env);
      session = await signIn();
    }, 180_000);

    afterAll(async () => {
      await server?.stop();
      await peer?.close();
      await cleanUp();
    });

    const send = (target: string, init: RequestInit = {}) =>
      fetch(`${server.url}${target}`, { redirect: "manual", ...init });
    const post = (target: string, body: string, headers: Record<string, string> = {}) =>
      send(target, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...headers },
      });
    /** The page without its per-response CSP nonces. */
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, "");

    /** The link of the next sign-in mail to the admin (contact mail may arrive meanwhile). */
    async function nextSignInLink(after: number): Promise<URL> {
      for (let count = after + 1; ; count++) {
        const mail = await peer.waitForMail(count, 30_000);
        const link = /https?:\/\/\S+verify\?token=\S+/.exec(mail.text)?.[0];
        if (link && mail.to.includes(admin)) return new URL(link);
      }
    }

    /**
     * Signs in through the mailed link. Sign-in requests are rate limited
     * (5 per address in 15 minutes), so the tests share one session and sign
     * in again only where they must.
     */
    async function signIn(): Promise<{ cookie: string; csrf: string }> {
      const count = peer.received.length;
      expect((await post(adminPaths.signIn, form({ email: admin }))).status).toBe(200);
      const token = (await nextSignInLink(count)).searchParams.get("token");
      const verified = await post(adminPaths.verify, form({ token: token ?? "" }));
      expect(verified.status).toBe(303);
      const cookie = (verified.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
      const page = await (await send(adminPaths.overview, { headers: { Cookie: cookie } })).text();
      const csrf = new RegExp(`name="${csrfField}" value="([^"]+)"`).exec(page)?.[1] ?? "";
      expect(csrf).not.toBe("");
      return { cookie, csrf };
    }

    test("without a session every page and form post redirects to sign in, the CSV export included", async () => {
      const pagesAndPosts = [
        ["GET", adminPaths.overview],
        ["GET", adminPaths.messages],
        ["GET", `${adminPaths.messages}?status=failed`],
        ["GET", adminPaths.message("00000000-0000-4000-8000-000000000000")],
        ["GET", adminPaths.subscribers],
        ["GET", adminPaths.audit],
        ["GET", adminPaths.forget],
        ["POST", adminPaths.forget],
        ["POST", adminPaths.signOut],
        ["POST", adminPaths.message("00000000-0000-4000-8000-000000000000")],
        ["POST", adminPaths.messagesCsv],
      ] as const;
      for (const [method, target] of pagesAndPosts) {
        for (const cookie of [undefined, `${productionSessionCookieName}=${randomBytes(32).toString("base64url")}`]) {
          const headers = cookie ? { Cookie: cookie } : undefined;
          const answer =
            method === "GET"
              ? await send(target, { headers })
              : await post(target, form({ email: "a@example.com" }), headers);
          expect([method, target, answer.status, answer.headers.get("Location")]).toEqual([
            method,
            target,
            303,
            adminPaths.signIn,
          ]);
        }
      }
    });

    test("the inbox is never indexed, pre-rendered or in the sitemap, and loads no React", async () => {
      const signInPage = await send(adminPaths.signIn);
      expect(signInPage.status).toBe(200);
      expect(signInPage.headers.get("X-Robots-Tag")).toContain("noindex");
      expect(signInPage.headers.get("Cache-Control")).toBe("no-store");
      const html = await signInPage.text();
      expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      expect(html).not.toContain('type="module"');
      expect(await (await send("/sitemap.xml")).text()).not.toContain("/admin");
    });

    test("a stranger's address gets the same page as an admin's and no mail", async () => {
      const before = peer.received.length;
      const stranger = await post(adminPaths.signIn, form({ email: "stranger@example.com" }));
      const strangerPage = withoutNonces(await stranger.text());
      const mine = await post(adminPaths.signIn, form({ email: admin }));
      expect(stranger.status).toBe(mine.status);
      expect(strangerPage).toBe(withoutNonces(await mine.text()));
      expect(strangerPage).toContain(adminWords.signIn.sent.heading);
      await peer.waitForMail(before + 1, 30_000);
      expect(peer.received.slice(before).map((mail) => mail.to)).toEqual([[admin]]);
    });

    test("the mailed link shows a button on GET and signs in only by POST, once, with a __Host- Secure cookie", async () => {
      const count = peer.received.length;
      await post(adminPaths.signIn, form({ email: admin }));
      const link = await nextSignInLink(count);
      const token = link.searchParams.get("token") ?? "";
      for (let i = 0; i < 2; i++) {
        const opened = await send(`${link.pathname}${link.search}`);
        expect(opened.status).toBe(200);
        expect(opened.headers.get("Set-Cookie")).toBeNull();
        expect(await opened.text()).toContain(adminWords.verify.button);
      }
      // Behind a proxy that speaks HTTPS (TRUST_PROXY=1); without one it is the same (tests/edge/behind-tls-proxy.test.ts).
      const secure = await post(adminPaths.verify, form({ token }), {
        "X-Forwarded-Proto": "https",
        Origin: server.url.replace("http:", "https:"),
      });
      expect(secure.status).toBe(303);
      const flags = (secure.headers.get("Set-Cookie") ?? "").split("; ");
      expect(flags).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", "Secure"]));
      expect(flags[0]).toMatch(new RegExp(`^${productionSessionCookieName}=.{40,}`));
      const used = await post(adminPaths.verify, form({ token }));
      expect(used.status).toBe(400);
      expect(await used.text()).toContain(adminWords.verify.refused.text);
      expect((await post(adminPaths.verify, form({ token: `${token.slice(0, -2)}xx` }))).status).toBe(400);
      expect(session.cookie).toMatch(new RegExp(`^${productionSessionCookieName}=`));
    });

    test("a post without the CSRF token or from another origin is refused with 403", async () => {
      const { cookie, csrf } = session;
      const noToken = await post(adminPaths.forget, form({ email: "a@example.com" }), { Cookie: cookie });
      expect(noToken.status).toBe(403);
      expect(await noToken.text()).toContain(adminWords.forbidden);
      const wrongToken = await post(adminPaths.forget, form({ email: "a@example.com", [csrfField]: "x" }), {
        Cookie: cookie,
      });
      expect(wrongToken.status).toBe(403);
      const foreign = await post(adminPaths.forget, form({ email: "a@example.com", [csrfField]: csrf }), {
        Cookie: cookie,
        Origin: "https://evil.example",
      });
      expect(foreign.status).toBe(403);
      const allowed = await post(adminPaths.forget, form({ email: "a@example.com", [csrfField]: csrf }), {
        Cookie: cookie,
      });
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain(adminWords.forget.confirm);
    });

    test("a lead's HTML and script are shown as text", async () => {
      const { cookie } = session;
      const stored = await fetch(`${server.url}/api/email/sendContact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          formData: {
            name: hostile.name,
            email: "hostile@example.com",
            message: "1 < 2 & 3 > 2",
            consent: currentConsent.contact,
          },
          key: "examwise-contact",
        }),
      });
      expect(stored.status).toBe(202);
      const { id } = (await stored.json()) as { id: string };
      if (databaseUrl) {
        // A row older than the form's rules may hold markup in its message too.
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query("update contact_messages set message = $1 where id = $2", [hostile.message, id]);
        await client.end();
      }
      for (const target of [adminPaths.messages, adminPaths.message(id), adminPaths.overview]) {
        const html = await (await send(target, { headers: { Cookie: cookie } })).text();
        expect(html).not.toContain("<script>alert");
        expect(html).not.toContain("<img src=x");
        expect(html).toContain("&lt;script&gt;alert(");
      }
      if (databaseUrl) {
        const page = await (await send(adminPaths.message(id), { headers: { Cookie: cookie } })).text();
        expect(page).toContain("&lt;/textarea&gt;&lt;script&gt;alert(");
      }
    });

    test("sign-out ends the session on the server: the old cookie no longer works", async () => {
      const { cookie, csrf } = await signIn();
      expect((await send(adminPaths.overview, { headers: { Cookie: cookie } })).status).toBe(200);
      const out = await post(adminPaths.signOut, form({ [csrfField]: csrf }), { Cookie: cookie });
      expect(out.status).toBe(303);
      expect(out.headers.get("Set-Cookie")).toContain("Max-Age=0");
      const after = await send(adminPaths.overview, { headers: { Cookie: cookie } });
      expect(after.status).toBe(303);
      expect(after.headers.get("Location")).toBe(adminPaths.signIn);
    });

    test("hostile input gets a 4xx with a message, never a 5xx", async () => {
      const { cookie, csrf } = session;
      const headers = { Cookie: cookie };
      const cases: [string, number][] = [
        [adminPaths.message("not-a-uuid"), 404],
        [adminPaths.message("00000000-0000-4000-8000-000000000000"), 404],
        [`${adminPaths.messages}?from=2026-13-45`, 400],
        [`${adminPaths.messages}?from=2026-02-01&to=2026-01-01`, 400],
        [`${adminPaths.messages}?status=%27%3B%20drop%20table`, 400],
        [`${adminPaths.messages}?page=99999999999999999999`, 400],
        [`${adminPaths.messages}?q=${"%25_".repeat(2_000)}`, 400],
      ];
      for (const [target, status] of cases) {
        const answer = await send(target, { headers });
        expect([target.slice(0, 80), answer.status]).toEqual([target.slice(0, 80), status]);
        const text = await answer.text();
        expect(text.length).toBeGreaterThan(0);
      }
      const page = await (await send(`${adminPaths.messages}?from=2026-13-45`, { headers })).text();
      expect(page).toContain(adminWords.messages.badFilter);
      const badBody = await send(adminPaths.forget, {
        method: "POST",
        headers: { ...headers, Origin: server.url, "Content-Type": "application/json" },
        body: JSON.stringify({ [csrfField]: csrf }),
      });
      expect(badBody.status).toBeGreaterThanOrEqual(400);
      expect(badBody.status).toBeLessThan(500);
      const badExport = await post(`${adminPaths.messagesCsv}?to=yesterday`, form({ [csrfField]: csrf }), headers);
      expect(badExport.status).toBe(400);
      expect(await badExport.text()).toContain(adminWords.messages.badFilter);
      const badAddress = await post(adminPaths.forget, form({ email: "nope", [csrfField]: csrf }), headers);
      expect(badAddress.status).toBe(400);
      expect(await badAddress.text()).toContain(adminWords.forget.invalid);
      expect(server.output()).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    });
  });
}
