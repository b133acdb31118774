import { expect, test } from "vitest";
import { publicEnv } from "#app/lib/public-env";
import { diagnosticUrl, signupUrl, siteUrl, tutorFormUrl } from "./links";

test("the sign-up app's `new` page carries the exam code", () => {
  const url = new URL(signupUrl({ page: "new", test: "toefl" }));
  expect(url.origin + url.pathname).toBe(`${publicEnv.PUBLIC_APP_URL}/signup/new`);
  expect(url.searchParams.get("test")).toBe("toefl");
});

test("a trial link carries the trial flag and the exam, and a partner link its referral", () => {
  const trial = new URL(signupUrl({ trial: true, exam: "shsat" }));
  expect(trial.pathname).toBe("/signup");
  expect(Object.fromEntries(trial.searchParams)).toEqual({ trial: "true", exam: "shsat" });
  const partner = new URL(signupUrl({ trial: true, ref: "citycast" }));
  expect(partner.searchParams.get("ref")).toBe("citycast");
});

test("the plain sign-up link has no query and the `now` page has its own path", () => {
  expect(signupUrl()).toBe(`${publicEnv.PUBLIC_APP_URL}/signup`);
  expect(signupUrl({ page: "now" })).toBe(`${publicEnv.PUBLIC_APP_URL}/signup/now`);
});

test("the diagnostic link names the test", () => {
  expect(new URL(diagnosticUrl("cps")).searchParams.get("test")).toBe("cps");
  expect(new URL(diagnosticUrl("shsat")).searchParams.get("test")).toBe("shsat");
});

test("site addresses are absolute and the tutor form comes from the settings", () => {
  expect(siteUrl("/pricing")).toBe(`${publicEnv.SITE_URL}/pricing`);
  expect(siteUrl("/")).toBe(`${publicEnv.SITE_URL}/`);
  expect(tutorFormUrl()).toBe(publicEnv.PUBLIC_TUTOR_FORM_URL);
});
