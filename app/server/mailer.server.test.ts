import { expect, test } from "vitest";
import { composeContactMail, escapeHtml, oneLine } from "./mailer.server";

const stored = {
  id: "5b0e7f5e-1c1a-4a36-9d35-1e1f7e0a1b2c",
  name: "Ada",
  email: "ada@example.com",
  message: "Hello",
  page: "/contact",
  createdAt: new Date("2026-03-01T10:00:00Z"),
};
const settings = { to: "support@examwise.example", from: "Examwise <no-reply@examwise.example>" };

test("oneLine turns CR, LF and other control characters into single spaces", () => {
  expect(oneLine("Eve\r\nBcc: x@example.com\u0000\tend")).toBe("Eve Bcc: x@example.com end");
  expect(oneLine("a".repeat(300))).toHaveLength(100);
});

test("escapeHtml escapes the five characters that matter", () => {
  expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
    "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
  );
});

test("the mail goes to CONTACT_TO, answers go to the visitor", () => {
  const mail = composeContactMail(stored, settings);
  expect(mail.to).toBe(settings.to);
  expect(mail.from).toBe(settings.from);
  expect(mail.replyTo).toEqual({ name: "Ada", address: "ada@example.com" });
  expect(mail.subject).toBe("Contact form: Ada");
  expect(mail.text).toContain("Page: /contact");
  expect(mail.text).toContain("Language: en");
  expect(mail.text).toContain("Received: 2026-03-01T10:00:00.000Z");
});

test("a message from a Spanish page says so, for an answer in Spanish", () => {
  const mail = composeContactMail({ ...stored, page: "/es/contact", language: "es" }, settings);
  expect(mail.text).toContain("Language: es");
  expect(mail.html).toContain("<strong>Language:</strong> es");
});

test("a hostile name reaches the subject as one harmless line and the HTML part escaped", () => {
  const mail = composeContactMail(
    { ...stored, name: "Eve\r\nBcc: victim@example.com", message: '<script>alert("x")</script>' },
    settings,
  );
  expect(mail.subject).toBe("Contact form: Eve Bcc: victim@example.com");
  expect(mail.replyTo).toEqual({ name: "Eve Bcc: victim@example.com", address: "ada@example.com" });
  expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  expect(mail.html).not.toContain("<script>");
});
