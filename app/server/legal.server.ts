// The Terms of Service, Privacy Policy and WhatsApp opt-in pages: Markdown in
// content/legal/, rendered by the content pipeline (docs/content-authoring.md).
import { type LegalPageId, legalFrontMatter, type RenderedBody } from "#app/lib/content-schema";
import { renderEntry } from "./content.server";
import { ContentError, missingPageFile, readCollection } from "./content-files.server";

export type LegalPage = RenderedBody & { updated: string };

export function readLegalPages() {
  const entries = readCollection("legal", legalFrontMatter);
  const seen = new Map<LegalPageId, string>();
  for (const entry of entries) {
    const other = seen.get(entry.data.page);
    if (other)
      throw new ContentError(entry.file, `front-matter field "page": "${entry.data.page}" is also in ${other}`);
    seen.set(entry.data.page, entry.file);
  }
  return entries;
}

/** One legal page's rendered text, its numbered sections (for the contents) and its date. */
export async function getLegalPage(page: LegalPageId): Promise<LegalPage> {
  const entry = readLegalPages().find((candidate) => candidate.data.page === page);
  if (!entry) throw missingPageFile("content/legal", page);
  const { html, headings } = await renderEntry(entry);
  return { html, headings, updated: entry.data.updated };
}
