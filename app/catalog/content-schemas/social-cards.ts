// The shape of content/pages/social-cards.yml. Relative imports: the Vite social images plugin reads it.
import { z } from "zod";
import { type SocialCard, type SocialFamily, socialFamilies } from "../social-cards.ts";
import { each, type Fail, text } from "./fields.ts";

/** Words written here, or a line several cards share (`shared: adaptive-ai`). */
const line = z.union([text, z.strictObject({ shared: z.string() })]);

const card = z.strictObject({
  eyebrow: line,
  /** Two lines at most on the image. */
  headline: z.union([
    text.refine(
      (value) => value.length <= 45,
      "is longer than 45 characters, more than fits on two lines of the image",
    ),
    z.strictObject({ shared: z.string() }),
  ]),
  text: line,
});

export const socialCardsFile = z.strictObject({
  /** Lines several cards show alike. */
  shared: z.record(z.string(), text),
  cards: z.strictObject(each(socialFamilies, card)),
});

type File = z.output<typeof socialCardsFile>;

export function resolveSocialCards(data: File, fail: Fail) {
  const cards = Object.fromEntries(
    socialFamilies.map((family) => {
      const written = data.cards[family];
      const resolve = (field: keyof SocialCard): string => {
        const value = written[field];
        if (typeof value === "string") return value;
        return (
          data.shared[value.shared] ??
          fail(["cards", family, field, "shared"], `refers to "${value.shared}", which is not under shared:`)
        );
      };
      return [family, { eyebrow: resolve("eyebrow"), headline: resolve("headline"), text: resolve("text") }];
    }),
  ) as Record<SocialFamily, SocialCard>;
  return { shared: data.shared, cards };
}
