// The words a reader of a pre-rendered page sees, as lines, and a readable
// difference between two such lists (scripts/visible-text.ts, issue 19).

/** Elements whose content is never shown as text. */
const unseen = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "SVG"]);

/** Elements that start a new line of text: block boxes, list items, cells, controls. */
const blocks = new Set(
  `ADDRESS ARTICLE ASIDE BLOCKQUOTE BR BUTTON CAPTION DD DETAILS DIALOG DIV DL DT FIELDSET FIGCAPTION FIGURE
  FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LABEL LEGEND LI MAIN NAV OL OPTION P PRE SECTION SELECT SUMMARY
  TABLE TD TEXTAREA TH TR UL`.split(/\s+/),
);

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The page's title and description, then its body's text line by line: without scripts, styles,
 * templates and `hidden` elements, with images' `alt` and fields' placeholder where they stand.
 */
export function visibleText(document: Document): string[] {
  const lines: string[] = [];
  let current = "";
  const breakLine = () => {
    const line = normalise(current);
    if (line) lines.push(line);
    current = "";
  };
  /** An image's alt or a field's placeholder, where it stands. */
  const label = (kind: string, text: string | null) => {
    const words = normalise(text ?? "");
    if (words) current += ` [${kind}: ${words}] `;
  };
  const visit = (node: Node) => {
    if (node.nodeType === 3) current += node.textContent ?? "";
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (unseen.has(tag) || element.hasAttribute("hidden")) return;
    if (tag === "IMG") return label("image", element.getAttribute("alt"));
    if (tag === "INPUT" || tag === "TEXTAREA") label("field", element.getAttribute("placeholder"));
    const block = blocks.has(tag);
    if (block) breakLine();
    for (const child of Array.from(element.childNodes)) visit(child);
    if (block) breakLine();
  };
  const title = normalise(document.title);
  const description = normalise(document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "");
  const head = [title && `title: ${title}`, description && `description: ${description}`].filter(Boolean);
  if (document.body) visit(document.body);
  breakLine();
  return [...head, ...lines];
}

/** The page path a pre-rendered file answers: `about/index.html` → `/about`. */
export function pagePath(relativeFile: string): string {
  const parts = relativeFile.split(/[\\/]/);
  if (parts.at(-1) === "index.html") parts.pop();
  return `/${parts.join("/")}`;
}

/** Every page whose lines differ, with a line diff (`-` baseline, `+` now) of the lines around the change. */
export function compareVisibleText(
  baseline: Readonly<Record<string, readonly string[]>>,
  current: Readonly<Record<string, readonly string[]>>,
) {
  const pages = [...new Set([...Object.keys(baseline), ...Object.keys(current)])].sort();
  return pages.flatMap((page) => {
    const [before, after] = [baseline[page], current[page]];
    const lines = !before
      ? ["+ (a new page, not in the baseline)"]
      : !after
        ? ["- (the page is gone from the build)"]
        : lineDiff(before, after);
    return lines.length > 0 ? [{ page, lines }] : [];
  });
}

/** A minimal diff: the common start and end are left out, the middle is shown removed and added. */
function lineDiff(before: readonly string[], after: readonly string[]): string[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  if (start === endBefore && start === endAfter) return [];
  return [
    `@@ line ${start + 1}`,
    ...before.slice(start, endBefore).map((line) => `- ${line}`),
    ...after.slice(start, endAfter).map((line) => `+ ${line}`),
  ];
}
