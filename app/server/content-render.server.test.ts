import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { ContentError, imageSize, renderMarkdown } from "./content-render.server";

const file = "content/blog/example.md";

function publicDirWith(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(path.join(tmpdir(), "public-"));
  for (const [name, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), contents);
  }
  return dir;
}

async function renderError(markdown: string, publicDir?: string): Promise<ContentError> {
  try {
    await renderMarkdown(file, markdown, publicDir);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("expected a ContentError");
}

function fragment(html: string) {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

test("sections get ids and anchor links, and the h2s are listed for a table of contents", async () => {
  const { html, headings } = await renderMarkdown(file, "## First part\n\nText\n\n### Detail\n\n## Second part\n");
  const heading = fragment(html).querySelector("h2");
  expect(heading?.id).toBe("first-part");
  expect(heading?.querySelector("a")?.getAttribute("href")).toBe("#first-part");
  expect(headings).toEqual([
    { id: "first-part", text: "First part" },
    { id: "second-part", text: "Second part" },
  ]);
});

test("tables scroll in a labelled box reachable by keyboard", async () => {
  const { html } = await renderMarkdown(file, "| Section | Minutes |\n|---|---|\n| Math | 30 |\n");
  const region = fragment(html).querySelector('[role="region"]');
  expect(region?.getAttribute("aria-label")).toBe("Section, Minutes");
  expect(region?.getAttribute("tabindex")).toBe("0");
  expect(region?.querySelector("td")?.textContent).toBe("Math");
});

test("code blocks keep their text, and links are collected", async () => {
  const { html, links } = await renderMarkdown(
    file,
    "```text\nThe reading passage argues that\n```\n\n[guide](/study-guides/toefl)",
  );
  expect(fragment(html).querySelector("pre code")?.textContent).toBe("The reading passage argues that\n");
  expect(links).toEqual(["/study-guides/toefl"]);
});

test("an image gets its width and height from the file, loads lazily, and its title becomes a caption", async () => {
  const publicDir = publicDirWith({
    "images/chart.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 260"></svg>',
  });
  const { html } = await renderMarkdown(file, '![A chart of points](/images/chart.svg "The points")', publicDir);
  const figure = fragment(html).querySelector("figure");
  const image = figure?.querySelector("img");
  expect(image?.getAttribute("width")).toBe("720");
  expect(image?.getAttribute("height")).toBe("260");
  expect(image?.getAttribute("loading")).toBe("lazy");
  expect(image?.hasAttribute("title")).toBe(false);
  expect(figure?.querySelector("figcaption")?.textContent).toBe("The points");
});

test("a missing image, an image without alt text and a remote image stop the build", async () => {
  const publicDir = publicDirWith({});
  expect((await renderError("![Chart](/images/none.svg)", publicDir)).message).toMatch(
    /^content\/blog\/example\.md: line 1: image "\/images\/none\.svg" not found/,
  );
  expect((await renderError("![](/images/none.svg)", publicDir)).message).toContain("needs alt text");
  expect((await renderError("![Chart](https://example.com/a.png)", publicDir)).message).toContain(
    "must be a file of public/",
  );
});

test("an h1 or raw HTML in the text is refused with its line", async () => {
  expect((await renderError("Intro\n\n# Title again")).message).toContain("line 3: use ## for sections");
  expect((await renderError("<div>hi</div>")).message).toContain("raw HTML is not allowed");
});

test("a link without words stops the build with its line", async () => {
  expect((await renderError("Intro\n\nSee [](/pricing).")).message).toContain("line 3: a link needs text");
});

test("image sizes are read from SVG, PNG and JPEG headers", () => {
  expect(imageSize(Buffer.from('<svg width="40" height="20"></svg>'), ".svg")).toEqual({ width: 40, height: 20 });
  const png = Buffer.alloc(24);
  Buffer.from("89504e470d0a1a0a0000000d49484452", "hex").copy(png);
  png.writeUInt32BE(300, 16);
  png.writeUInt32BE(200, 20);
  expect(imageSize(png, ".png")).toEqual({ width: 300, height: 200 });
  // SOI, a JFIF APP0 segment, then the SOF0 frame header with height 100 and width 200.
  const jpeg = Buffer.from("ffd8ffe000104a46494600010100000100010000ffc0001108006400c8030111000211", "hex");
  expect(imageSize(jpeg, ".jpg")).toEqual({ width: 200, height: 100 });
  expect(imageSize(Buffer.from("GIF89a"), ".gif")).toBeNull();
});
