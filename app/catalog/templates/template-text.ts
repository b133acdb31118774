// The words of /free-templates and of each template's page (docs/product.md, "Messages"), from
// content/pages/free-templates.yml, with their blanks filled in as the page is drawn.

import { fillIn } from "#app/lib/fill-in";
import { text } from "#content/freeTemplates";

/** The search-result title of a template's page. */
export function templatePageTitle(template: { name: string; test: string }): string {
  return fillIn(text.pageTitle, { name: template.name, test: template.test });
}

/** The words of the search and of a template's page (content/pages/free-templates.yml). */
export const templateText = {
  ...text,
  comingSoon: (test: string) => fillIn(text.comingSoon, { test }),
  noMatch: (query: string) => fillIn(text.noMatch, { query }),
  caption: (test: string) => fillIn(text.caption, { test }),
} as const;
