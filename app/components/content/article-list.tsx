import type { ArticleSummary } from "#app/lib/content-schema";
import { ArticleCard, type ArticleCardProps } from "./article-card";

/** A grid of article cards, in the order given. */
export function ArticleList({
  articles,
  labelLang,
  headingLevel,
}: {
  articles: readonly ArticleSummary[];
} & Omit<ArticleCardProps, "article">) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        // Cards off screen are not laid out until scrolled near, nor are their fonts fetched.
        <li key={article.slug} className="[contain-intrinsic-size:auto_20rem] [content-visibility:auto]">
          <ArticleCard article={article} labelLang={labelLang} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** More articles after a page's text, in a band across the page; nothing when there are none. */
export function MoreArticles({
  id,
  heading,
  articles,
  labelLang,
}: { id: string; heading: string; articles: readonly ArticleSummary[] } & Pick<ArticleCardProps, "labelLang">) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={id} className="border-t border-line bg-canvas">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-ink">
          {heading}
        </h2>
        <div className="mt-6">
          <ArticleList articles={articles} labelLang={labelLang} headingLevel={3} />
        </div>
      </div>
    </section>
  );
}
