// Which words the Spanish pages show (docs/decisions/066-spanish-pages.md): each file of content/pages/es/ holds these
// top-level fields of its English file, in Spanish, whole. A field missing from the Spanish file, or one it holds
// beyond these, stops the build naming the file and the field (content-collections.ts).
import { spanishPageIds } from "../routes.ts";
import type { PageContentName } from "./page-content-schema.ts";

export const spanishFields: Partial<Record<PageContentName, readonly string[] | "all">> = {
  pages: [...spanishPageIds, "notFound"],
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
  // The analytics consent banner (the lead forms' consent notes are versioned wordings of their own).
  consent: ["cookieBanner"],
};
