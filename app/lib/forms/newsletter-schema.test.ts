import { expect, test } from "vitest";
import { currentConsent } from "#app/catalog/consent";
import { fieldErrors } from "#app/catalog/forms/messages";
import { validateNewsletter } from "./newsletter-schema";

const consent = currentConsent.newsletter;

test("the newsletter takes one valid address", () => {
  expect(validateNewsletter({ email: " parent@example.com ", consent })).toEqual({
    ok: true,
    value: { email: "parent@example.com", consent },
  });
  expect(validateNewsletter({ email: "parent@", consent })).toEqual({
    ok: false,
    errors: { email: fieldErrors.email.invalid },
  });
});

test("the newsletter refuses hidden characters in the address with words that say what to do", () => {
  for (const email of [
    "parent\u0000@example.com",
    "parent\u202e@example.com",
    "parent\u2069@example.com",
    "parent\ud800@example.com",
  ]) {
    expect(validateNewsletter({ email, consent })).toEqual({
      ok: false,
      errors: { email: fieldErrors.email.hiddenCharacters },
    });
  }
});

test("the newsletter takes only a consent wording of its own, current or older", () => {
  for (const wrong of [undefined, "", "newsletter-1999-01", currentConsent.contact, "toString", "__proto__"]) {
    expect(validateNewsletter({ email: "parent@example.com", consent: wrong })).toEqual({
      ok: false,
      errors: { consent: fieldErrors.consent.unknown },
    });
  }
});
