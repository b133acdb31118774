// Every page's words: what search engines and social cards show for it, and
// its heading and introduction, joined with where it lives. The words are
// written in content/pages/pages.yml, the paths in page-paths.ts. Titles and
// descriptions are unique per page; a test keeps them so. Read on the server
// only: loaders send a page its own entry and its meta tags
// (docs/decisions/018-page-meta-on-the-server.md), so client code names pages
// through page-paths.ts and never imports this file.
import { pagesContent } from "#content-collections";
import type { TitleLine } from "./content-schemas/pages";
import { type PageId, pageLangs, pagePaths, queryReadingPages, queryReadingPaths } from "./page-paths";

export type { PageId } from "./page-paths";
export { queryReadingPaths };

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
  /** The page computes from its query string (a calculator's fields, the blog's filters), so the server renders it per request when one is given. */
  readsQuery?: boolean;
};

const isLangPage = (id: PageId): id is keyof typeof pageLangs => Object.hasOwn(pageLangs, id);
const readsQuery = (id: PageId) => (queryReadingPages as readonly PageId[]).includes(id);

function pageInfo(id: PageId): PageInfo {
  const { headingLines, ...copy } = pagesContent[id];
  return {
    path: pagePaths[id],
    ...copy,
    headingLines: headingLines ?? [{ text: copy.heading }],
    ...(isLangPage(id) ? { lang: pageLangs[id] } : {}),
    ...(readsQuery(id) ? { readsQuery: true } : {}),
  };
}

export const pages = Object.fromEntries(
  (Object.keys(pagePaths) as PageId[]).map((id) => [id, pageInfo(id)]),
) as Readonly<Record<PageId, PageInfo>>;
