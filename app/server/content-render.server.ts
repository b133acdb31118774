// Markdown to HTML with unified on the server only: GFM, headings with anchors, sized images, raw HTML dropped
// (docs/content-authoring.md).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Element, Root as HastRoot } from "hast";
import { toString as textOf } from "hast-util-to-string";
import { imageSize as measure } from "image-size";
import type { Root as MdastRoot } from "mdast";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";

import type { Heading } from "#app/lib/content-schema";

/** A problem in a content file, named in the message (`content/blog/x.md: line 3: …`). */
export class ContentError extends Error {
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = "ContentError";
  }
}

/** What a plugin is given besides the tree: file.fail() stops the render at a node. */
type VFile = { fail(reason: string, node: object): never };

export type RenderResult = {
  html: string;
  /** The h2 headings, for a table of contents. */
  headings: Heading[];
  /** Every link target in the text, to check that internal ones exist. */
  links: string[];
};

/** Width and height of an SVG, PNG or JPEG file (image-size), so the page does not jump; null when unreadable. */
export function imageSize(buffer: Buffer, extension: string): { width: number; height: number } | null {
  if (![".svg", ".png", ".jpg", ".jpeg"].includes(extension.toLowerCase())) return null;
  try {
    const { width, height } = measure(buffer);
    return width > 0 && height > 0 ? { width: Math.round(width), height: Math.round(height) } : null;
  } catch {
    return null;
  }
}

/** The page's title is its only h1, so the body starts at h2. */
function remarkNoH1() {
  return (tree: MdastRoot, file: VFile) => {
    for (const node of tree.children) {
      if (node.type === "heading" && node.depth === 1)
        file.fail("use ## for sections: the title is the page's only h1", node);
      if (node.type === "html") file.fail("raw HTML is not allowed in content; use Markdown", node);
    }
  };
}

function rehypeImages({ publicDir }: { publicDir: string }) {
  return (tree: HastRoot, file: VFile) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "img") return;
      const fail: (message: string) => never = (message) => file.fail(message, node);
      const src = String(node.properties.src ?? "");
      const alt = String(node.properties.alt ?? "").trim();
      if (!src.startsWith("/") || src.startsWith("//")) {
        fail(`image "${src}" must be a file of public/, written as a site path (/images/...)`);
      }
      if (!alt) fail(`image "${src}" needs alt text: ![what it shows](${src})`);
      const filePath = path.join(publicDir, decodeURIComponent(src));
      let buffer: Buffer;
      try {
        buffer = readFileSync(filePath);
      } catch {
        fail(`image "${src}" not found at ${path.relative(process.cwd(), filePath)}`);
      }
      const size = imageSize(buffer, path.extname(filePath));
      if (!size) fail(`cannot read the width and height of "${src}" (use SVG, PNG or JPEG)`);
      Object.assign(node.properties, { width: size.width, height: size.height, loading: "lazy", decoding: "async" });
    });
    // An image alone in its paragraph becomes a figure; its Markdown title becomes the caption.
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "p" || !parent || index === undefined) return;
      const content = node.children.filter((child) => !(child.type === "text" && child.value.trim() === ""));
      const [image] = content;
      if (content.length !== 1 || image?.type !== "element" || image.tagName !== "img") return;
      const caption = image.properties.title ? String(image.properties.title) : "";
      delete image.properties.title;
      const figcaption: Element = {
        type: "element",
        tagName: "figcaption",
        properties: {},
        children: [{ type: "text", value: caption }],
      };
      const children = caption ? [image, figcaption] : [image];
      parent.children[index] = { type: "element", tagName: "figure", properties: {}, children };
    });
  };
}

/** Tables scroll inside their own box on narrow screens, never the page; the box is reachable by keyboard. */
function rehypeTables() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "table" || !parent || index === undefined) return;
      const headers: string[] = [];
      visit(node, "element", (cell) => {
        if (cell.tagName === "th") headers.push(textOf(cell).trim());
      });
      const label = headers.filter(Boolean).join(", ") || "Table";
      const properties = { className: ["table-scroll"], role: "region", tabIndex: 0, ariaLabel: label };
      parent.children[index] = { type: "element", tagName: "div", properties, children: [node] };
    });
  };
}

function rehypeCollect(result: { headings: Heading[]; links: string[] }) {
  return (tree: HastRoot, file: VFile) => {
    visit(tree, "element", (node) => {
      if (node.tagName === "h2" && typeof node.properties.id === "string") {
        result.headings.push({ id: node.properties.id, text: textOf(node).trim() });
      }
      if (node.tagName !== "a" || typeof node.properties.href !== "string") return;
      // A link needs words a screen reader can name it by (axe's link-name, checked here for every article).
      if (!textOf(node).trim()) file.fail("a link needs text: [what it opens](address)", node);
      result.links.push(node.properties.href);
    });
  };
}

/** Renders one Markdown body; a problem throws a ContentError naming `file` and the line. */
export async function renderMarkdown(
  file: string,
  markdown: string,
  /** Where images with a site path (`/images/...`) are read from. */
  publicDir = path.resolve(process.cwd(), "public"),
): Promise<RenderResult> {
  const collected = { headings: [], links: [] } satisfies Omit<RenderResult, "html">;
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkNoH1)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeAutolinkHeadings, { behavior: "wrap" })
    .use(rehypeImages, { publicDir })
    .use(rehypeTables)
    .use(rehypeCollect, collected)
    .use(rehypeStringify);
  try {
    const html = String(await processor.process(markdown));
    return { html, ...collected };
  } catch (error) {
    // A plugin's file.fail() is a VFileMessage: its message, with the line of the node it names.
    const line = error instanceof Error && "line" in error && error.line ? `line ${error.line}: ` : "";
    throw new ContentError(file, line + (error instanceof Error ? error.message : String(error)));
  }
}
