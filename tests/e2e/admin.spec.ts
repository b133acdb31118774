// The lead inbox at /admin in the browser (issue 18, part 1): a visitor's
// lead from a campaign link, the admin signing in from the mailed link, the
// lead failing to be mailed and sent again, the CSV export and the deletion
// of the person's data. Its own production server, with a real SMTP peer
// that refuses the team's mailbox until the test lets it through.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { contactFormText, contactToasts } from "#app/catalog/forms/messages";
import { pages } from "#app/catalog/pages.server";
import { gotoHydrated } from "#tests/support/hydration";
import { expectNoAxeViolationsHere } from "#tests/support/page-checks";
import { type SiteServer, startSiteServer } from "../../scripts/lib/server.ts";
import { type SmtpPeer, startSmtpPeer } from "../../scripts/lib/smtp-peer.ts";

const admin = "admin@examwise.example";
const team = "support@examwise.example";
const campaign = { utm_source: "podcast", utm_campaign: "fall-shsat-e2e" };
const visitor = { name: "Grace Hopper", email: "grace.e2e@example.com", message: "Is there a mock test in July?" };

let refuseTeamMail = true;
let peer: SmtpPeer;
let server: SiteServer;
let dataDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "examwise-admin-e2e-"));
  peer = await startSmtpPeer(0, { closeTimeoutMs: 1_000, refuseRecipient: (to) => refuseTeamMail && to === team });
  server = await startSiteServer({
    DATA_DIR: dataDir,
    SMTP_URL: peer.url,
    CONTACT_TO: team,
    ADMIN_EMAILS: `someone-else@examwise.example, ${admin.toUpperCase()}`,
    // Two quick attempts, so a refused mail is `failed` within a second or two.
    OUTBOX_RETRY_MS: "100",
    OUTBOX_MAX_ATTEMPTS: "2",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await peer?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * An inbox page has rendered: no React in the browser (it never hydrates),
 * never indexed, axe finds nothing, and at 390 px it fits the screen (a
 * table scrolls sideways inside its own frame).
 */
async function expectPlainAccessiblePage(page: Page) {
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoAxeViolationsHere(page);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (size) await page.setViewportSize(size);
}

/** Reloads until `check` passes: the outbox works in the background. */
async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 30_000 });
}

test("the team signs in from the mailed link, finds a campaign's lead, sends a failed one again, exports it and deletes the person", async ({
  page,
}) => {
  test.setTimeout(180_000);

  // A visitor from a campaign link sends a message; the team's mailbox refuses it for now.
  await gotoHydrated(page, `${server.url}${pages.contact.path}?${new URLSearchParams(campaign)}`);
  await page.getByLabel(contactFormText.name, { exact: true }).fill(visitor.name);
  await page.getByLabel(contactFormText.email, { exact: true }).fill(visitor.email);
  await page.getByLabel(contactFormText.message, { exact: true }).fill(visitor.message);
  await page.getByRole("button", { name: contactFormText.send }).click();
  const notifications = page.getByRole("region", { name: /notifications/i });
  await expect(notifications.getByText(contactToasts.sent.title)).toBeVisible();

  // The inbox sends a stranger to the sign-in page; the admin asks for a link.
  await page.goto(`${server.url}${adminPaths.messages}`);
  await expect(page).toHaveURL(`${server.url}${adminPaths.signIn}`);
  await expect(page.getByRole("heading", { level: 1, name: adminWords.signIn.heading })).toBeVisible();
  await expectPlainAccessiblePage(page);
  const mailsBefore = peer.received.length;
  await page.getByLabel(adminWords.signIn.email).fill(admin);
  await page.getByRole("button", { name: adminWords.signIn.button }).click();
  await expect(page.getByRole("heading", { level: 1, name: adminWords.signIn.sent.heading })).toBeVisible();
  await expectPlainAccessiblePage(page);

  const mail = await peer.waitForMail(mailsBefore + 1, 30_000);
  expect(mail.to).toEqual([admin]);
  // The link points at SITE_URL; the test's server listens elsewhere.
  const link = new URL(/https?:\/\/\S+\/admin\/sign-in\/verify\?token=\S+/.exec(mail.text)?.[0] ?? "missing");
  await page.goto(`${server.url}${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: adminWords.verify.heading })).toBeVisible();
  await expectPlainAccessiblePage(page);
  await page.getByRole("button", { name: adminWords.verify.button }).click();
  await expect(page).toHaveURL(`${server.url}${adminPaths.overview}`);
  await expect(page.getByRole("heading", { level: 1, name: adminWords.overview.heading })).toBeVisible();
  await expectPlainAccessiblePage(page);

  // The lead shows with its campaign, failed once the outbox has used its two attempts.
  await page.goto(`${server.url}${adminPaths.messages}?status=failed&campaign=${campaign.utm_campaign}`);
  const row = page.getByRole("row").filter({ hasText: visitor.email });
  await reloadUntil(page, () => expect(row).toContainText(adminWords.statuses.failed));
  await expect(row).toContainText(campaign.utm_campaign);
  await expectPlainAccessiblePage(page);
  await row.getByRole("link", { name: visitor.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: visitor.name })).toBeVisible();
  await expect(page.getByText(visitor.message)).toBeVisible();
  await expect(page.getByText("550", { exact: false })).toBeVisible();
  await expect(page.getByText(campaign.utm_campaign).first()).toBeVisible();
  await expectPlainAccessiblePage(page);

  // The mailbox takes mail again; re-queued, the message is delivered.
  refuseTeamMail = false;
  const delivered = peer.received.length;
  await page.getByRole("button", { name: adminWords.message.requeue }).click();
  await expect(page.getByRole("status")).toHaveText(adminWords.message.requeued);
  const teamMail = await peer.waitForMail(delivered + 1, 30_000);
  expect(teamMail.to).toEqual([team]);
  expect(teamMail.text).toContain(visitor.message);
  await reloadUntil(page, () => expect(page.getByText(adminWords.statuses.sent, { exact: true })).toBeVisible());

  // The filtered view as CSV, by the export button (a form post): the campaign's lead, and only it.
  await page.goto(`${server.url}${adminPaths.messages}?campaign=${campaign.utm_campaign}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: adminWords.messages.export }).click();
  const csv = readFileSync((await (await downloading).path()) ?? "", "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(visitor.email);
  expect(lines[1]).toContain(campaign.utm_campaign);
  expect(lines[1]).toContain('"sent"');

  // Deleting the person asks first, then removes the message.
  await row.getByRole("link", { name: visitor.name }).click();
  await page.getByRole("button", { name: adminWords.message.forget }).click();
  await expect(page.getByText(adminWords.forget.ask(visitor.email))).toBeVisible();
  await expectPlainAccessiblePage(page);
  await page.getByRole("button", { name: adminWords.forget.confirm }).click();
  await expect(page.getByRole("status")).toHaveText(adminWords.forget.done(1, 0));
  await page.goto(`${server.url}${adminPaths.messages}?q=${encodeURIComponent(visitor.email)}`);
  await expect(page.getByText(adminWords.messages.none)).toBeVisible();

  // The audit log names what the admin did, and not the person deleted.
  await page.goto(`${server.url}${adminPaths.audit}`);
  const audit = page.getByRole("table");
  // One entry each: only the button's post exported.
  const actions = adminWords.audit.actions;
  for (const action of [actions["sign-in"], actions.requeue, actions.export, actions["delete-person"]]) {
    await expect(audit.getByRole("cell", { name: action, exact: true })).toHaveCount(1);
  }
  await expect(audit).not.toContainText(visitor.email);
  await expectPlainAccessiblePage(page);
  await page.goto(`${server.url}${adminPaths.subscribers}`);
  await expect(page.getByRole("heading", { level: 1, name: adminWords.subscribers.heading })).toBeVisible();
  await expectPlainAccessiblePage(page);

  // Signing out ends the session: the inbox sends the browser back to sign in.
  await page.getByRole("button", { name: adminWords.signOut.button, exact: true }).click();
  await expect(page).toHaveURL(`${server.url}${adminPaths.signIn}`);
  await page.goto(`${server.url}${adminPaths.overview}`);
  await expect(page).toHaveURL(`${server.url}${adminPaths.signIn}`);
});
