// Which words the Spanish pages show (docs/decisions/066-spanish-pages.md): each file of content/pages/es/ holds these
// top-level fields of its English file, in Spanish, whole. A field missing from the Spanish file, or one it holds
// beyond these, stops the build naming the file and the field (content-collections.ts).
import { spanishPageIds } from "../routes.ts";
import type { PageContentName } from "./page-content-schema.ts";

export const spanishFields: Partial<Record<PageContentName, readonly string[] | "all">> = {
  pages: [...spanishPageIds, "notFound"],
  // es-pages: the home page, pricing, and the CPS, SHSAT and HSPT pages.
  home: "all",
  "landing-pages": ["shared", "cps", "shsat"],
  "exam-pages": [
    ...["heroLabels", "learnMoreContext", "priceLabels", "bottomFeatures", "panelTitle", "template"],
    ...["infoBox", "structuredData", "heroes", "infoBoxes", "examFacts"],
  ],
  "shsat-cutoffs": "all",
  "what-changed": ["note"],
  // es-pages' placeholders of the files other helpers translate (es-sections, es-chrome, es-tools): what these pages show.
  faqs: ["questions", "shared", "home", "cps", "shsat"],
  comparisons: ["rowLabels", "home", "cps", "shsat"],
  steps: ["headings", "shared", "home", "titles", "exam", "cps", "shsat"],
  testimonials: ["home", "cps", "carousel"],
  features: ["common", "titles", "home", "exam", "hspt", "cps", "shsat"],
  pricing: ["plans", "trialBanner", "cards", "bullets", "features", "cpsPlans"],
  actions: ["startTrial", "contactUs", "trialOffer"],
  "points-calculator": ["card"],
};
