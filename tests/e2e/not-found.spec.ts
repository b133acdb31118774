// The not-found page names the unknown address in the console (docs/product.md, "Not found"), through the page script.
import { expect, test } from "@playwright/test";
import { pages } from "#app/catalog/pages.server";

test("an unknown address is logged to the console", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.notFound.heading);
  await expect(page.locator("html")).toHaveAttribute("data-page-script", "ready");
  expect(warnings).toContain("404: no page at /no-such-page");
});
