/*
 * Issue 20, "HTML first": pages that do not hydrate still work. The header's
 * menus are popovers and <details>, the carousel a strip with dot links;
 * these run them with JavaScript off. The page script's own part (analytics
 * from data- attributes) is checked with JavaScript on, once it has started.
 */
import "#tests/support/public-env";
import { expect, test } from "@playwright/test";
import { brand } from "#app/catalog/brand";
import { examChooser } from "#app/catalog/exams";
import { pages } from "#app/catalog/pages.server";
import { homeTestimonials, testimonialCarouselCopyIn } from "#app/catalog/testimonials";
import { examMenu as examMenuCopy, main as mainNavigation } from "#content/navigation";
import { examMenu, recorded, stubOtherSites } from "#tests/support/page-checks";
import { gotoWithPageScript } from "#tests/support/page-script";

const carouselCopy = testimonialCarouselCopyIn("en");

const pricingLink = mainNavigation.find((item) => item.href === pages.pricing.path);
const aboutLink = mainNavigation.find((item) => item.href === pages.about.path);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu opens, marks the current page, and its links and exams are reachable @phone-only", async ({
    page,
  }) => {
    await page.goto(pages.pricing.path);
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await expect(nav).toBeVisible();
    for (const item of mainNavigation.filter((link) => link.href !== pages.exams.path)) {
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: pricingLink?.label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await nav.locator("summary", { hasText: examMenuCopy.label }).click();
    const cps = examChooser.find((exam) => exam.id === "cps");
    await expect(nav.getByRole("link", { name: cps?.title })).toBeVisible();
    await expect(nav.getByRole("link", { name: /GMAT/ })).toHaveCount(0);
    await expect(nav.locator('[aria-disabled="true"]')).toContainText(examMenuCopy.comingSoon);
    await nav.getByRole("link", { name: aboutLink?.label, exact: true }).click();
    await expect(page).toHaveURL(pages.about.path);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("the exam menu opens on a wide screen and shows GMAT as coming soon, not a link", async ({ page }) => {
    await page.goto(pages.home.path);
    const { toggle, menu } = await examMenu(page, examMenuCopy.label);
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByText("GMAT", { exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: /GMAT/ })).toHaveCount(0);
    await expect(menu.locator('[aria-disabled="true"]')).toContainText(examMenuCopy.comingSoon);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("a carousel dot link shows its card, and the dots stay on screen @phone-only", async ({ page }) => {
    await page.goto(pages.home.path);
    const slide = (number: number) =>
      page.getByRole("listitem", { name: carouselCopy.slide(number, homeTestimonials.length) });
    const dots = page.getByRole("link", { name: /^Show testimonial/ });
    await expect(dots).toHaveCount(homeTestimonials.length);
    // Pausing needs the script, so the button is not offered.
    await expect(page.getByRole("button", { name: carouselCopy.pause })).toHaveCount(0);
    await dots.nth(2).click();
    await expect(slide(3)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(1)).not.toBeInViewport();
    await expect(dots.nth(2)).toBeInViewport();
  });
});

test("a footer social link records social_click with the network and the address", async ({
  page,
  context,
  baseURL,
}) => {
  await stubOtherSites(context, baseURL);
  await gotoWithPageScript(page, pages.home.path);
  const [social] = brand.social;
  const popup = page.waitForEvent("popup");
  await page.getByRole("contentinfo").getByRole("link", { name: social.label }).click();
  await popup;
  expect(await recorded(page, "social_click")).toEqual([
    { event: "social_click", network: social.network, url: social.href },
  ]);
});
