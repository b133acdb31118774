// A page is ready when its page script has attached its listeners (analytics,
// the carousel) and, on an application page, React has hydrated it: the app
// marks <html> for each (app/page-script/index.ts, app/root.tsx). Widgets that
// are HTML need neither; a test waits for this only when it needs a script.
import type { Page } from "@playwright/test";
import { waitForPageScript } from "./page-script";

/** Resolves once the page script runs and, where the page hydrates, React has hydrated it. */
export async function waitForHydration(page: Page): Promise<void> {
  await waitForPageScript(page);
  const hydrates = await page.evaluate(() => document.querySelector('script[type="module"]') !== null);
  if (hydrates) await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

/** Opens `path` and waits until its scripts answer. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
