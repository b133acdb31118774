// A crawler over the built site: from "/" and every public page, follow every
// internal <a href> and check that none answers with an error.
import { expect, test } from "@playwright/test";
import { sitePaths } from "#app/routes-prerender";

const anchorHref = /<a\s[^>]*?href="([^"]*)"/g;

function internalTargets(html: string): string[] {
  return [...html.matchAll(anchorHref)]
    .map((match) => (match[1] ?? "").replace(/&amp;/g, "&"))
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => href.split("#")[0] ?? "")
    .filter(Boolean);
}

test("every internal link on every page leads to a page that exists", async ({ request }) => {
  test.setTimeout(180_000);
  const queue = [...new Set(["/", ...sitePaths])];
  const foundOn = new Map<string, string>(queue.map((path) => [path, "the list of pages"]));
  const broken: string[] = [];
  let visited = 0;

  while (queue.length > 0) {
    const batch = queue.splice(0, 6);
    await Promise.all(
      batch.map(async (path) => {
        const response = await request.get(path);
        visited++;
        if (response.status() >= 400)
          broken.push(`${path} answered ${response.status()} (linked from ${foundOn.get(path)})`);
        if (!(response.headers()["content-type"] ?? "").includes("text/html")) return;
        for (const target of internalTargets(await response.text())) {
          if (foundOn.has(target)) continue;
          foundOn.set(target, path);
          queue.push(target);
        }
      }),
    );
  }

  expect(broken).toEqual([]);
  expect(visited).toBeGreaterThan(sitePaths.length);
});
