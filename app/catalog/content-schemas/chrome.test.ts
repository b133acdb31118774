// Errors in the files of the site's messages and chrome copy
// (content/pages/{messages,newsletter,consent,navigation,social-cards}.yml):
// each names file and field. The cases break the real files.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { currentConsent } from "#app/catalog/consent";
import { type PageContentName, pageContentSchemas } from "#app/catalog/page-content-schema";
import { checkPageCopy } from "#tests/support/content-pages-check";

const contentPagesDir = path.resolve(import.meta.dirname, "../../../content/pages");

const source = (name: string) => readFileSync(path.join(contentPagesDir, `${name}.yml`), "utf8");

/** Checks the real file `name` with `from` replaced by `to`. */
function broken(name: PageContentName, from: string, to: string) {
  const original = source(name);
  expect(original).toContain(from);
  const changed = original.replace(from, to);
  return { parse: () => checkPageCopy(name, changed) };
}

test("each file of the messages and chrome is known and parses", () => {
  for (const name of ["messages", "newsletter", "consent", "navigation", "social-cards"] as const) {
    expect(Object.keys(pageContentSchemas)).toContain(name);
    expect(() => checkPageCopy(name, source(name))).not.toThrow();
  }
});

test("messages: a missing field is named with its field", () => {
  const { parse } = broken("messages", "  subscribing: Subscribing...\n", "");
  expect(parse).toThrow(`content/pages/messages.yml:\n- newsletterForm,subscribing: is missing`);
});

test("messages: an unknown fact is named with its field", () => {
  const { parse } = broken(
    "messages",
    "{fact:message-max-length} characters, plain",
    "{fact:message-limit} characters, plain",
  );
  expect(parse).toThrow(
    `content/pages/messages.yml:\n- contactForm,messageHint: refers to an unknown fact "message-limit"`,
  );
});

test("messages: a toast's shared title must exist", () => {
  const { parse } = broken(
    "messages",
    "title: *failed\n    description: Your message",
    "title: *broken\n    description: Your message",
  );
  expect(parse).toThrow(/content\/pages\/messages\.yml:\n- contactToasts,failed,title: refers to \*broken/);
});

test("messages: limits and days are the catalog's figures", () => {
  const content = checkPageCopy("messages", source("messages"));
  expect(content.contactForm.messageHint).toBe("Up to 5,000 characters, plain text.");
  expect(content.fieldErrors.name.tooLong).toContain(" 100 characters");
  expect(content.contactToasts.failed.title).toBe(content.toastTitles.failed);
  expect(content.newsletterForm.honeypot).toBe(content.contactForm.honeypot);
});

test("newsletter: a missing field is named with its field", () => {
  const { parse } = broken("newsletter", "  signUpAgain: Go to the events page\n", "");
  expect(parse).toThrow(`content/pages/newsletter.yml:\n- confirmPage,signUpAgain: is missing`);
});

test("consent: a published wording edited in place stops the build", () => {
  const { parse } = broken("consent", "only to answer this message", "only to reply to this message");
  expect(parse).toThrow(
    `content/pages/consent.yml:\n- contact,contact-2026-11: is not the text this version was published with`,
  );
});

test("consent: a version unknown to app/catalog/consent.ts is an error, and a published one cannot be removed", () => {
  const renamed = broken("consent", "  newsletter-2026-11:", "  newsletter-2026-12:");
  expect(renamed.parse).toThrow(
    `content/pages/consent.yml:\n- newsletter,newsletter-2026-12: is not a newsletter consent version`,
  );
  const missing = broken("consent", `  ${currentConsent.contact}:`, "  contact-2020-01:");
  expect(missing.parse).toThrow(/- contact,contact-2020-01: is not a contact consent version/);
});

test("consent: every published version's text is there, under its form", () => {
  const content = checkPageCopy("consent", source("consent"));
  expect(content.contact[currentConsent.contact]).toContain("support@");
  expect(content.newsletter[currentConsent.newsletter]).toContain("after 7 days");
});

test("navigation: a link to a page that does not exist is named with its field", () => {
  const { parse } = broken("navigation", "{ page: pricing, label: Pricing }", "{ page: prices, label: Pricing }");
  expect(parse).toThrow(`content/pages/navigation.yml:\n- main,1,page: is not a page of app/routes.ts "prices"`);
});

test("navigation: a link gets its page's address", () => {
  const content = checkPageCopy("navigation", source("navigation"));
  expect(content.main[1]).toEqual({ label: "Pricing", href: "/pricing" });
});

test("social cards: a headline too long for the image, or a missing card, is named with its field", () => {
  const long = broken(
    "social-cards",
    "headline: Workshops and info sessions",
    "headline: Workshops, info sessions, open days and webinars for all",
  );
  expect(long.parse).toThrow(`content/pages/social-cards.yml:\n- cards,events,headline: is longer than 45 characters`);
  // The renamed card is missing under its name; it is named under cards.
  const missing = broken("social-cards", "  events:\n", "  event:\n");
  expect(missing.parse).toThrow(`content/pages/social-cards.yml:\n- cards,events: is missing`);
});
