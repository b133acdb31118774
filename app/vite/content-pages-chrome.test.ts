// Errors in the files of the site's messages and chrome copy
// (content/pages/{messages,newsletter,consent,navigation,social-cards}.yml):
// each names file, line and field. The cases break the real files.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { currentConsent } from "#app/catalog/consent";
import { type PageContentName, pageContentSchemas } from "#app/catalog/page-content-schema";
import { contentPagesDir, parseContentPage } from "./content-pages";

const source = (name: string) => readFileSync(path.join(contentPagesDir, `${name}.yml`), "utf8");

/** The line (from 1) of the first line of `text` that contains `snippet`. */
function lineWith(text: string, snippet: string): number {
  const index = text.split("\n").findIndex((line) => line.includes(snippet));
  if (index < 0) throw new Error(`no line has ${snippet}`);
  return index + 1;
}

/** Parses the real file `name` with `from` replaced by `to`, and the line where `to` (or `at`) is then. */
function broken(name: PageContentName, from: string, to: string, at = to) {
  const original = source(name);
  expect(original).toContain(from);
  const changed = original.replace(from, to);
  return {
    parse: () => parseContentPage(name, `content/pages/${name}.yml`, changed),
    line: lineWith(changed, at),
  };
}

test("each file of the messages and chrome is known and parses", () => {
  for (const name of ["messages", "newsletter", "consent", "navigation", "social-cards"] as const) {
    expect(Object.keys(pageContentSchemas)).toContain(name);
    expect(() => parseContentPage(name, `content/pages/${name}.yml`, source(name))).not.toThrow();
  }
});

test("messages: a missing field is named with its line", () => {
  const { parse, line } = broken("messages", "  subscribing: Subscribing...\n", "", "  title: Get study tips");
  expect(parse).toThrow(`content/pages/messages.yml:${line}: field "newsletterForm.subscribing" is missing`);
});

test("messages: an unknown fact is named with its line and field", () => {
  const { parse, line } = broken(
    "messages",
    "{fact:message-max-length} characters, plain",
    "{fact:message-limit} characters, plain",
  );
  expect(parse).toThrow(
    `content/pages/messages.yml:${line}: field "contactForm.messageHint" refers to an unknown fact "message-limit"`,
  );
});

test("messages: a toast's shared title must exist", () => {
  const { parse, line } = broken(
    "messages",
    "sharedTitle: failed\n    description: Your message",
    "sharedTitle: broken\n    description: Your message",
    "sharedTitle: broken",
  );
  expect(parse).toThrow(
    new RegExp(`^content/pages/messages\\.yml:${line}: field "contactToasts\\.failed\\.sharedTitle"`),
  );
});

test("messages: limits and days are the catalog's figures", () => {
  const content = parseContentPage("messages", "content/pages/messages.yml", source("messages"));
  expect(content.contactForm.messageHint).toBe("Up to 5,000 characters, plain text.");
  expect(content.fieldErrors.name.tooLong).toContain(" 100 characters");
  expect(content.contactToasts.failed.title).toBe(content.toastTitles.failed);
  expect(content.newsletterForm.honeypot).toBe(content.contactForm.honeypot);
});

test("newsletter: a missing field is named with its line", () => {
  const { parse, line } = broken(
    "newsletter",
    "  signUpAgain: Go to the events page\n",
    "",
    "  title: Newsletter confirmation",
  );
  expect(parse).toThrow(`content/pages/newsletter.yml:${line}: field "confirmPage.signUpAgain" is missing`);
});

test("consent: a published wording edited in place stops the build", () => {
  const { parse, line } = broken(
    "consent",
    "only to answer this message",
    "only to reply to this message",
    "contact-2026-11:",
  );
  expect(parse).toThrow(
    `content/pages/consent.yml:${line}: field "contact.contact-2026-11" is not the text this version was published with`,
  );
});

test("consent: a version unknown to app/catalog/consent.ts is an error, and a published one cannot be removed", () => {
  const renamed = broken("consent", "  newsletter-2026-11:", "  newsletter-2026-12:");
  expect(renamed.parse).toThrow(
    `content/pages/consent.yml:${renamed.line}: field "newsletter.newsletter-2026-12" is not a newsletter consent version`,
  );
  const missing = broken("consent", `  ${currentConsent.contact}:`, "  contact-2020-01:");
  expect(missing.parse).toThrow(/field "contact\.contact-2020-01" is not a contact consent version/);
});

test("consent: every published version's text is there, under its form", () => {
  const content = parseContentPage("consent", "content/pages/consent.yml", source("consent"));
  expect(content.contact[currentConsent.contact]).toContain("support@");
  expect(content.newsletter[currentConsent.newsletter]).toContain("after 7 days");
});

test("navigation: a link to a page that does not exist is named with its line", () => {
  const { parse, line } = broken("navigation", "{ page: pricing, label: Pricing }", "{ page: prices, label: Pricing }");
  expect(parse).toThrow(
    `content/pages/navigation.yml:${line}: field "main.1.page" is not a page of app/catalog/page-paths.ts "prices"`,
  );
});

test("navigation: a link gets its page's address", () => {
  const content = parseContentPage("navigation", "content/pages/navigation.yml", source("navigation"));
  expect(content.main[1]).toEqual({ label: "Pricing", href: "/pricing" });
});

test("social cards: a headline too long for the image, or a missing card, is named with its line", () => {
  const long = broken(
    "social-cards",
    "headline: Workshops and info sessions",
    "headline: Workshops, info sessions, open days and webinars for all",
  );
  expect(long.parse).toThrow(
    `content/pages/social-cards.yml:${long.line}: field "cards.events.headline" is longer than 45 characters`,
  );
  // The renamed card is missing under its name; the line is the cards' first.
  const missing = broken("social-cards", "  events:\n", "  event:\n", "  home:");
  expect(missing.parse).toThrow(`content/pages/social-cards.yml:${missing.line}: field "cards.events" is missing`);
});
