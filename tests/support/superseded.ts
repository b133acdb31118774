// Finds exam figures that a format change replaced (exam-changes.ts) in a page's
// HTML or a content file's Markdown, outside a what-changed note
// (docs/decisions/020-exam-facts-as-sourced-data.md).
import { examChanges, whatChangedAttribute, whatChangedMarkdownLead } from "#app/catalog/exam-page/exam-changes";

export type SupersededFigure = { change: string; match: string; context: string };

/** Paragraph-sized pieces of text: a figure and its companion count together only within one. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** Every superseded figure in plain text, with a little context for the failure message. */
export function supersededFigures(text: string): SupersededFigure[] {
  const found: SupersededFigure[] = [];
  for (const paragraph of paragraphs(text)) {
    for (const change of examChanges) {
      const patterns: readonly RegExp[] = change.superseded;
      for (const pattern of patterns) {
        const match = pattern.exec(paragraph);
        if (match) {
          const at = match.index;
          found.push({ change: change.id, match: match[0], context: paragraph.slice(Math.max(0, at - 60), at + 80) });
        }
      }
      const alone = "supersededAlone" in change ? change.supersededAlone : undefined;
      if (alone) {
        const match = alone.figure.exec(paragraph);
        if (match && !alone.companion.test(paragraph)) {
          const at = match.index;
          found.push({ change: change.id, match: match[0], context: paragraph.slice(Math.max(0, at - 60), at + 80) });
        }
      }
    }
  }
  return found;
}

const blockTags =
  /<\/(?:p|li|td|th|tr|h[1-6]|dd|dt|div|section|aside|article|blockquote|caption|figcaption)>|<br\s*\/?>/gi;

/** The text of HTML with the entities our pages use decoded. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * The text of a page a reader or a search engine sees: the body without
 * what-changed notes, plus the title, meta descriptions and JSON-LD.
 */
export function visibleFactText(html: string): string {
  const note = new RegExp(
    `<(aside|article|section|div)\\b[^>]*\\b${whatChangedAttribute}\\b[^>]*>[\\s\\S]*?</\\1>`,
    "gi",
  );
  const markdownNote = /<blockquote>\s*<p>\s*<strong>What changed[\s\S]*?<\/blockquote>/gi;
  const meta = [...html.matchAll(/<meta (?:name|property)="[^"]*description"[^>]*content="([^"]*)"/g)].map(
    (match) => match[1] ?? "",
  );
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? "",
  );
  const body = (/<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html)
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[\s\S]*?<\/style>/gi, "")
    .replace(note, "\n\n")
    .replace(markdownNote, "\n\n")
    .replace(blockTags, "\n\n")
    .replace(/<[^>]+>/g, " ");
  return decodeEntities([title, ...meta, ...jsonLd, body].join("\n\n"));
}

/** A Markdown file's text without its what-changed notes (`> **What changed …` blockquotes). */
export function markdownFactText(markdown: string): string {
  const lines = markdown.split("\n");
  const kept: string[] = [];
  let inNote = false;
  for (const line of lines) {
    if (line.startsWith(`> ${whatChangedMarkdownLead}`)) inNote = true;
    else if (inNote && !line.startsWith(">")) inNote = false;
    if (!inNote) kept.push(line.startsWith("|") ? `${line}\n` : line);
  }
  return kept.join("\n");
}
