// Which words the Spanish pages show (docs/decisions/066-spanish-pages.md): each file of content/pages/es/ holds these
// top-level fields of its English file, in Spanish, whole. A field missing from the Spanish file, or one it holds
// beyond these, stops the build naming the file and the field (content-collections.ts).
import { spanishPageIds } from "../routes.ts";
import type { PageContentName } from "./page-content-schema.ts";

export const spanishFields: Partial<Record<PageContentName, readonly string[] | "all">> = {
  pages: [...spanishPageIds, "notFound"],
  // The contact and newsletter forms, their field errors (also the server's) and the confirmation mail.
  messages: "all",
  // The notes beside the lead forms (a lead records the version and its page's language).
  consent: ["contact", "newsletter"],
  // The confirm and unsubscribe pages the Spanish confirmation mail links to (`?lang=es`).
  newsletter: ["confirmPage", "unsubscribePage"],
};
