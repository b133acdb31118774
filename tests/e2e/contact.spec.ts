// The contact form in the browser (docs/product.md, "Contact form" and "Messages"), and the lead guarantees of
// the production server itself: a message answered 202 survives a SIGKILL
// and is mailed once SMTP is there; X-Forwarded-For counts only behind a
// trusted proxy.
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { brand } from "#app/catalog/brand";
import { currentConsent } from "#app/catalog/consent";
import { contactFormText, contactToasts, fieldErrors, leadLimits } from "#app/catalog/forms/messages";
import { pages } from "#app/catalog/pages.server";
import { openDatabase } from "#app/server/db/database.server";
import { contactMessages } from "#app/server/db/schema.server";
import { migrationsFolder } from "#tests/integration/support/databases";
import { gotoHydrated } from "#tests/support/hydration";
import { freePort, startSiteServer } from "../../scripts/lib/server.ts";
import { startSmtpPeer } from "../../scripts/lib/smtp-peer.ts";

const endpoint = "**/api/email/sendContact";
const postgresUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Aborts every send of the form, counting them. */
async function refuseSends(page: Page) {
  const requests = { count: 0 };
  await page.route(endpoint, (route) => {
    requests.count += 1;
    return route.abort();
  });
  return requests;
}

async function fillIn(page: Page, message: string) {
  await page.getByLabel(contactFormText.name, { exact: true }).fill("Ada Lovelace");
  await page.getByLabel(contactFormText.email, { exact: true }).fill("ada@example.com");
  await page.getByLabel(contactFormText.message, { exact: true }).fill(message);
}

test("while sending the button reads 'Sending...' and is disabled; the server's 202 shows 'Message sent!' and clears the form", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(endpoint, async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, pages.contact.path);
  await expect(page.getByRole("heading", { level: 1, name: pages.contact.heading })).toBeVisible();
  await fillIn(page, "Does the free trial need a card?");
  await page.getByRole("button", { name: contactFormText.send }).click();

  const sending = page.getByRole("button", { name: contactFormText.sending });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  const answer = page.waitForResponse(endpoint);
  release();
  expect((await answer).status()).toBe(202);

  const notifications = page.getByRole("region", { name: /notifications/i });
  await expect(notifications.getByText(contactToasts.sent.title)).toBeVisible();
  await expect(notifications.getByText(contactToasts.sent.description)).toBeVisible();
  expect(contactToasts.sent.description).toContain(brand.supportEmail);
  await expect(page.getByLabel(contactFormText.name, { exact: true })).toHaveValue("");
  await expect(page.getByLabel(contactFormText.email, { exact: true })).toHaveValue("");
  await expect(page.getByLabel(contactFormText.message, { exact: true })).toHaveValue("");
  await expect(page.getByRole("button", { name: contactFormText.send })).toBeEnabled();
});

test("when the server answers 500 the destructive toast shows and the typed text stays", async ({ page }) => {
  await page.route(endpoint, (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
  );
  await gotoHydrated(page, pages.contactCps.path);
  await expect(page.getByRole("heading", { level: 1, name: pages.contactCps.heading })).toBeVisible();
  await fillIn(page, "Which HSAT plan fits an 8th grader?");
  await page.getByRole("button", { name: contactFormText.send }).click();

  const notifications = page.getByRole("region", { name: /notifications/i });
  await expect(notifications.getByText(contactToasts.failed.title)).toBeVisible();
  await expect(notifications.getByText(contactToasts.failed.description)).toBeVisible();
  await expect(notifications.getByText(contactToasts.sent.title)).toHaveCount(0);
  await expect(page.getByLabel(contactFormText.name, { exact: true })).toHaveValue("Ada Lovelace");
  await expect(page.getByLabel(contactFormText.email, { exact: true })).toHaveValue("ada@example.com");
  await expect(page.getByLabel(contactFormText.message, { exact: true })).toHaveValue(
    "Which HSAT plan fits an 8th grader?",
  );
});

test("the browser refuses to send an empty form or a bad address", async ({ page }) => {
  const requests = await refuseSends(page);
  await gotoHydrated(page, pages.contact.path);
  await page.getByRole("button", { name: contactFormText.send }).click();
  await page.getByLabel(contactFormText.name, { exact: true }).fill("Ada");
  await page.getByLabel(contactFormText.email, { exact: true }).fill("not-an-address");
  await page.getByLabel(contactFormText.message, { exact: true }).fill("Hi");
  await page.getByRole("button", { name: contactFormText.send }).click();
  expect(
    await page
      .getByLabel(contactFormText.email, { exact: true })
      .evaluate((input: HTMLInputElement) => input.validity.valid),
  ).toBe(false);
  expect(requests.count).toBe(0);
});

test("a 100,000-character paste is kept, said to be too long at once, and never sent", async ({ page }) => {
  const requests = await refuseSends(page);
  await gotoHydrated(page, pages.contact.path);
  const message = page.getByLabel(contactFormText.message, { exact: true });
  // The hydrated form drops maxlength, which would have cut the paste to the limit.
  await expect(message).not.toHaveAttribute("maxlength");
  const long = "m".repeat(100_000);
  await fillIn(page, long);

  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(message).toHaveAccessibleDescription(
    `${contactFormText.messageHint} ${contactFormText.messageCount(100_000)} ${fieldErrors.message.tooLong}`,
  );
  await expect(page.getByText(contactFormText.messageCount(100_000))).toBeVisible();
  await expect(page.getByText(fieldErrors.message.tooLong).first()).toBeVisible();
  // The error state (counter, error, announcement) is as accessible as the empty form.
  const scan = await new AxeBuilder({ page })
    .include("main form")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(scan.violations.map((violation) => violation.id)).toEqual([]);

  await page.getByRole("button", { name: contactFormText.send }).click();
  await expect(message).toBeFocused();
  expect(await message.inputValue()).toHaveLength(100_000);
  expect(requests.count).toBe(0);

  // Cut back to the limit, the error goes and the message can be sent.
  await message.fill("m".repeat(leadLimits.message));
  await expect(message).not.toHaveAttribute("aria-invalid");
  await page.getByRole("button", { name: contactFormText.send }).click();
  await expect.poll(() => requests.count).toBe(1);
});

test("without JavaScript the form keeps maxlength, the only limit a browser applies before sending", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(pages.contact.path);
    await expect(page.getByLabel(contactFormText.message, { exact: true })).toHaveAttribute(
      "maxlength",
      String(leadLimits.message),
    );
    await expect(page.getByText(contactFormText.messageCount(0))).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("without JavaScript the form posts to the page and says the message was sent", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(pages.contact.path);
    await fillIn(page, "Sent from a browser without JavaScript");
    await page.getByRole("button", { name: contactFormText.send }).click();
    await expect(page.getByRole("status")).toContainText(contactToasts.sent.title);
  } finally {
    await context.close();
  }
});

const contactBody = (message: string) =>
  JSON.stringify({
    formData: { name: "Ada", email: "ada@example.com", message, consent: currentConsent.contact },
    key: "examwise-contact",
  });

/**
 * A POST whose body arrives in two halves: `meanwhile` runs once the server
 * has the first half (the request is in flight), the rest follows `pauseMs` later.
 */
function slowPost(
  url: string,
  body: string,
  pauseMs: number,
  meanwhile: () => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/email/sendContact`,
      { method: "POST", headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    const half = Math.floor(body.length / 2);
    request.on("socket", (socket) =>
      socket.once("connect", () => {
        request.write(body.slice(0, half));
        setTimeout(meanwhile, 300);
        setTimeout(() => request.end(body.slice(half)), 300 + pauseMs);
      }),
    );
    request.flushHeaders();
  });
}

test("a message answered 202 survives a SIGKILL of the server and is mailed once SMTP is there", async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "examwise-sigkill-"));
  const message = `Killed right after the 202 (${Date.now()})`;
  try {
    // Mail delivery off: the message can only be in the database.
    const first = await startSiteServer({ DATA_DIR: dataDir });
    const response = await fetch(`${first.url}/api/email/sendContact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: contactBody(message),
    });
    expect(response.status).toBe(202);
    expect(await first.stop("SIGKILL")).toEqual({ code: null, signal: "SIGKILL" });

    const peer = await startSmtpPeer(await freePort());
    try {
      const second = await startSiteServer({ DATA_DIR: dataDir, SMTP_URL: peer.url });
      const mail = await peer.waitForMail(1, 30_000);
      expect(mail.text).toContain(message);
      expect(mail.headers.get("reply-to")).toContain("ada@example.com");

      // SIGTERM while a request is in flight: the request still gets its 202, then the server exits cleanly.
      let stopped: ReturnType<typeof second.stop> | undefined;
      const inFlight = await slowPost(second.url, contactBody("Sent during shutdown"), 500, () => {
        stopped = second.stop("SIGTERM");
      });
      expect(inFlight.status).toBe(202);
      expect((await stopped)?.code).toBe(0);
      const { id } = JSON.parse(inFlight.body);

      const database = await openDatabase({ driver: "pglite", dataDir, migrationsFolder });
      try {
        const rows = await database.db.select().from(contactMessages);
        expect(rows.find((row) => row.message === message)?.status).toBe("sent");
        expect(rows.find((row) => row.id === id)?.status).toBe("queued");
      } finally {
        await database.close();
      }
    } finally {
      await peer.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("X-Forwarded-For names the client only when TRUST_PROXY says a proxy is in front", async () => {
  test.setTimeout(120_000);
  const send = (url: string, forwardedFor: string) =>
    fetch(`${url}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
      body: JSON.stringify({ email: "proxy-test@example.com", consent: currentConsent.newsletter }),
    });
  // PostgreSQL here: it starts in a moment, and the newsletter row is the same one every run.
  const direct = await startSiteServer({ DATABASE_URL: postgresUrl, LEADS_RATE_LIMIT: "2", TRUST_PROXY: "0" });
  try {
    expect((await send(direct.url, "198.51.100.1")).status).toBe(202);
    expect((await send(direct.url, "198.51.100.2")).status).toBe(202);
    const limited = await send(direct.url, "198.51.100.3");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  } finally {
    await direct.stop();
  }

  const proxied = await startSiteServer({ DATABASE_URL: postgresUrl, LEADS_RATE_LIMIT: "2", TRUST_PROXY: "1" });
  try {
    expect((await send(proxied.url, "198.51.100.1")).status).toBe(202);
    expect((await send(proxied.url, "198.51.100.1")).status).toBe(202);
    expect((await send(proxied.url, "198.51.100.1")).status).toBe(429);
    expect((await send(proxied.url, "198.51.100.2")).status).toBe(202);
  } finally {
    await proxied.stop();
  }
});

test("the contact pages are sent with a Content-Security-Policy of this origin and no framing", async ({ request }) => {
  const response = await request.get(pages.contact.path);
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+[;]/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  const health = await request.get("/api/health");
  expect(await health.json()).toEqual({ ok: true, db: "up" });
});
