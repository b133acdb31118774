// The blog index's filters by exam and tag: plain links to ?exam=…&tag=…, rendered per request (decision 014).
import {
  type ArticleExam,
  articleExams,
  blogLabels,
  examLabel,
  isArticleExam,
  isTag,
  type Tag,
  tagLabels,
  tags,
} from "#app/catalog/content/content-labels";
import { cn } from "#app/lib/cn";
import type { ArticleSummary } from "#app/lib/content-schema";

export type ArticleFilter = { exam: ArticleExam | null; tag: Tag | null };

export const noFilter: ArticleFilter = { exam: null, tag: null };

/** The filter in a query string; unknown values are ignored. */
export function readFilter(params: URLSearchParams): ArticleFilter {
  const exam = params.get("exam") ?? "";
  const tag = params.get("tag") ?? "";
  return { exam: isArticleExam(exam) ? exam : null, tag: isTag(tag) ? tag : null };
}

/** The query string of a filter ("" for none), in a stable order. */
export function filterSearch({ exam, tag }: ArticleFilter): string {
  const search = new URLSearchParams({ ...(exam && { exam }), ...(tag && { tag }) }).toString();
  return search ? `?${search}` : "";
}

export function filterArticles<Article extends Pick<ArticleSummary, "exams" | "tags">>(
  articles: readonly Article[],
  { exam, tag }: ArticleFilter,
): Article[] {
  return articles.filter((article) => (!exam || article.exams.includes(exam)) && (!tag || article.tags.includes(tag)));
}

/** The exams and tags that at least one article has, in catalog order. */
export function filterOptions(articles: readonly Pick<ArticleSummary, "exams" | "tags">[]) {
  return {
    exams: articleExams.filter((exam) => articles.some((article) => article.exams.includes(exam))),
    tags: tags.filter((tag) => articles.some((article) => article.tags.includes(tag))),
  };
}

/** Per filter, a row of links: "All", then each option, the chosen one marked; each keeps the other filter. */
export function BlogFilters({
  path,
  exams,
  tags: tagOptions,
  filter,
}: {
  /** The address of the list the filters narrow (its query is theirs). */
  path: string;
  exams: readonly ArticleExam[];
  tags: readonly Tag[];
  filter: ArticleFilter;
}) {
  const groups = [
    {
      key: "exam",
      label: blogLabels.filterByExam,
      all: blogLabels.allExams,
      options: exams.map((exam) => [exam, examLabel(exam)]),
    },
    {
      key: "tag",
      label: blogLabels.filterByTag,
      all: blogLabels.allTags,
      options: tagOptions.map((tag) => [tag, tagLabels[tag]]),
    },
  ] as const;
  return (
    <div className="space-y-5">
      {groups.map(({ key, label, all, options }) => (
        <nav key={key} aria-label={label}>
          <p className="text-sm font-semibold text-muted">{label}</p>
          <ul className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
            {[[null, all] as const, ...options].map(([value, text]) => (
              <li key={text} className="shrink-0">
                <a
                  href={`${path}${filterSearch({ ...filter, [key]: value })}`}
                  aria-current={filter[key] === value ? "true" : undefined}
                  className={cn(
                    "inline-flex min-h-10 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium",
                    filter[key] === value
                      ? "border-primary-700 bg-primary-700 text-white"
                      : "border-line bg-surface text-ink hover:border-primary-600 hover:text-primary-700",
                  )}
                >
                  {text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
