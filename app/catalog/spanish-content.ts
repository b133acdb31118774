// Which words the Spanish pages show (docs/decisions/066-spanish-pages.md): each file of content/pages/es/ holds these
// top-level fields of its English file, in Spanish, whole. A field missing from the Spanish file, or one it holds
// beyond these, stops the build naming the file and the field (content-collections.ts).
import { spanishPageIds } from "../routes.ts";
import type { PageContentName } from "./page-content-schema.ts";

export const spanishFields: Partial<Record<PageContentName, readonly string[] | "all">> = {
  pages: [...spanishPageIds, "notFound"],
  // The page sections of the home page, pricing, the CPS and SHSAT landing pages and /exams/hspt.
  faqs: ["questions", "home", "cps", "shsat"],
  comparisons: ["home", "cps", "shsat"],
  steps: ["headings", "home", "exam", "cps", "shsat"],
  testimonials: ["home", "cps", "carousel"],
  features: ["home", "hspt", "cps", "shsat"],
  pricing: ["plans", "trialBanner", "cards", "features", "cpsPlans"],
  sections: "all",
  // The pages themselves: home, the landing pages, the exam page, the SHSAT cutoffs and what-changed note.
  home: "all",
  "landing-pages": ["shared", "cps", "shsat"],
  "exam-pages": [
    ...["heroLabels", "learnMoreContext", "priceLabels", "bottomFeatures", "panelTitle", "template"],
    ...["infoBox", "structuredData", "heroes", "infoBoxes", "examFacts"],
  ],
  "shsat-cutoffs": "all",
  "what-changed": ["note"],
  // The shared buttons of the exam heroes and calls to action.
  actions: ["startTrial", "contactUs", "trialOffer"],
  // The points calculator and the study planner; the calculator's card on the CPS page.
  "points-calculator-page": "all",
  "points-calculator": ["card"],
  "study-planner": "all",
  // The words around every page: menus, footer, skip link, language link and offer, error page, toasts; not the
  // legal pages.
  navigation: [
    "main",
    "footer",
    "examMenu",
    "skipLink",
    "header",
    "language",
    "languageOffer",
    "errorPage",
    "toasts",
    "breadcrumbs",
  ],
  // The contact and newsletter forms, their field errors (also the server's) and the confirmation mail.
  messages: "all",
  // The analytics consent banner, and the notes beside the lead forms (a lead records the version and its page's
  // language).
  consent: ["cookieBanner", "contact", "newsletter"],
  // The confirm and unsubscribe pages the Spanish confirmation mail links to (`?lang=es`).
  newsletter: ["confirmPage", "unsubscribePage"],
};
