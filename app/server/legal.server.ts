// The legal and accessibility pages: Markdown in content/legal/, rendered at build.
import type { LegalPageId, RenderedBody } from "#app/lib/content-schema";
import { allLegalPages } from "#content-collections";

export type LegalPage = RenderedBody & { updated: string };

/** One legal page's rendered text, its numbered sections (for the contents) and its date. */
export function getLegalPage(page: LegalPageId): LegalPage {
  const entry = allLegalPages.find((candidate) => candidate.page === page);
  if (!entry) throw new Error(`content/legal: no file has front-matter "page: ${page}"`);
  return { html: entry.html, headings: entry.headings, updated: entry.updated };
}
