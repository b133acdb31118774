// Every hostile request of issue 15, sent over a raw socket to the built
// server, gets the answer of the error contract (docs/decisions/021): a
// status line the client reads (never a reset or a silent close), a 4xx for
// the client's mistakes, JSON under /api/ and the bad-request page elsewhere.
import { execFileSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { fieldErrors, leadLimits } from "#app/catalog/forms/messages";
import { unsubscribePage } from "#app/catalog/newsletter-pages";
import { serverOptions } from "#app/server/edge.server";
import { jsonBodyLimitBytes, requestErrors } from "#app/server/http.server";
import { unsubscribeUrl } from "#app/server/leads-secret.server";
import { badRequest as badRequestPage } from "#content/pages";
import { chunked, edgeLeadsSecret, edgeServerForThisFile, request, sendRaw } from "./support";

// The built server; after the file, its log must hold no stack trace.
const server = edgeServerForThisFile();

const json = (value: unknown) => JSON.stringify(value);
const contact = (message: string) => json({ formData: { name: "Ada", email: "ada@example.com", message } });
const postJson = (target: string, body: string, headers: Record<string, string> = {}) =>
  request("POST", target, { headers: { "Content-Type": "application/json", ...headers }, body });

const pasted = "x".repeat(100_000);

const subscriberId = "00000000-0000-4000-8000-000000000017";
/** Text as React writes it into a page. */
const asHtml = (text: string) => text.replaceAll("'", "&#x27;");
/** A mail provider's RFC 8058 POST: another site, a form body of one field. */
const oneClick = (target: string) =>
  request("POST", target, {
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "cross-site",
      Origin: "https://mail.example",
    },
    body: "List-Unsubscribe=One-Click",
  });

type Case = {
  name: string;
  send: () => (string | Buffer)[];
  status: number;
  /** What else the answer must show. */
  check?: (answer: Awaited<ReturnType<typeof sendRaw>>) => void;
};

const apiError = (message: string) => (answer: Awaited<ReturnType<typeof sendRaw>>) => {
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toMatchObject({ ok: false, error: message, errors: { form: message } });
};
const badRequestDocument = (answer: Awaited<ReturnType<typeof sendRaw>>) => {
  expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  expect(answer.body).toContain(badRequestPage.heading);
};
const closes = (answer: Awaited<ReturnType<typeof sendRaw>>) => expect(answer.headers.connection).toBe("close");

const cases: Case[] = [
  // Oversize bodies: the client finishes sending, then reads 413.
  ...["/api/email/sendContact", "/api/newsletter"].flatMap((endpoint): Case[] => [
    {
      name: `${endpoint}: a pasted 100,000-character message`,
      send: () => [postJson(endpoint, contact(pasted))],
      status: 413,
      check: (answer) => {
        apiError(requestErrors.tooLarge)(answer);
        closes(answer);
      },
    },
    ...[17_000, 100_000, 2_000_000].map(
      (size): Case => ({
        name: `${endpoint}: a body of ${size} bytes`,
        send: () => [postJson(endpoint, "x".repeat(size))],
        status: 413,
        check: apiError(requestErrors.tooLarge),
      }),
    ),
    {
      name: `${endpoint}: a chunked body of 2 MB`,
      send: () => [
        request("POST", endpoint, {
          headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
          body: chunked("x".repeat(2_000_000)),
        }),
      ],
      status: 413,
      check: apiError(requestErrors.tooLarge),
    },
    {
      name: `${endpoint}: a declared 50 MB body, never sent`,
      send: () => [
        request("POST", endpoint, { headers: { "Content-Type": "application/json", "Content-Length": "52428800" } }),
      ],
      status: 413,
      check: closes,
    },
  ]),
  {
    name: "the contact page's form post with 100,000 characters",
    send: () => [
      request("POST", "/contact", {
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
        body: `name=Ada&email=ada%40example.com&message=${pasted}`,
      }),
    ],
    status: 413,
    check: badRequestDocument,
  },

  {
    name: "the contact page's form post of a 5,000-letter message in Hangul (9 bytes a letter, encoded)",
    send: () => [
      request("POST", "/contact", {
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
        body: `name=Ada&email=ada%40example.com&consent=contact-2026-11&message=${encodeURIComponent("가".repeat(leadLimits.message))}`,
      }),
    ],
    status: 200,
  },

  // Addresses and hosts.
  {
    name: "a broken escape in a page path",
    send: () => [request("GET", "/%E0%A4%A")],
    status: 400,
    check: badRequestDocument,
  },
  {
    name: "a lone % in an asset path",
    send: () => [request("GET", "/assets/%")],
    status: 400,
    check: badRequestDocument,
  },
  {
    name: "a broken escape under /api/",
    send: () => [request("GET", "/api/%zz")],
    status: 400,
    check: apiError(requestErrors.path),
  },
  { name: "an encoded NUL in a path", send: () => [request("GET", "/pricing%00")], status: 400 },
  ...["a%zz", "[::1", "exa mple"].map(
    (host): Case => ({
      name: `Host: ${host}`,
      send: () => [request("GET", "/pricing", { headers: { Host: host } })],
      status: 400,
      check: badRequestDocument,
    }),
  ),
  {
    name: "no Host header",
    send: () => ["GET /pricing HTTP/1.1\r\nConnection: close\r\n\r\n"],
    status: 400,
    check: badRequestDocument,
  },
  {
    name: "X-Forwarded-Host: a%zz behind a trusted proxy",
    send: () => [request("GET", "/", { headers: { "X-Forwarded-Host": "a%zz" } })],
    status: 400,
  },
  {
    name: "X-Forwarded-Proto: ! behind a trusted proxy",
    send: () => [request("GET", "/%01", { headers: { "X-Forwarded-Proto": "!" } })],
    status: 400,
  },
  {
    name: "Host: [::1 on an endpoint",
    send: () => [postJson("/api/newsletter", json({ email: "a@example.com" }), { Host: "[::1" })],
    status: 400,
    check: apiError(requestErrors.host),
  },

  // Routing.
  ...["POST", "GET", "DELETE"].flatMap((method): Case[] =>
    ["/api/unknown", "/api/email/sendContact/extra", "/api"].map((target) => ({
      name: `${method} ${target}`,
      send: () => [request(method, target, method === "POST" ? { body: "{}" } : {})],
      status: 404,
      check: apiError(requestErrors.noEndpoint),
    })),
  ),
  {
    name: "GET on a POST endpoint",
    send: () => [request("GET", "/api/email/sendContact")],
    status: 405,
    check: (answer) => expect(answer.headers.allow).toBe("POST, OPTIONS"),
  },
  {
    name: "PUT on a page",
    send: () => [request("PUT", "/pricing", { body: "x" })],
    status: 405,
    check: (answer) => expect(answer.headers.allow).toBe("GET, HEAD, OPTIONS"),
  },
  {
    name: "OPTIONS on an endpoint",
    send: () => [request("OPTIONS", "/api/newsletter")],
    status: 204,
    check: (answer) => expect(answer.headers.allow).toBe("POST, OPTIONS"),
  },
  {
    name: "OPTIONS on the contact page, which takes form posts",
    send: () => [request("OPTIONS", "/contact")],
    status: 204,
    check: (answer) => expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS"),
  },
  {
    name: "HEAD on a page",
    send: () => [request("HEAD", "/pricing")],
    status: 200,
    check: (answer) => expect(answer.body).toBe(""),
  },
  { name: "HEAD on the health check", send: () => [request("HEAD", "/api/health")], status: 200 },
  ...[
    ["/blog/%2e%2e/pricing", "/pricing"],
    ["/blog/../pricing", "/pricing"],
    ["//pricing", "/pricing"],
    ["/exams//gre?utm_source=x", "/exams/gre?utm_source=x"],
  ].map(
    ([target, location]): Case => ({
      name: `${target} (dot segments or //)`,
      send: () => [request("GET", target as string)],
      status: 301,
      check: (answer) => expect(answer.headers.location).toBe(location),
    }),
  ),

  // Text the database or a reader would choke on: a field error, nothing stored.
  ...(
    [
      ["a NUL in the message", { name: "Ada", email: "ada@example.com", message: "hi\u0000there" }, "message"],
      ["a right-to-left override in the name", { name: "Ada\u202e", email: "ada@example.com", message: "hi" }, "name"],
      [
        "an unpaired surrogate in the message",
        { name: "Ada", email: "ada@example.com", message: "a\ud800b" },
        "message",
      ],
      ["an escape sequence in the name", { name: "\u001b[31mAda", email: "ada@example.com", message: "hi" }, "name"],
    ] as const
  ).map(
    ([name, formData, field]): Case => ({
      name,
      send: () => [postJson("/api/email/sendContact", json({ formData }))],
      status: 400,
      check: (answer) =>
        expect(JSON.parse(answer.body).errors[field]).toBe(
          field === "name" && formData.name.includes("\u001b")
            ? fieldErrors.name.oneLine
            : fieldErrors[field].hiddenCharacters,
        ),
    }),
  ),

  // Bodies of the wrong kind.
  {
    name: "malformed JSON",
    send: () => [postJson("/api/newsletter", "{")],
    status: 400,
    check: apiError(requestErrors.malformed),
  },
  {
    name: "JSON nested 5,000 deep",
    send: () => [postJson("/api/email/sendContact", `${"[".repeat(5_000)}${"]".repeat(5_000)}`)],
    status: 400,
    check: apiError(requestErrors.notObject),
  },
  {
    name: "a body that is not UTF-8",
    send: () => [postJson("/api/newsletter", Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) as unknown as string)],
    status: 400,
  },
  {
    name: "text/plain instead of JSON",
    send: () => [request("POST", "/api/newsletter", { headers: { "Content-Type": "text/plain" }, body: "{}" })],
    status: 415,
    check: apiError(requestErrors.notJson),
  },
  {
    name: "a cross-site form post to the contact page",
    send: () => [
      request("POST", "/contact", {
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
        body: "name=Ada&email=ada%40example.com&message=hi",
      }),
    ],
    status: 403,
  },
  // RFC 8058: a mail provider posts the one-click unsubscribe from its own site; the signed link is the authority.
  {
    name: "a mail provider's one-click unsubscribe POST from another site",
    send: () => [oneClick(unsubscribeUrl("", edgeLeadsSecret, subscriberId))],
    status: 200,
    check: (answer) => expect(answer.body).toContain(asHtml(unsubscribePage.done.heading)),
  },
  {
    name: "a one-click unsubscribe POST with a tampered signature",
    send: () => [oneClick(unsubscribeUrl("", edgeLeadsSecret, subscriberId).replace("sig=", "sig=A"))],
    status: 400,
    check: (answer) => expect(answer.body).toContain(asHtml(unsubscribePage.badLink.heading)),
  },
  {
    name: "a cross-site post to another address under the unsubscribe page is still refused",
    send: () => [oneClick(unsubscribeUrl("", edgeLeadsSecret, subscriberId).replace("?", "/?"))],
    status: 403,
  },
  {
    name: "a JSON post whose Origin is another site",
    send: () => [postJson("/api/newsletter", json({ email: "a@example.com" }), { Origin: "https://evil.example" })],
    status: 403,
    check: apiError(requestErrors.crossSite),
  },

  // What Node's parser refuses, answered with a body and the security headers.
  {
    name: "a request line of garbage",
    send: () => ["GARBAGE\r\n\r\n"],
    status: 400,
    check: (answer) => {
      expect(answer.body).toBe(`${requestErrors.unreadable}\n`);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
    },
  },
  {
    name: "a control character in a header value",
    send: () => [request("GET", "/", { headers: { "X-Test": "a\u0001b" } })],
    status: 400,
  },
  {
    name: "headers of 64 KiB",
    send: () => [request("GET", "/", { headers: { "X-Big": "x".repeat(65_536) } })],
    status: 431,
    check: (answer) => expect(answer.body).toBe(`${requestErrors.headersTooLarge}\n`),
  },
  {
    name: "200 headers (only the first 100 are kept)",
    send: () => [
      request("GET", "/pricing", {
        headers: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`X-H${i}`, String(i)])),
      }),
    ],
    status: 200,
  },
];

describe.concurrent("raw sockets", () => {
  test.each(cases)("$name → $status", async ({ send, status, check }) => {
    const answer = await sendRaw(server().port, send());
    expect(answer.error, `no status line: ${answer.error}`).toBeUndefined();
    expect(answer.status).toBe(status);
    check?.(answer);
  });
});

// Concurrent with the table: it waits out the 30 s request timeout.
test.concurrent("a body that stops arriving is answered 408 and closed within the request timeout", async () => {
  const answer = await sendRaw(
    server().port,
    [
      request("POST", "/api/newsletter", { headers: { "Content-Type": "application/json", "Content-Length": "100" } }),
      "{",
    ],
    { timeoutMs: serverOptions.requestTimeout + 10_000 },
  );
  expect(answer.status).toBe(408);
  expect(answer.body).toBe(`${requestErrors.timeout}\n`);
  expect(answer.ms).toBeLessThanOrEqual(serverOptions.requestTimeout + 3_000);
}, 60_000);

test("a 304 carries the same Content-Security-Policy as the page's 200", async () => {
  const first = await sendRaw(server().port, [request("GET", "/pricing")]);
  expect(first.status).toBe(200);
  const etag = first.headers.etag as string;
  const again = await sendRaw(server().port, [request("GET", "/pricing", { headers: { "If-None-Match": etag } })]);
  expect(again.status).toBe(304);
  expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  expect(first.headers["content-security-policy"]).toMatch(/'sha256-/);
});

test("a CDN may keep a pre-rendered page 5 minutes and browsers revalidate it; hashed assets are immutable; the API is never stored", async () => {
  const base = `http://127.0.0.1:${server().port}`;
  const page = await fetch(`${base}/pricing`);
  expect(page.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=86400");
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(await page.text())?.[1];
  const asset = await fetch(`${base}${stylesheet}`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const api = await fetch(`${base}/api/newsletter`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "not an address" }),
  });
  expect(api.status).toBe(400);
  expect(api.headers.get("cache-control")).toBe("no-store");
});

test("fetch and curl read the 413 of a pasted 100,000-character message too", async () => {
  const url = `http://127.0.0.1:${server().port}/api/email/sendContact`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: contact(pasted),
  });
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ ok: false, error: requestErrors.tooLarge });

  const curl = execFileSync(
    "curl",
    ["-sS", "-o", "-", "-w", "\n%{http_code}", "-H", "Content-Type: application/json", "--data-binary", "@-", url],
    { input: contact(pasted), encoding: "utf8" },
  );
  const [body, status] = [curl.slice(0, curl.lastIndexOf("\n")), curl.slice(curl.lastIndexOf("\n") + 1)];
  expect(status).toBe("413");
  expect(JSON.parse(body)).toMatchObject({ ok: false, error: requestErrors.tooLarge });
});

test("the limits are the ones the forms show", () => {
  // A message at the form's limit, in the longest UTF-8 it can take, still fits the body limit.
  expect(Buffer.byteLength(contact("€".repeat(leadLimits.message)))).toBeLessThanOrEqual(jsonBodyLimitBytes);
});

test("the server still answers its health check", async () => {
  const answer = await sendRaw(server().port, [request("GET", "/api/health")]);
  expect(answer.status).toBe(200);
});
