// The fields page-copy files are made of (a module of their own to avoid an import cycle).
import { z } from "zod";
import { iconKeys } from "../icon-keys.ts";
import { withBlanks, withoutBlanks } from "./braces.ts";

/** One line of text, no surrounding spaces. */
const line = z
  .string()
  .trim()
  .min(1, "is empty")
  .refine((value) => !/[\r\n]/.test(value), "must be one line (use `>-` in YAML for a long paragraph)");

/** Words shown to a reader. */
export const text = withoutBlanks(line);

/** The same schema under each of `keys`, to spread into an object's shape. */
export const each = <const Key extends string, Schema>(keys: readonly Key[], schema: Schema) =>
  Object.fromEntries(keys.map((key) => [key, schema])) as Record<Key, Schema>;

type Split<Keys extends string> = Keys extends `${infer Key} ${infer Rest}` ? Key | Split<Rest> : Keys;

/** The same schema under each of the space-separated `keys`: `under("toefl gre", infoBox)`. */
export const under = <const Keys extends string, Schema>(keys: Keys, schema: Schema) =>
  each(keys.split(" ") as Split<Keys>[], schema);

/** Words under each of the space-separated `keys`: `texts("heading intro")`. */
export const texts = <const Keys extends string>(keys: Keys) => under(keys, text);

/** A sentence the page completes as it is drawn, with these blanks (`{minutes} min read`). */
export const sentenceWith = (...blanks: readonly string[]) => withBlanks(line, blanks);

/** A heading and the paragraph under it. */
export const headed = z.strictObject({ heading: text, text });

/** An id another entry or a TypeScript module refers to: lower-case words joined by hyphens. */
export const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

export const icon = z.enum(iconKeys, {
  error: (issue) => `is not a known icon "${String(issue.input)}" (known: ${iconKeys.join(", ")})`,
});

export const feature = z.strictObject({ icon, title: text, text });
export const step = z.strictObject({ title: text, text });
export const faq = z.strictObject({ question: text, answer: text });
/** A testimonial with stars (docs/product.md, "Testimonial"). */
export const review = z.strictObject({ ...texts("name role school content"), rating: z.int().min(1).max(5) });

/** A paragraph written out, or parts joined by a space, a part possibly a shared sentence (`- *builds-tools`). */
export const paragraph = z.union([
  text,
  z
    .array(text)
    .min(1)
    .transform((parts) => parts.join(" ")),
]);

/** Sentences a file's paragraphs share, each written once with its anchor (`builds-tools: &builds-tools …`). */
export const sentences = z.record(id, text);

/** A section's words above its cards or steps. */
export const sectionHeading = z.strictObject({ eyebrow: text.optional(), heading: text, intro: text.optional() });
