// Pages that do not hydrate still run the page script (app/page-script/):
// analytics, the carousel's timer. It marks <html> once its listeners are on.
import { expect, type Page } from "@playwright/test";

/** Resolves once the page script has started on the current page. */
export async function waitForPageScript(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-page-script", "ready");
}

/** Opens `path` and waits until the page script has started. */
export async function gotoWithPageScript(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPageScript(page);
}
