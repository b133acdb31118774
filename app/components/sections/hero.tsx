// A page's opening block: badge, the page's h1, a short text, actions and an optional aside.
import type { ReactNode } from "react";
import { Badge } from "#app/components/ui/badge";
import { HeroInView } from "#app/components/ui/section";
import { cn } from "#app/lib/cn";

export type HeroProps = {
  badge?: string;
  /** The page's one h1. */
  title: string;
  /** A part of the title drawn in the primary colour. */
  highlight?: string;
  text: string;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Shown beside the text on wide screens and below it on phones. */
  aside?: ReactNode;
  /** Anything else under the actions, e.g. stats. */
  children?: ReactNode;
};

function Title({ title, highlight }: { title: string; highlight?: string }) {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (!highlight || at < 0) return title;
  return (
    <>
      {title.slice(0, at)}
      <span className="text-primary-700">{highlight}</span>
      {title.slice(at + highlight.length)}
    </>
  );
}

export function Hero({ badge, title, highlight, text, actions, aside, children }: HeroProps) {
  return (
    <HeroInView className="bg-gradient-to-b from-primary-50 to-surface">
      <div
        className={cn(
          "mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20",
          aside ? "lg:grid-cols-[1.1fr_1fr] lg:gap-14" : "text-center",
        )}
      >
        <div className={cn("min-w-0", !aside && "mx-auto max-w-3xl")}>
          {badge ? <Badge tone="primary">{badge}</Badge> : null}
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-ink text-balance sm:text-5xl">
            <Title title={title} highlight={highlight} />
          </h1>
          <p className={cn("mt-5 max-w-2xl text-lg text-muted text-pretty", !aside && "mx-auto")}>{text}</p>
          {actions ? (
            <div className={cn("mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap", !aside && "sm:justify-center")}>
              {actions}
            </div>
          ) : null}
          {children}
        </div>
        {aside ? <div className="min-w-0">{aside}</div> : null}
      </div>
    </HeroInView>
  );
}
