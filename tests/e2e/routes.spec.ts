// Unknown addresses answer 404 with the not-found page. Every public page's
// 200, heading and clean load are checked in every-page.spec.ts.
import { expect, test } from "@playwright/test";
import { pages } from "#app/catalog/pages.server";

for (const path of ["/no-such-page", "/blog/x/y", "/exams/nope", "/blog/not-an-article"]) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.notFound.heading);
    await page.getByRole("link", { name: "Return to home" }).click();
    await expect(page).toHaveURL("/");
  });
}
