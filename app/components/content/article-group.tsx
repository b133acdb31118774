import type { ReactNode } from "react";
import type { PageInfo } from "#app/catalog/pages.server";
import { PageIntro } from "#app/components/sections/page-intro";
import { Prose } from "./prose";

/** A titled group on a hub page (e.g. the TOEFL speaking articles). */
export function ArticleGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A hub page: its intro and its own text (after `toc`, when given), then its groups of articles. */
export function HubPage({
  page,
  html,
  toc,
  children,
}: {
  page: Pick<PageInfo, "heading" | "intro">;
  html: string;
  toc?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageIntro page={page} />
      <div className={toc ? "mx-auto max-w-3xl space-y-8 px-4" : "mx-auto max-w-3xl px-4"}>
        {toc}
        <Prose html={html} />
      </div>
      {children}
      <div className="pb-10" />
    </>
  );
}
