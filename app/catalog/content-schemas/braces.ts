// Braces in page copy: a catalog reference (`{price:toefl-6m}`), an exam word (`{exam}`), or a blank
// the field's schema names (`{minutes} min read`); nothing else. Relative imports: the Vite config loads it.
import type { z } from "zod";

/** `{price:toefl-6m}`: the kind and the id (app/catalog/copy-refs.ts). */
export const copyRefPattern = /\{([a-z]+):([a-z0-9-]+)\}/g;

/** Words filled in on an exam page (`fillExam` in exam-pages.ts). */
const examFillIns = /\{exam(?:-price|-scale|-time)?\}/g;

/** A blank: one lower-case word in braces (app/lib/fill-in.ts fills it). */
const blank = /\{([a-z]+)\}/g;

export const strayBrace = "has a brace that is not a reference such as {price:toefl-6m} or {fact:trial-days}";

/** Whether a brace is left once the references, exam words and the given blanks are taken out. */
function hasStrayBrace(value: string, blanks: readonly string[]): boolean {
  const rest = value
    .replace(copyRefPattern, "")
    .replace(examFillIns, "")
    .replace(blank, (whole, name: string) => (blanks.includes(name) ? "" : whole));
  return /[{}]/.test(rest);
}

/** A text with no blank: any brace must be a reference or an exam word. */
export const withoutBlanks = <Schema extends z.ZodType<string>>(line: Schema) =>
  line.refine((value) => !hasStrayBrace(value, []), strayBrace);

/** A sentence completed as the page is drawn: each of `blanks` appears in it, and no other blank does. */
export function withBlanks<Schema extends z.ZodType<string>>(line: Schema, blanks: readonly string[]) {
  const named = blanks.map((name) => `{${name}}`).join(", ");
  return line.superRefine((value, context) => {
    // A misspelt blank is both a stray brace and a missing blank: the first says more.
    if (hasStrayBrace(value, blanks)) {
      context.addIssue({
        code: "custom",
        message: `has a brace that is not a reference or one of its blanks (${named})`,
      });
      return;
    }
    for (const name of blanks) {
      if (!value.includes(`{${name}}`)) {
        context.addIssue({ code: "custom", message: `must say where {${name}} goes (its blanks: ${named})` });
      }
    }
  });
}
