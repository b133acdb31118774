// A page's opening block: badge, the page's h1, a short text, actions and an optional aside.
import { Fragment, type ReactNode } from "react";
import type { TitleLine } from "#app/catalog/content-schemas/pages";
import type { PageInfo } from "#app/catalog/pages.server";
import { Badge } from "#app/components/ui/badge";
import { cn } from "#app/lib/cn";
import { CtaLink, type CtaLinkProps } from "./cta-link";

export type HeroProps = {
  badge?: string;
  /** The page's one h1 in lines (a highlighted line is drawn in the primary colour), and its intro. */
  page: Pick<PageInfo, "headingLines" | "intro">;
  /** Buttons under the text: the first primary, the others secondary. */
  actions?: readonly Pick<CtaLinkProps, "action" | "section" | "alsoTrack">[];
  /** Shown beside the text on wide screens and below it on phones. */
  aside?: ReactNode;
  /** Anything else under the actions, e.g. stats. */
  children?: ReactNode;
};

/** The lines as one run of text, a space between each two, outside the highlight. */
function Title({ lines }: { lines: readonly TitleLine[] }) {
  return lines.map((line, index) => (
    <Fragment key={line.text}>
      {index > 0 ? " " : null}
      {line.highlight ? <span className="text-primary-700">{line.text}</span> : line.text}
    </Fragment>
  ));
}

export function Hero({ badge, page, actions, aside, children }: HeroProps) {
  return (
    <div className="bg-gradient-to-b from-primary-50 to-surface">
      <div
        className={cn(
          "mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20",
          aside ? "lg:grid-cols-[1.1fr_1fr] lg:gap-14" : "text-center",
        )}
      >
        <div className={cn("min-w-0", !aside && "mx-auto max-w-3xl")}>
          {badge ? <Badge tone="primary">{badge}</Badge> : null}
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-ink text-balance sm:text-5xl">
            <Title lines={page.headingLines} />
          </h1>
          <p className={cn("mt-5 max-w-2xl text-lg text-muted text-pretty", !aside && "mx-auto")}>{page.intro}</p>
          {actions ? (
            <div className={cn("mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap", !aside && "sm:justify-center")}>
              {actions.map((props, index) => (
                <CtaLink
                  key={props.action.label}
                  {...props}
                  size="lg"
                  variant={index === 0 ? undefined : "secondary"}
                />
              ))}
            </div>
          ) : null}
          {children}
        </div>
        {aside ? <div className="min-w-0">{aside}</div> : null}
      </div>
    </div>
  );
}
