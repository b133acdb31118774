// Braces in page copy. A text may hold three kinds, and nothing else in braces:
// - a reference the build fills in from the catalog: `{price:toefl-6m}`, `{fact:trial-days}`;
// - a word an exam page fills in, in a text written for every exam: `{exam}`, `{exam-price}`;
// - a blank the page fills in as it is drawn, in a sentence that counts or
//   names something (`{minutes} min read`): only where the field's schema
//   names that blank, and there it must be.
// Relative imports only: the Vite config loads this.
import type { z } from "zod";

/** `{price:toefl-6m}`: the kind and the id (app/catalog/copy-refs.ts). */
export const copyRefPattern = /\{([a-z]+):([a-z0-9-]+)\}/g;

/**
 * Words a page fills in when it shows a text written for every exam:
 * `{exam}` the exam's name, `{exam-price}` its hero price, `{exam-scale}` and
 * `{exam-time}` its scale and total time (app/catalog/exam-page/exam-pages.ts `fillExam`).
 */
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

/**
 * A sentence the page completes as it is drawn: each of `blanks` appears in it
 * (`{minutes} min read`), and no other blank does.
 */
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
