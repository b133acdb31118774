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
export function filterSearch(filter: ArticleFilter): string {
  const params = new URLSearchParams();
  if (filter.exam) params.set("exam", filter.exam);
  if (filter.tag) params.set("tag", filter.tag);
  const search = params.toString();
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

function FilterLink({
  path,
  filter,
  selected,
  children,
}: {
  path: string;
  filter: ArticleFilter;
  selected: boolean;
  children: string;
}) {
  return (
    <li className="shrink-0">
      <a
        href={`${path}${filterSearch(filter)}`}
        aria-current={selected ? "true" : undefined}
        className={cn(
          "inline-flex min-h-10 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium",
          selected
            ? "border-primary-700 bg-primary-700 text-white"
            : "border-line bg-surface text-ink hover:border-primary-600 hover:text-primary-700",
        )}
      >
        {children}
      </a>
    </li>
  );
}

function FilterGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <nav aria-label={label}>
      <p className="text-sm font-semibold text-muted">{label}</p>
      <ul className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {children}
      </ul>
    </nav>
  );
}

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
  return (
    <div className="space-y-5">
      <FilterGroup label={blogLabels.filterByExam}>
        <FilterLink path={path} filter={{ ...filter, exam: null }} selected={filter.exam === null}>
          {blogLabels.allExams}
        </FilterLink>
        {exams.map((exam) => (
          <FilterLink key={exam} path={path} filter={{ ...filter, exam }} selected={filter.exam === exam}>
            {examLabel(exam)}
          </FilterLink>
        ))}
      </FilterGroup>
      <FilterGroup label={blogLabels.filterByTag}>
        <FilterLink path={path} filter={{ ...filter, tag: null }} selected={filter.tag === null}>
          {blogLabels.allTags}
        </FilterLink>
        {tagOptions.map((tag) => (
          <FilterLink key={tag} path={path} filter={{ ...filter, tag }} selected={filter.tag === tag}>
            {tagLabels[tag]}
          </FilterLink>
        ))}
      </FilterGroup>
    </div>
  );
}
