// Where a lead came from (issue 17, item 5; docs/decisions/028): the page
// script remembers the visitor's first and latest landing, and the forms
// send them with the lead. The server's checks and what it stores are
// tested in tests/integration.
import { expect, type Page, test } from "@playwright/test";
import { contactFormText } from "#app/catalog/forms/messages";
import { pages } from "#app/catalog/pages.server";
import type { Attribution } from "#app/lib/attribution";
import { newsletterForm as newsletterFormText } from "#content/messages";
import { gotoHydrated } from "#tests/support/hydration";
import { gotoWithPageScript, waitForPageScript } from "#tests/support/page-script";

const campaign = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "fall-shsat" };
const campaignQuery = `?${new URLSearchParams(campaign)}`;

async function sentAttribution(page: Page, endpoint: string, send: () => Promise<void>): Promise<Attribution> {
  const posted = page.waitForRequest((request) => new URL(request.url()).pathname === endpoint);
  await send();
  return (await posted).postDataJSON().attribution;
}

test("a campaign landing is sent with a contact message; moving between our pages changes nothing", async ({
  page,
}) => {
  await page.goto(`${pages.toefl.path}${campaignQuery}`, { referer: "https://mail.example.com/inbox" });
  await waitForPageScript(page);
  await gotoWithPageScript(page, pages.pricing.path);
  await gotoHydrated(page, pages.contact.path);
  await page.getByLabel(contactFormText.name, { exact: true }).fill("Ada Lovelace");
  await page.getByLabel(contactFormText.email, { exact: true }).fill("ada@example.com");
  await page.getByLabel(contactFormText.message, { exact: true }).fill("Which plan suits a July test date?");
  const attribution = await sentAttribution(page, "/api/email/sendContact", () =>
    page.getByRole("button", { name: contactFormText.send }).click(),
  );
  const landing = { ...campaign, referrer: "mail.example.com", landing: pages.toefl.path };
  expect(attribution).toEqual({
    first: { ...landing, at: expect.any(String) },
    last: { ...landing, at: expect.any(String) },
  });
});

test("a later landing from a search engine becomes the latest touch, the campaign stays the first", async ({
  page,
}) => {
  await gotoWithPageScript(page, `${pages.shsat.path}${campaignQuery}`);
  await page.goto(pages.pricing.path, { referer: "https://www.google.com/" });
  await waitForPageScript(page);
  // Opened directly (no referrer, no utm values), like a bookmark: not a new source.
  await gotoHydrated(page, pages.events.path);
  await page.getByRole("textbox", { name: newsletterFormText.email }).fill("parent@example.com");
  const attribution = await sentAttribution(page, "/api/newsletter", () =>
    page.getByRole("button", { name: newsletterFormText.subscribe }).click(),
  );
  expect(attribution.first).toMatchObject({ ...campaign, landing: pages.shsat.path });
  expect(attribution.last).toEqual({ referrer: "www.google.com", landing: pages.pricing.path, at: expect.any(String) });
});
