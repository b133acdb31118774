import type { PageInfo } from "#app/catalog/pages.server";
import { PageIntro } from "#app/components/sections/page-intro";
import type { Heading } from "#app/lib/content-schema";
import { ArticleToc } from "./article-toc";
import { Prose } from "./prose";

type LegalDocumentProps = {
  page: Pick<PageInfo, "heading" | "intro">;
  html: string;
  headings: readonly Heading[];
  updated: { iso: string; label: string };
  labels: { lastUpdated: string; contents: string };
};

/** A legal text: its date, a table of contents linking to each section, and the text. */
export function LegalDocument({ page, html, headings, updated, labels }: LegalDocumentProps) {
  return (
    <>
      <PageIntro page={page}>
        <p className="mt-4 text-sm text-muted">
          {labels.lastUpdated}: <time dateTime={updated.iso}>{updated.label}</time>
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
          <ArticleToc headings={headings} label={labels.contents} />
        </div>
        <div className="min-w-0">
          <Prose html={html} className="text-base sm:text-lg" />
        </div>
      </div>
    </>
  );
}
