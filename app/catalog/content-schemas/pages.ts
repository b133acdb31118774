// The shape of content/pages/pages.yml: every page's title, description, heading and intro. A heading
// marks its highlighted words with asterisks (`Exam prep that *adapts to you*`).
import { z } from "zod";
import { type PageId, pageIds } from "../../routes.ts";
import { each, text } from "./fields.ts";

/** A line of a hero title; highlighted lines are drawn in the primary colour. */
export type TitleLine = { text: string; highlight?: boolean };

const highlightExample = "mark the highlighted words as *words*";

/** What is wrong with a heading's highlight marks, if anything. */
export function headingMarkProblem(heading: string): string | undefined {
  const stars = heading.split("*").length - 1;
  if (stars === 0) return undefined;
  if (stars === 1) return `has a * that is not closed: ${highlightExample}`;
  if (stars % 2 === 1) return `has a stray *: a heading shows no asterisk, and ${highlightExample}`;
  if (stars > 2) return `marks ${stars / 2} highlights: a heading has at most one *…*`;
  const [before = "", inside = "", after = ""] = heading.split("*");
  if (inside.trim() === "") return "marks an empty highlight: put the highlighted words between the asterisks";
  if (inside !== inside.trim())
    return "has a space just inside an asterisk: write *adapts to you*, not * adapts to you *";
  if ((before !== "" && !/\s$/.test(before)) || (after !== "" && !/^\s/.test(after))) {
    return "highlights part of a word: put a space before and after *…*, or start or end the heading with it";
  }
  return undefined;
}

/** A heading: one line, with at most one highlight marked `*…*` around whole words. */
const heading = text.superRefine((value, context) => {
  const problem = headingMarkProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/** A heading that marks no highlight (a page without a hero). */
const plainHeading = text.refine(
  (value) => !value.includes("*"),
  "cannot show an asterisk (this heading has no highlight)",
);

const pageCopy = z.strictObject({
  /** What search results and the browser's tab show; left out, it is the heading. */
  title: text.optional(),
  description: text,
  heading,
  intro: text,
});

/** One entry per page id, each heading resolved, and `badRequest`. */
export const pagesFile = z
  .strictObject({
    ...each(pageIds, pageCopy),
    /** The page the server writes for a request it cannot read (app/server/edge.server.ts). */
    badRequest: z.strictObject({ title: text, heading: plainHeading, intro: text, home: text }),
  })
  .transform(({ badRequest, ...copy }) => {
    // `heading` is the h1 as text (also the <title> when the page has none, and its JSON-LD name); `headingLines`,
    // only when it marks a highlight, the lines around it for the hero.
    const words = (id: PageId) => {
      const { title, description, heading: marked, intro } = copy[id];
      const parts = headingParts(marked);
      return { title: title ?? parts.heading, description, ...parts, intro };
    };
    return {
      ...(Object.fromEntries(pageIds.map((id) => [id, words(id)])) as Record<PageId, ReturnType<typeof words>>),
      badRequest,
    };
  });

/** The heading without its marks and, when it marks a highlight, its lines. */
export function headingParts(marked: string): { heading: string; headingLines?: readonly TitleLine[] } {
  if (!marked.includes("*")) return { heading: marked };
  const [before = "", inside = "", after = ""] = marked.split("*");
  const headingLines = [{ text: before.trim() }, { text: inside, highlight: true }, { text: after.trim() }].filter(
    (line) => line.text !== "",
  );
  return { heading: headingLines.map((line) => line.text).join(" "), headingLines };
}
