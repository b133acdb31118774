import type { ReactNode } from "react";
import type { PageInfo } from "#app/catalog/pages.server";

/** A page's heading and introduction, from the pages catalog. */
export function PageIntro({ page, children }: { page: Pick<PageInfo, "heading" | "intro">; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-primary-50 to-surface">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
        <h1 className="text-4xl font-bold tracking-tight text-ink text-balance sm:text-5xl">{page.heading}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted text-pretty">{page.intro}</p>
        {children}
      </div>
    </section>
  );
}

/** A page's heading and introduction, then its body in a box of `className`. */
export function IntroPage({
  page,
  className,
  children,
}: {
  page: Pick<PageInfo, "heading" | "intro">;
  className: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageIntro page={page} />
      <div className={className}>{children}</div>
    </>
  );
}
