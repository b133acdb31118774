// Leads from the Spanish pages (issue 32, "Leads in Spanish"): the contact form and the newsletter form of
// /es/contact, with JavaScript and without; what the server refuses comes back in Spanish with the typed text kept; a
// message arrives (the team's mail) recorded as Spanish, which the inbox shows and filters by; the newsletter's
// confirmation mail is written in Spanish. Its own production server, with a real SMTP peer.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { leadWords, newsletterMailIn } from "#app/catalog/forms/messages";
import { newsletterPagesIn } from "#app/catalog/newsletter-pages";
import { pageIn } from "#app/catalog/pages.server";
import { gotoHydrated } from "#tests/support/hydration";
import { expectNoAxeViolationsAtBothWidths } from "#tests/support/page-checks";
import { type SiteServer, startSiteServer } from "../../scripts/lib/server.ts";
import { type SmtpPeer, startSmtpPeer } from "../../scripts/lib/smtp-peer.ts";

const es = leadWords.es;
const admin = "admin@examwise.example";
const team = "support@examwise.example";
const spanishContact = pageIn("es", "contact");
const spanishContactCps = pageIn("es", "contactCps");

let peer: SmtpPeer;
let server: SiteServer;
let dataDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "examwise-spanish-e2e-"));
  peer = await startSmtpPeer(0, { closeTimeoutMs: 1_000 });
  server = await startSiteServer({ DATA_DIR: dataDir, SMTP_URL: peer.url, CONTACT_TO: team, ADMIN_EMAILS: admin });
});

test.afterAll(async () => {
  await server?.stop();
  await peer?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A page of the test's server, with JavaScript off. */
async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const contactFields = (page: Page) => ({
  name: page.getByLabel(es.contactForm.name, { exact: true }),
  email: page.getByLabel(es.contactForm.email, { exact: true }),
  message: page.getByLabel(es.contactForm.message, { exact: true }),
});

/** The mail of `peer` to `to` whose text has `text`, once it arrives. */
async function mailTo(to: string, text: string) {
  let found: SmtpPeer["received"][number] | undefined;
  await expect(async () => {
    found = peer.received.find((mail) => mail.to.includes(to) && mail.text.includes(text));
    expect(found).toBeDefined();
  }).toPass({ timeout: 30_000 });
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}

const visitor = {
  name: "María González",
  email: "maria.e2e@example.com",
  message: "¿Hay clases de preparación para el HSAT los sábados en la mañana?",
};

test("without JavaScript, a refused address comes back in Spanish with the text kept; the message then arrives as Spanish", async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`${server.url}${spanishContact.path}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: spanishContact.heading })).toBeVisible();
    const fields = contactFields(page);
    await fields.name.fill(visitor.name);
    // The browser takes an address without a dot after the @; the server does not.
    await fields.email.fill("maria@ejemplo");
    await fields.message.fill(visitor.message);
    await page.getByRole("button", { name: es.contactForm.send }).click();

    await expect(fields.email).toHaveAttribute("aria-invalid", "true");
    await expect(fields.email).toHaveAccessibleDescription(es.fieldErrors.email.invalid);
    await expect(fields.name).toHaveValue(visitor.name);
    await expect(fields.email).toHaveValue("maria@ejemplo");
    await expect(fields.message).toHaveValue(visitor.message);

    await fields.email.fill(visitor.email);
    await page.getByRole("button", { name: es.contactForm.send }).click();
    await expect(page.getByRole("status")).toContainText(es.contactToasts.sent.title);
  });

  const mail = await mailTo(team, visitor.message);
  expect(mail.text).toContain(`Page: ${spanishContact.path}`);
  expect(mail.text).toContain("Language: es");
});

test("with JavaScript, a Spanish error is shown with the typed text kept, and nothing is sent", async ({ page }) => {
  test.setTimeout(60_000);
  let sent = 0;
  await page.route("**/api/email/sendContact", (route) => {
    sent += 1;
    return route.continue();
  });
  await gotoHydrated(page, `${server.url}${spanishContactCps.path}`);
  await expect(page.getByRole("heading", { level: 1, name: spanishContactCps.heading })).toBeVisible();
  const fields = contactFields(page);
  await fields.name.fill("Luis Pérez");
  await fields.email.fill("luis@ejemplo");
  await fields.message.fill("Quisiera saber más del programa en Chicago.");
  await page.getByRole("button", { name: es.contactForm.send }).click();

  await expect(fields.email).toBeFocused();
  await expect(fields.email).toHaveAccessibleDescription(es.fieldErrors.email.invalid);
  await expect(fields.name).toHaveValue("Luis Pérez");
  await expect(fields.message).toHaveValue("Quisiera saber más del programa en Chicago.");
  expect(sent).toBe(0);
  // The page with its error passes axe at both widths.
  await expectNoAxeViolationsAtBothWidths(page);

  await fields.email.fill("luis.e2e@example.com");
  await page.getByRole("button", { name: es.contactForm.send }).click();
  const notifications = page.getByRole("region", { name: /notificaciones/i });
  await expect(notifications.getByText(es.contactToasts.sent.title)).toBeVisible();
  expect(sent).toBe(1);
});

test("the newsletter form of a Spanish page, with JavaScript and without, sends its confirmation mail in Spanish", async ({
  page,
  browser,
}) => {
  const spanishMail = newsletterMailIn.es.confirmation;
  await gotoHydrated(page, `${server.url}${spanishContact.path}`);
  const email = page.getByRole("textbox", { name: es.newsletterForm.email, exact: true });
  await email.fill("madre.e2e@example.com");
  await page.getByRole("button", { name: es.newsletterForm.subscribe }).click();
  await expect(
    page.getByRole("region", { name: /notificaciones/i }).getByText(es.newsletterToasts.subscribed.title),
  ).toBeVisible();
  const mail = await mailTo("madre.e2e@example.com", spanishMail.greeting);
  expect(mail.text).toContain(spanishMail.ask);
  expect(mail.html).toContain(spanishMail.button);

  // Its links open their pages in Spanish. They point at SITE_URL; the test's server listens elsewhere.
  const spanishPages = newsletterPagesIn.es;
  const local = (link: string | undefined) => {
    const url = new URL(link ?? "missing:");
    return `${server.url}${url.pathname}${url.search}`;
  };
  await page.goto(local(/https?:\/\/\S+\/newsletter\/confirm\?\S+/.exec(mail.text)?.[0]));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    page.getByRole("heading", { level: 1, name: spanishPages.confirm.outcomes.confirmed.heading }),
  ).toBeVisible();
  await page.goto(local(/https?:\/\/\S+\/newsletter\/unsubscribe\?\S+/.exec(mail.text)?.[0]));
  await page.getByRole("button", { name: spanishPages.unsubscribe.ask.button }).click();
  await expect(page.getByRole("heading", { level: 1, name: spanishPages.unsubscribe.done.heading })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  await withoutJavaScript(browser, async (plain) => {
    await plain.goto(`${server.url}${spanishContact.path}`);
    const field = plain.getByRole("textbox", { name: es.newsletterForm.email, exact: true });
    await field.fill("padre@ejemplo");
    await plain.getByRole("button", { name: es.newsletterForm.subscribe }).click();
    await expect(field).toHaveAccessibleDescription(es.fieldErrors.email.invalid);
    await expect(field).toHaveValue("padre@ejemplo");
    await field.fill("padre.e2e@example.com");
    await plain.getByRole("button", { name: es.newsletterForm.subscribe }).click();
    await expect(plain.getByRole("status")).toContainText(es.newsletterToasts.subscribed.title);
  });
  expect((await mailTo("padre.e2e@example.com", spanishMail.greeting)).text).toContain(spanishMail.expiry);
});

test("the inbox shows each message's language and filters by it", async ({ page, request }) => {
  test.setTimeout(120_000);
  // A message from the English page, beside the Spanish ones.
  const english = await request.post(`${server.url}/api/email/sendContact`, {
    headers: { Origin: server.url },
    data: {
      formData: {
        name: "Ada Lovelace",
        email: "ada.e2e@example.com",
        message: "Which plan fits an 8th grader?",
        consent: "contact-2026-11",
      },
    },
  });
  expect(english.status()).toBe(202);

  // The admin signs in from the mailed link.
  await page.goto(`${server.url}${adminPaths.signIn}`);
  const mailsBefore = peer.received.length;
  await page.getByLabel(adminWords.signIn.email).fill(admin);
  await page.getByRole("button", { name: adminWords.signIn.button }).click();
  const signIn = await peer.waitForMail(mailsBefore + 1, 30_000);
  const link = new URL(/https?:\/\/\S+\/admin\/sign-in\/verify\?token=\S+/.exec(signIn.text)?.[0] ?? "missing");
  await page.goto(`${server.url}${link.pathname}${link.search}`);
  await page.getByRole("button", { name: adminWords.verify.button }).click();
  await expect(page).toHaveURL(`${server.url}${adminPaths.overview}`);

  await page.goto(`${server.url}${adminPaths.messages}`);
  const row = (email: string) => page.getByRole("row").filter({ hasText: email });
  await expect(row(visitor.email)).toContainText(adminWords.languages.es);
  await expect(row("ada.e2e@example.com")).toContainText(adminWords.languages.en);

  await page.getByLabel(adminWords.messages.language).selectOption(adminWords.languages.es);
  await page.getByRole("button", { name: adminWords.messages.apply }).click();
  await expect(page).toHaveURL(/language=es/);
  await expect(row(visitor.email)).toBeVisible();
  await expect(row("luis.e2e@example.com")).toBeVisible();
  await expect(row("ada.e2e@example.com")).toHaveCount(0);
  await expect(page.getByText(adminWords.messages.total(2))).toBeVisible();

  await row(visitor.email).getByRole("link", { name: visitor.name }).click();
  await expect(page.getByText(adminWords.languages.es, { exact: true })).toBeVisible();
});
