import { expect, test } from "vitest";
import { cpsPlans, plans } from "./plans";
import { planSignupUrl, planTestCode } from "./pricing";

test("every plan's test maps to the sign-up app's lowercase exam code", () => {
  for (const plan of [...plans, ...cpsPlans]) expect(planTestCode(plan.test)).toBe(plan.test.toLowerCase());
});

test("a plan leads to the sign-up app's new page for its exam", () => {
  const url = new URL(planSignupUrl({ test: "CPS" }));
  expect(url.pathname).toBe("/signup/new");
  expect(url.searchParams.get("test")).toBe("cps");
});
