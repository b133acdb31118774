import { expect, test } from "vitest";
import { sitePaths } from "#app/routes-prerender";
import { cards as socialCards } from "#content/socialCards";
import { pages } from "./pages.server";
import { socialFamilyFor, socialImagePath } from "./social-cards";

test("a page picks its family's card from its address", () => {
  expect(socialFamilyFor(pages.home.path)).toBe("home");
  expect(socialFamilyFor(pages.pricing.path)).toBe("pricing");
  expect(socialFamilyFor(pages.pricingCps.path)).toBe("cps");
  expect(socialFamilyFor(pages.examHsat.path)).toBe("cps");
  expect(socialFamilyFor(pages.citycast.path)).toBe("cps");
  expect(socialFamilyFor(pages.examToefl.path)).toBe("toefl");
  expect(socialFamilyFor(pages.toefl.path)).toBe("toefl");
  expect(socialFamilyFor(pages.shsat.path)).toBe("shsat");
  expect(socialFamilyFor(pages.examGre.path)).toBe("exams");
  expect(socialFamilyFor("/blog/some-article/")).toBe("blog");
  expect(socialFamilyFor(pages.allToeflTopics.path)).toBe("blog");
  expect(socialFamilyFor("/study-guides/gre")).toBe("guides");
  expect(socialFamilyFor(pages.resourcesKorean.path)).toBe("resources");
  expect(socialFamilyFor("/free-templates/gre-issue-essay-outline")).toBe("templates");
  expect(socialFamilyFor(pages.events.path)).toBe("events");
  expect(socialFamilyFor(pages.forTutors.path)).toBe("tutors");
  expect(socialFamilyFor(pages.terms.path)).toBe("site");
  expect(socialImagePath("blog")).toBe("/social/blog.png");
});

test("every family has a card, and every page of the site has a family", () => {
  for (const path of sitePaths) expect(socialCards[socialFamilyFor(path)], path).toBeDefined();
});
