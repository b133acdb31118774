// Field types the schemas of the site's messages and chrome copy share
// (content/pages/{messages,newsletter,consent,navigation,social-cards}.yml),
// the same rules as app/catalog/page-content-schema.ts (which cannot be
// imported here: it imports these schemas).
import { z } from "zod";
import { withBlanks, withoutBlanks } from "./braces.ts";

/** One line of text, no surrounding spaces. */
const line = z
  .string()
  .trim()
  .min(1, "is empty")
  .refine((value) => !/[\r\n]/.test(value), "must be one line (write a long paragraph after `>-` in YAML)");

/** Words shown to a reader. */
export const text = withoutBlanks(line);

/** A sentence the page completes as it is drawn, with these blanks (`{minutes} min read`). */
export const sentenceWith = (...blanks: readonly string[]) => withBlanks(line, blanks);

/** A heading and the paragraph under it. */
export const headed = z.strictObject({ heading: text, text });

/** Where a field is in the file, for an error: `["home", 2, "answer"]`. */
export type FieldPath = readonly (string | number)[];

/** Stops the build naming the file and the field (resolve.ts). */
export type Fail = (at: FieldPath, message: string) => never;
