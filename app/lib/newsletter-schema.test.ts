import { expect, test } from "vitest";
import { fieldErrors } from "#app/catalog/messages";
import { validateNewsletter } from "./newsletter-schema";

test("the newsletter takes one valid address", () => {
  expect(validateNewsletter({ email: " parent@example.com " })).toEqual({
    ok: true,
    value: { email: "parent@example.com" },
  });
  expect(validateNewsletter({ email: "parent@" })).toEqual({ ok: false, errors: { email: fieldErrors.email.invalid } });
});

test("the newsletter refuses hidden characters in the address with words that say what to do", () => {
  for (const email of [
    "parent\u0000@example.com",
    "parent\u202e@example.com",
    "parent\u2069@example.com",
    "parent\ud800@example.com",
  ]) {
    expect(validateNewsletter({ email })).toEqual({ ok: false, errors: { email: fieldErrors.email.hiddenCharacters } });
  }
});
