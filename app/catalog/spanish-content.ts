// Which words the Spanish pages show (docs/decisions/066-spanish-pages.md): each file of content/pages/es/ holds these
// top-level fields of its English file, in Spanish, whole. A field missing from the Spanish file, or one it holds
// beyond these, stops the build naming the file and the field (content-collections.ts).
import { spanishPageIds } from "../routes.ts";
import type { PageContentName } from "./page-content-schema.ts";

export const spanishFields: Partial<Record<PageContentName, readonly string[] | "all">> = {
  pages: [...spanishPageIds, "notFound"],
  // The points calculator and the study planner; the calculator's card on the CPS page.
  "points-calculator-page": "all",
  "points-calculator": ["card"],
  "study-planner": "all",
};
