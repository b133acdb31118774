// The shape of content/pages/pricing.yml: the words around the plans.
import { z } from "zod";
import { text } from "./fields.ts";

export const pricingFile = z.strictObject({
  plans: z.strictObject({ durationLabel: text, popularBadge: text, originalPriceLabel: text, cpsFootnote: text }),
  trialBanner: z.strictObject({ heading: text, text, trial: text }),
});
