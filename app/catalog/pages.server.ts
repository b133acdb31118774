// Every page's words (content/pages/pages.yml) joined with its path (app/routes.ts). Server only: loaders send a page
// its own entry and its meta tags (docs/decisions/018-page-meta-on-the-server.md).

import { resourceLanguagePages } from "#app/lib/content-paths";
import { type Lang, spanishPath } from "#app/lib/lang";
import { type PageId, pageIds, pagePath, type SpanishPageId, spanishPageIds } from "#app/routes.ts";
import * as spanishPages from "#content/pagesEs";
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

/** A Spanish page's words and address; its English counterpart is `pages[id]`. */
function spanishPageInfo(id: SpanishPageId | "notFound"): PageInfo {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: a server module; every page of the file is used
  const { headingLines, ...copy } = spanishPages[id];
  const path = id === "notFound" ? "/es/404" : spanishPath(id);
  return { path, ...copy, headingLines: headingLines ?? [{ text: copy.heading }], lang: "es" };
}

const spanish = Object.fromEntries(
  [...spanishPageIds, "notFound" as const].map((id) => [id, spanishPageInfo(id)]),
) as Readonly<Record<SpanishPageId | "notFound", PageInfo>>;

/** A page in `lang`: the Spanish one when it has one. */
export function pageIn(lang: Lang, id: PageId): PageInfo {
  return (lang === "es" && (spanish as Partial<Record<PageId, PageInfo>>)[id]) || pages[id];
}
