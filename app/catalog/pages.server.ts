// Every page's words (content/pages/pages.yml) joined with its path (app/routes.ts). Server only: loaders send a page
// its own entry and its meta tags (docs/decisions/018-page-meta-on-the-server.md).

import { resourceLanguagePages } from "#app/lib/content-paths";
import { type PageId, pageIds, pagePath } from "#app/routes.ts";
import { pagesContent } from "#content-collections";
import type { TitleLine } from "./content-schemas/pages";

export type { PageId } from "#app/routes.ts";

/** A page's words and where it lives; `headingLines` has the h1 in lines for a hero (one line when it marks no highlight). */
export type PageInfo = ReturnType<typeof pageInfo> & {
  /** Where this page's canonical address is another page's (docs/product.md, "Second addresses"). */
  canonicalPath?: string;
};

function pageInfo(id: PageId) {
  const { headingLines, ...copy } = pagesContent[id];
  const lang = resourceLanguagePages.find((page) => page.id === id)?.lang;
  return {
    path: pagePath(id),
    ...copy,
    headingLines: headingLines ?? ([{ text: copy.heading }] as readonly TitleLine[]),
    ...(lang ? { lang } : {}),
  };
}

export const pages = Object.fromEntries(pageIds.map((id) => [id, pageInfo(id)])) as Readonly<Record<PageId, PageInfo>>;
