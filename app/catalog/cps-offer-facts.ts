// The shape of `cpsOffers` in content/facts.yml: the CPS offer explorer's sources, its 11 schools and the published
// lowest points offered a seat. Imported with its extension: content-collections.ts loads it through fact-schema.ts.
import { z } from "zod";
import { text } from "./content-schemas/fields.ts";
import { isIsoDate } from "./fact-sources.ts";

const isoDate = z.string().refine(isIsoDate, "must be a real date written YYYY-MM-DD");
const sourceId = z.string().regex(/^[a-zA-Z0-9-]+$/, "must be an id: letters, digits and hyphens");
const schoolId = z.string().regex(/^[a-z]+(-[a-z]+)*$/, "must be lower-case words joined by hyphens");

/** Which statements a page makes from one source, and the day we compared them with it. */
const checked = { source: sourceId, alsoSeen: z.array(sourceId).optional(), checkedOn: isoDate };

/** The seats a figure is for: the first 30% by points citywide, or one tier's share. */
const cutoffSeats = ["rank", "tier1", "tier2", "tier3", "tier4"] as const;

/**
 * The lowest points offered a seat at one school, for one group of seats, in one cycle ("2025-26": the school year
 * the students start). Every figure names its own source and checked day: a figure without them is refused.
 */
export const cpsCutoff = z.strictObject({
  cycle: z.string().regex(/^\d{4}-\d{2}$/, 'must be a school year written "2025-26"'),
  school: schoolId,
  seats: z.enum(cutoffSeats),
  points: z.number().min(0).max(900),
  ...checked,
});

export const cpsOffersFacts = z
  .strictObject({
    selection: z.strictObject(checked),
    schools: z.strictObject({
      names: z.array(z.strictObject({ id: schoolId, name: text })).min(1),
      ...checked,
    }),
    tierLookup: z.strictObject(checked),
    newTest: z.strictObject(checked),
    cutoffs: z.array(cpsCutoff),
  })
  .superRefine(({ schools, cutoffs }, context) => {
    const known = new Set(schools.names.map((school) => school.id));
    cutoffs.forEach((cutoff, index) => {
      if (!known.has(cutoff.school))
        context.addIssue({ code: "custom", path: ["cutoffs", index, "school"], message: "is not one of schools" });
    });
  });
