import { expect, test } from "vitest";
import { fieldErrors, leadLimits } from "#app/catalog/messages";
import { validateContactForm } from "./contact-schema";
import { validateNewsletter } from "./newsletter-schema";

const valid = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello" };

test("values are trimmed", () => {
  expect(validateContactForm({ name: " Ada ", email: " ada@example.com ", message: " Hi " })).toEqual({
    ok: true,
    value: { name: "Ada", email: "ada@example.com", message: "Hi" },
  });
});

test("plain text with < and & is a message; an HTML tag is not", () => {
  expect(validateContactForm({ ...valid, message: "Is 1 < 2 & 3 > 2?" }).ok).toBe(true);
  for (const message of ["<b>bold</b>", '<a href="x">x</a>', "<!-- hidden -->", "</p>"]) {
    expect(validateContactForm({ ...valid, message })).toEqual({
      ok: false,
      errors: { message: fieldErrors.message.markup },
    });
  }
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
  expect(validateContactForm({ name: 1, email: null })).toEqual({
    ok: false,
    errors: {
      name: fieldErrors.name.required,
      email: fieldErrors.email.required,
      message: fieldErrors.message.required,
    },
  });
});

test("the newsletter takes one valid address", () => {
  expect(validateNewsletter({ email: " parent@example.com " })).toEqual({
    ok: true,
    value: { email: "parent@example.com" },
  });
  expect(validateNewsletter({ email: "parent@" })).toEqual({ ok: false, errors: { email: fieldErrors.email.invalid } });
});
