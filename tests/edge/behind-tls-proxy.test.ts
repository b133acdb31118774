// The built server as production runs it behind a TLS-terminating proxy that
// it does not trust (TRUST_PROXY=0), over raw sockets: the inbox's session
// cookie is `__Host-` and Secure and HSTS is sent whether or not the proxy says
// X-Forwarded-Proto: https; token pages send no Referer; the CSV export is a
// POST with the CSRF token, and GET or HEAD export nothing
// (docs/decisions/036-mail-links-and-production-cookies.md, docs/decisions/030-admin-inbox.md).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { csrfField, productionSessionCookieName } from "#app/server/admin/auth.server";
import { type SiteServer, startSiteServer } from "../../scripts/lib/server.ts";
import { type SmtpPeer, startSmtpPeer } from "../../scripts/lib/smtp-peer.ts";
import { type RawAnswer, request, sendRaw } from "./support";

const admin = "admin@examwise.example";
const fromTheProxy = { "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.9" };

let server: SiteServer;
let peer: SmtpPeer;
let dataDir: string;
let port: number;

beforeAll(async () => {
  peer = await startSmtpPeer(0, { closeTimeoutMs: 1_000 });
  dataDir = mkdtempSync(path.join(tmpdir(), "examwise-tls-proxy-"));
  server = await startSiteServer({ SMTP_URL: peer.url, ADMIN_EMAILS: admin, TRUST_PROXY: "0", DATA_DIR: dataDir });
  port = Number(new URL(server.url).port);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await peer?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (method: string, target: string, headers: Record<string, string> = {}, body?: string) =>
  sendRaw(port, [request(method, target, { headers, body })]);
const formPost = (target: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  send("POST", target, { "Content-Type": "application/x-www-form-urlencoded", ...headers }, form(fields));
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Asks for a sign-in link and signs in with it; the verify answer (its Set-Cookie). */
async function signIn(headers: Record<string, string>): Promise<RawAnswer> {
  const count = peer.received.length;
  expect((await formPost(adminPaths.signIn, { email: admin }, headers)).status).toBe(200);
  let token: string | undefined;
  for (let number = count + 1; !token; number++) {
    const mail = await peer.waitForMail(number, 30_000);
    token = /\/admin\/sign-in\/verify\?token=(\S+)/.exec(mail.text)?.[1];
  }
  return formPost(adminPaths.verify, { token }, headers);
}

function cookieFlags(answer: RawAnswer): string[] {
  return (answer.headers["set-cookie"] ?? "").split("; ");
}

let session: { cookie: string; csrf: string } | undefined;

test("the session cookie is __Host- prefixed and Secure with X-Forwarded-Proto: https and without", async () => {
  for (const headers of [fromTheProxy, {}]) {
    const verified = await signIn(headers);
    expect(verified.status).toBe(303);
    const flags = cookieFlags(verified);
    expect(flags[0]).toMatch(new RegExp(`^${productionSessionCookieName}=[\\w-]{40,}$`));
    expect(flags.slice(1)).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", "Secure"]));
    expect(verified.headers["strict-transport-security"]).toMatch(/^max-age=31536000/);
    const cookie = flags[0] ?? "";
    const page = await send("GET", adminPaths.messages, { Cookie: cookie, ...headers });
    expect(page.status).toBe(200);
    const csrf = new RegExp(`name="${csrfField}" value="([^"]+)"`).exec(page.body)?.[1];
    expect(csrf).toBeDefined();
    session = { cookie, csrf: csrf ?? "" };
  }
});

test("HSTS is on every answer, pre-rendered or rendered, whatever the proxy says", async () => {
  for (const target of ["/", "/pricing", adminPaths.signIn, "/no-such-page"]) {
    const proxies: Record<string, string>[] = [fromTheProxy, {}, { "X-Forwarded-Proto": "http" }];
    for (const headers of proxies) {
      const answer = await send("GET", target, headers);
      expect([target, headers, answer.headers["strict-transport-security"]]).toEqual([
        target,
        headers,
        "max-age=31536000; includeSubDomains",
      ]);
    }
  }
});

test("pages whose address carries a token send no Referer; the rest of the site keeps its policy", async () => {
  for (const target of [
    `${adminPaths.verify}?token=${"t".repeat(43)}`,
    "/newsletter/confirm?token=abc123",
    "/newsletter/unsubscribe?id=00000000-0000-4000-8000-000000000000&sig=abc",
    adminPaths.signIn,
  ]) {
    const answer = await send("GET", target, fromTheProxy);
    expect([target, answer.status, answer.headers["referrer-policy"]]).toEqual([target, answer.status, "no-referrer"]);
    expect(answer.status).toBeLessThan(500);
  }
  for (const target of ["/", "/contact"]) {
    expect((await send("GET", target)).headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  }
});

test("a form on a no-referrer page posts with Origin: null, accepted only when Sec-Fetch-Site says it came from the site", async () => {
  const nullOrigin = { Origin: "null", ...fromTheProxy };
  const ours = await formPost(adminPaths.signIn, { email: admin }, { ...nullOrigin, "Sec-Fetch-Site": "same-origin" });
  expect(ours.status).toBe(200);
  expect(ours.body).toContain(adminWords.signIn.sent.heading);
  const elsewhere: Record<string, string>[] = [
    { "Sec-Fetch-Site": "cross-site" },
    { "Sec-Fetch-Site": "same-site" },
    {},
  ];
  for (const site of elsewhere) {
    const refused = await formPost(adminPaths.signIn, { email: admin }, { ...nullOrigin, ...site });
    expect([site, refused.status]).toEqual([site, 403]);
  }
});

test("the CSV export answers GET and HEAD with 405 and Allow: POST, and exports only on a POST with the CSRF token", async () => {
  if (!session) throw new Error("the cookie test signs in first");
  const { cookie, csrf } = session;
  const exportsInAudit = async () => {
    const page = await send("GET", adminPaths.audit, { Cookie: cookie });
    expect(page.status).toBe(200);
    return page.body.split(`>${adminWords.audit.actions.export}<`).length - 1;
  };
  const before = await exportsInAudit();
  for (const method of ["GET", "HEAD"]) {
    const answer = await send(method, `${adminPaths.messagesCsv}?status=sent`, { Cookie: cookie });
    expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, "POST"]);
    expect(answer.headers["content-type"]).not.toContain("text/csv");
  }
  expect((await send("GET", adminPaths.messagesCsv, { Cookie: cookie })).body).toBe(adminWords.messages.exportByPost);
  const withoutToken = await formPost(adminPaths.messagesCsv, {}, { Cookie: cookie });
  expect(withoutToken.status).toBe(403);
  const foreign = await formPost(
    adminPaths.messagesCsv,
    { [csrfField]: csrf },
    {
      Cookie: cookie,
      Origin: "https://evil.example",
    },
  );
  expect(foreign.status).toBe(403);
  expect(await exportsInAudit()).toBe(before);

  const csv = await formPost(`${adminPaths.messagesCsv}?status=sent`, { [csrfField]: csrf }, { Cookie: cookie });
  expect(csv.status).toBe(200);
  expect(csv.headers["content-type"]).toContain("text/csv");
  expect(csv.headers["content-disposition"]).toMatch(
    /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(await exportsInAudit()).toBe(before + 1);
});
