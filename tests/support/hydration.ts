// Pages paint before their JavaScript starts, and React hydrates them piece by
// piece (docs/decisions/019-boot-after-first-paint.md), so a test that uses a
// widget first waits until React has hydrated it.
import type { Page } from "@playwright/test";

/** Resolves once React has hydrated every button on the page (the widgets; links work without JavaScript). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const buttons = [...document.querySelectorAll("button")];
    return (
      buttons.length > 0 && buttons.every((button) => Object.keys(button).some((key) => key.startsWith("__reactProps")))
    );
  });
}

/** Opens `path` and waits until its widgets answer. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
