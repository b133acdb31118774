// The shape of content/pages/social-cards.yml. Relative imports: the Vite social images plugin reads it.
import { z } from "zod";
import { socialFamilies } from "../social-cards.ts";
import { each, text } from "./fields.ts";

const card = z.strictObject({
  eyebrow: text,
  /** Two lines at most on the image. */
  headline: text.refine(
    (value) => value.length <= 45,
    "is longer than 45 characters, more than fits on two lines of the image",
  ),
  text,
});

export const socialCardsFile = z.strictObject({
  /** Lines several cards show alike (`eyebrow: *adaptive-ai`). */
  shared: z.record(z.string(), text),
  cards: z.strictObject(each(socialFamilies, card)),
});
