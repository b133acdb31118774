// Every page's words: what search engines and social cards show for it, and
// its heading and introduction, joined with where it lives. The words are
// written in content/pages/pages.yml, the paths in app/routes.ts. Titles and
// descriptions are unique per page; a test keeps them so. Read on the server
// only: loaders send a page its own entry and its meta tags
// (docs/decisions/018-page-meta-on-the-server.md).

import { resourceLanguagePages } from "#app/lib/content-paths";
import { type PageId, pageIds, pagePath } from "#app/routes.ts";
import { pagesContent } from "#content-collections";
import type { TitleLine } from "./content-schemas/pages";

export type { PageId } from "#app/routes.ts";

export type PageInfo = {
  path: string;
  title: string;
  description: string;
  /** The page's one h1, as text. */
  heading: string;
  /** The h1 in lines for a hero: its highlighted words in a line of their own (one line when it has none). */
  headingLines: readonly TitleLine[];
  /** A short honest introduction shown under the heading. */
  intro: string;
  /** Where this page's canonical address is another page's (docs/product.md, "Second addresses"). */
  canonicalPath?: string;
  lang?: string;
};

function pageInfo(id: PageId): PageInfo {
  const { headingLines, ...copy } = pagesContent[id];
  const lang = resourceLanguagePages.find((page) => page.id === id)?.lang;
  return {
    path: pagePath(id),
    ...copy,
    headingLines: headingLines ?? [{ text: copy.heading }],
    ...(lang ? { lang } : {}),
  };
}

export const pages = Object.fromEntries(pageIds.map((id) => [id, pageInfo(id)])) as Readonly<Record<PageId, PageInfo>>;
