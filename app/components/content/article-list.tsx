import type { ArticleSummary } from "#app/lib/content-schema";
import { ArticleCard, type ArticleCardProps } from "./article-card";

/** A grid of article cards, in the order given. */
export function ArticleList({
  articles,
  labelLang,
  headingLevel,
  columns = 3,
}: {
  articles: readonly ArticleSummary[];
  columns?: 2 | 3;
} & Omit<ArticleCardProps, "article">) {
  return (
    <ul className={columns === 3 ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-3" : "grid gap-6 sm:grid-cols-2"}>
      {articles.map((article) => (
        // Cards off screen are not laid out until scrolled near, nor are their fonts fetched.
        <li key={article.slug} className="[contain-intrinsic-size:auto_20rem] [content-visibility:auto]">
          <ArticleCard article={article} labelLang={labelLang} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
