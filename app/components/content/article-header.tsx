import { ArrowLeft } from "lucide-react";
import { Badge } from "#app/components/ui/badge";
import { cn } from "#app/lib/cn";

export type ArticleHeaderProps = {
  title: string;
  description: string;
  /** Exam names shown as badges above the title. */
  badges: readonly string[];
  author: string;
  published?: { iso: string; label: string } | null;
  updated?: { iso: string; label: string } | null;
  readingTime: string;
  labels: { byline: string; published: string; updated: string };
  back: { to: string; label: string };
  /** `wide` lines the header up with a text that has a sidebar. */
  width?: "narrow" | "wide";
};

/** The top of an article or guide: the page's h1, summary and byline. */
export function ArticleHeader({
  title,
  description,
  badges,
  author,
  published,
  updated,
  readingTime,
  labels,
  back,
  width = "narrow",
}: ArticleHeaderProps) {
  return (
    <header className="bg-gradient-to-b from-primary-50 to-surface">
      <div className={cn("mx-auto px-4 pt-8 pb-8 sm:pt-12", width === "wide" ? "max-w-6xl" : "max-w-3xl")}>
        <a
          href={back.to}
          className="inline-flex items-center gap-1 rounded-control text-sm font-medium text-primary-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </a>
        <div className="mt-6 flex flex-wrap gap-2">
          {badges.map((badge) => (
            <Badge key={badge}>{badge}</Badge>
          ))}
        </div>
        <h1 className="mt-4 max-w-3xl text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-muted text-pretty">{description}</p>
        <p className="mt-6 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
          <span>
            {labels.byline} <span className="font-medium text-ink">{author}</span>
          </span>
          {published ? (
            <span>
              {labels.published} <time dateTime={published.iso}>{published.label}</time>
            </span>
          ) : null}
          {updated ? (
            <span>
              {labels.updated} <time dateTime={updated.iso}>{updated.label}</time>
            </span>
          ) : null}
          <span>{readingTime}</span>
        </p>
      </div>
    </header>
  );
}
