import { expect, test } from "vitest";
import { currentConsent } from "#app/catalog/consent";
import { fieldErrors, leadLimits } from "#app/catalog/forms/messages";
import { validateContactForm } from "./contact-schema";

const consent = currentConsent.contact;
const valid = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello", consent };

test("values are trimmed", () => {
  expect(validateContactForm({ name: " Ada ", email: " ada@example.com ", message: " Hi ", consent })).toEqual({
    ok: true,
    value: { name: "Ada", email: "ada@example.com", message: "Hi", consent },
  });
});

test("a message is text, kept as typed: what looks like HTML is shown escaped, never refused", () => {
  for (const message of ["Is 1 < 2 & 3 > 2?", "<b>bold</b>", '<a href="x">x</a>', "<!-- hidden -->", "</p>"]) {
    expect(validateContactForm({ ...valid, message })).toEqual({ ok: true, value: { ...valid, message } });
  }
});

test("a field already too long is told so, and nothing else about it", () => {
  const pasted = `<${" ".repeat(64_000)}x\u0000`;
  expect(validateContactForm({ ...valid, name: `${pasted}\u202e`, email: `${pasted}@b.co`, message: pasted })).toEqual({
    ok: false,
    errors: { name: fieldErrors.name.tooLong, email: fieldErrors.email.tooLong, message: fieldErrors.message.tooLong },
  });
});

test("a name must fit on one line", () => {
  for (const name of ["Ada\nLovelace", "Ada\r\nBcc: x@example.com", "Ada\u2028Lovelace", "Ada\u0000"]) {
    expect(validateContactForm({ ...valid, name })).toEqual({ ok: false, errors: { name: fieldErrors.name.oneLine } });
  }
});

test("the limits the form shows are the limits it checks", () => {
  expect(validateContactForm({ ...valid, message: "m".repeat(leadLimits.message) }).ok).toBe(true);
  expect(validateContactForm({ ...valid, message: "m".repeat(leadLimits.message + 1) })).toEqual({
    ok: false,
    errors: { message: fieldErrors.message.tooLong },
  });
  expect(validateContactForm({ ...valid, name: "n".repeat(leadLimits.name + 1) })).toEqual({
    ok: false,
    errors: { name: fieldErrors.name.tooLong },
  });
});

test("missing or mistyped fields get the 'required' words", () => {
  expect(validateContactForm({ name: 1, email: null, consent })).toEqual({
    ok: false,
    errors: {
      name: fieldErrors.name.required,
      email: fieldErrors.email.required,
      message: fieldErrors.message.required,
    },
  });
});

test("a NUL or any other control character in the name is refused with the one-line words", () => {
  for (const name of ["Ada\u0000Lovelace", "Ada\u0007", "Ada\u001bLovelace", "Ada\u007f", "Ada\u0085", "Ada\u009bx"]) {
    expect(validateContactForm({ ...valid, name })).toEqual({ ok: false, errors: { name: fieldErrors.name.oneLine } });
  }
});

test("a right-to-left override, or any bidi embedding or isolate, in the name is refused", () => {
  for (const name of [
    "Ada \u202egnp.exe",
    "\u202aAda",
    "Ada\u202b",
    "Ada\u202c",
    "Ada\u202d",
    "\u2066Ada\u2069",
    "Ada\u2067",
    "Ada\u2068",
  ]) {
    expect(validateContactForm({ ...valid, name })).toEqual({
      ok: false,
      errors: { name: fieldErrors.name.hiddenCharacters },
    });
  }
  // Right-to-left text itself is welcome: only the invisible controls are refused.
  expect(
    validateContactForm({ ...valid, name: "\u05d0\u05d1\u05d2 \u0627\u0644\u0639\u0631\u0628\u064a\u0629" }).ok,
  ).toBe(true);
});

test("control characters and bidi controls in the address get their own words, before 'invalid'", () => {
  for (const email of [
    "ada\u0000@example.com",
    "ada@example.com\u0085x",
    "ada\u202e@example.com",
    "\u2066ada@example.com",
  ]) {
    expect(validateContactForm({ ...valid, email })).toEqual({
      ok: false,
      errors: { email: fieldErrors.email.hiddenCharacters },
    });
  }
});

test("the message keeps line breaks (LF and CRLF) and tabs", () => {
  for (const message of ["Line one\nLine two", "Line one\r\nLine two\r\n\r\nLine four", "Name:\tAda"]) {
    expect(validateContactForm({ ...valid, message })).toEqual({ ok: true, value: { ...valid, message } });
  }
  // Bidi controls are not refused in a message, where quoted right-to-left text may carry them.
  expect(validateContactForm({ ...valid, message: "Quote: \u2067\u05d0\u05d1\u2069" }).ok).toBe(true);
});

test("a NUL, any other control character or a lone carriage return in the message is refused", () => {
  for (const message of [
    "Hello\u0000",
    "Hello\u0000world",
    "Bell\u0007",
    "Escape \u001b[31mred",
    "Vertical\u000btab",
    "Form\u000cfeed",
    "Delete\u007f",
    "C1 \u0085 next line",
    "C1 \u009b CSI",
    "Old Mac\rline",
  ]) {
    expect(validateContactForm({ ...valid, message })).toEqual({
      ok: false,
      errors: { message: fieldErrors.message.hiddenCharacters },
    });
  }
});

test("an unpaired UTF-16 surrogate is refused in every field; a paired one (an emoji) is fine", () => {
  const lone = ["\ud800", "x\udc00", "\udc00\ud800", "\ud83d\ude00\ude00", "a\ud83dz"];
  for (const text of lone) {
    expect(validateContactForm({ ...valid, name: `Ada ${text}` })).toEqual({
      ok: false,
      errors: { name: fieldErrors.name.hiddenCharacters },
    });
    expect(validateContactForm({ ...valid, email: `ada${text}@example.com` })).toEqual({
      ok: false,
      errors: { email: fieldErrors.email.hiddenCharacters },
    });
    expect(validateContactForm({ ...valid, message: `Hello ${text}` })).toEqual({
      ok: false,
      errors: { message: fieldErrors.message.hiddenCharacters },
    });
  }
  expect(validateContactForm({ ...valid, name: "Ada \ud83d\ude00", message: "\ud83d\ude00 \u{1f600}" }).ok).toBe(true);
});
