// @vitest-environment node
import { expect, test } from "vitest";
import { attributionProblem, leadAttribution } from "./contact.server";

const at = "2026-11-20T08:00:00.000Z";
const now = new Date("2026-11-25T12:00:00.000Z");
const post = (referer?: string) =>
  new Request("https://examwise.example/api/email/sendContact", {
    method: "POST",
    headers: referer ? { Referer: referer } : {},
  });

test("what a form sends is kept as first and latest touch", () => {
  const first = { utm_source: "podcast", landing: "/shsat", at };
  const last = { referrer: "www.google.com", landing: "/pricing", at };
  expect(leadAttribution({ first, last }, post(), now)).toEqual({
    ok: true,
    value: { firstTouch: first, lastTouch: last },
  });
});

test("a form sent without attribution takes the latest touch from its page's address, if it has utm values", () => {
  expect(leadAttribution(undefined, post("https://examwise.example/contact?utm_source=flyer"), now)).toEqual({
    ok: true,
    value: { firstTouch: null, lastTouch: { utm_source: "flyer", landing: "/contact", at: now.toISOString() } },
  });
  expect(leadAttribution(undefined, post("https://examwise.example/contact"), now)).toEqual({
    ok: true,
    value: { firstTouch: null, lastTouch: null },
  });
  expect(leadAttribution(null, post(), now)).toEqual({ ok: true, value: { firstTouch: null, lastTouch: null } });
});

test("anything else is refused with one message, whatever its shape", () => {
  const touch = { landing: "/", at };
  for (const sent of ["x", 1, [], { first: touch }, { first: touch, last: { ...touch, landing: "//evil.example" } }]) {
    expect(leadAttribution(sent, post(), now)).toEqual({ ok: false, error: attributionProblem });
  }
});
