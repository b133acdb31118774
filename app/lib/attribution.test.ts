import { expect, test } from "vitest";
import {
  afterLanding,
  attributionLimits,
  attributionStorageKey,
  firstTouchDays,
  landingTouch,
  type Touch,
} from "./attribution";
import { attributionSchema, storedAttribution, touchFromFormPage, touchSchema } from "./forms/attribution-schema";

const site = "examwise.example";
const now = new Date("2026-11-25T12:00:00.000Z");
const page = (path: string) => {
  const url = new URL(path, `https://${site}`);
  return { host: url.host, pathname: url.pathname, search: url.search };
};
const daysLater = (days: number) => new Date(now.getTime() + days * 86_400_000);

test("a campaign link is a landing with its utm values, the referring host and the page", () => {
  const touch = landingTouch(
    page("/toefl?utm_source=news&utm_medium=email&utm_campaign=fall&utm_term=%20&gclid=x"),
    "https://mail.example.com/inbox?id=9",
    now,
  );
  expect(touch).toEqual({
    utm_source: "news",
    utm_medium: "email",
    utm_campaign: "fall",
    referrer: "mail.example.com",
    landing: "/toefl",
    at: now.toISOString(),
  });
  expect(touchSchema.safeParse(touch).success).toBe(true);
});

test("moving between our own pages is not a landing, unless the address carries utm values", () => {
  expect(landingTouch(page("/pricing"), `https://${site}/toefl`, now)).toBeNull();
  expect(landingTouch(page("/pricing?utm_source=banner"), `https://${site}/`, now)).toEqual({
    utm_source: "banner",
    landing: "/pricing",
    at: now.toISOString(),
  });
  expect(landingTouch(page("/"), "", now)).toEqual({ landing: "/", at: now.toISOString() });
});

test("values are cut to their limits without invisible characters, and still pass the server's check", () => {
  const long = "é".repeat(500);
  const touch = landingTouch(page(`/x?utm_source=a%00b%E2%80%AEc&utm_campaign=${long}`), "", now);
  expect(touch?.utm_source).toBe("abc");
  expect(Array.from(touch?.utm_campaign ?? "")).toHaveLength(attributionLimits.utm);
  expect(touchSchema.safeParse(touch).success).toBe(true);
});

test("the first touch is kept for 90 days; a direct visit does not replace a campaign as the latest", () => {
  const campaign = landingTouch(page("/shsat?utm_source=podcast"), "", now) as Touch;
  const search = landingTouch(page("/pricing"), "https://www.google.com/", daysLater(2)) as Touch;
  const direct = landingTouch(page("/"), "", daysLater(3)) as Touch;
  const first = afterLanding(null, campaign, now);
  expect(first).toEqual({ first: campaign, last: campaign });
  const second = afterLanding(first, search, daysLater(2));
  expect(second).toEqual({ first: campaign, last: search });
  expect(afterLanding(second, direct, daysLater(3))).toEqual({ first: campaign, last: search });
  const later = landingTouch(page("/toefl"), "https://t.co/", daysLater(firstTouchDays + 1)) as Touch;
  expect(afterLanding(second, later, daysLater(firstTouchDays + 1))).toEqual({ first: later, last: later });
});

test("the server refuses what a hostile form could send instead", () => {
  const touch = { landing: "/", at: now.toISOString() };
  expect(attributionSchema.safeParse({ first: touch, last: touch }).success).toBe(true);
  const bad = [
    { ...touch, utm_source: "x".repeat(attributionLimits.utm + 1) },
    { ...touch, utm_source: "a\u202eb" },
    { ...touch, utm_source: "" },
    { ...touch, landing: "https://evil.example/" },
    { ...touch, landing: "/a b" },
    { ...touch, referrer: "evil.example/path" },
    { ...touch, at: "yesterday" },
    { ...touch, extra: 1 },
  ];
  for (const last of bad)
    expect(attributionSchema.safeParse({ first: touch, last }).success, JSON.stringify(last)).toBe(false);
  expect(attributionSchema.safeParse({ first: touch }).success).toBe(false);
});

test("without JavaScript, the page a form was posted from gives the latest touch when it carries utm values", () => {
  expect(touchFromFormPage(`https://${site}/contact?utm_source=flyer&utm_medium=print`, site, now)).toEqual({
    utm_source: "flyer",
    utm_medium: "print",
    landing: "/contact",
    at: now.toISOString(),
  });
  expect(touchFromFormPage(`https://${site}/contact`, site, now)).toBeNull();
  expect(touchFromFormPage("https://other.example/contact?utm_source=x", site, now)).toBeNull();
  expect(touchFromFormPage(null, site, now)).toBeNull();
  expect(touchFromFormPage("not a url", site, now)).toBeNull();
});

test("a form sends what the page script stored, and nothing when storage holds something else", () => {
  const touch = { utm_source: "news", landing: "/toefl", at: now.toISOString() };
  window.localStorage.setItem(attributionStorageKey, JSON.stringify({ first: touch, last: touch }));
  expect(storedAttribution()).toEqual({ first: touch, last: touch });
  window.localStorage.setItem(attributionStorageKey, JSON.stringify({ first: touch, last: { ...touch, at: "now" } }));
  expect(storedAttribution()).toBeUndefined();
  window.localStorage.setItem(attributionStorageKey, "{not json");
  expect(storedAttribution()).toBeUndefined();
  window.localStorage.removeItem(attributionStorageKey);
  expect(storedAttribution()).toBeUndefined();
});
