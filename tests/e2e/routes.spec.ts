import { expect, test } from "@playwright/test";
import { pages } from "#app/catalog/pages.server";
import { sitePaths } from "#app/routes-prerender";

const h1InHtml = /<h1[^>]*>([\s\S]*?)<\/h1>/g;

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}

for (const path of sitePaths) {
  test(`${path} answers 200 with one h1 in its HTML, and loads cleanly in the browser`, async ({ page, request }) => {
    const raw = await request.get(path);
    expect(raw.status()).toBe(200);
    const headings = [...(await raw.text()).matchAll(h1InHtml)].map((match) => textOf(match[1] ?? ""));
    expect(headings).toHaveLength(1);

    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("requestfailed", (req) => problems.push(`failed: ${req.url()} ${req.failure()?.errorText}`));
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
    });

    // The Content-Security-Policy refuses something without a console error (e.g. eval).
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} by ${event.sourceFile || event.blockedURI}`);
      });
    });
    const response = await page.goto(path, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(headings[0] ?? "");
    expect(problems).toEqual([]);
  });
}

for (const path of ["/no-such-page", "/blog/x/y", "/exams/nope", "/blog/not-an-article"]) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.notFound.heading);
    await page.getByRole("link", { name: "Return to home" }).click();
    await expect(page).toHaveURL("/");
  });
}
