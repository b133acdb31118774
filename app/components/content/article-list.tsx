import { type ArticleLang, articleLabels, examLabel, languageNames } from "#app/catalog/content/content-labels";
import { Badge } from "#app/components/ui/badge";
import { Card } from "#app/components/ui/card";
import type { ArticleSummary } from "#app/lib/content-schema";

type ArticleCardProps = {
  article: ArticleSummary;
  /** The language of the page showing the card, for its labels. */
  labelLang?: ArticleLang;
  headingLevel?: 2 | 3;
};

/** An article in a list: exams, title (the link), summary, date and reading time. */
function ArticleCard({ article, labelLang = "en", headingLevel = 2 }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const labels = articleLabels[labelLang];
  return (
    <Card className="relative flex h-full flex-col gap-3 p-5 transition-shadow hover:shadow-raised sm:p-6">
      <div className="flex flex-wrap gap-2">
        {article.exams.map((exam) => (
          <Badge key={exam}>{examLabel(exam)}</Badge>
        ))}
        {article.lang !== labelLang ? (
          <Badge tone="neutral" lang={article.lang} data-language-name="">
            {languageNames[article.lang]}
          </Badge>
        ) : null}
      </div>
      <Heading className="text-xl font-semibold leading-snug text-ink text-balance">
        <a
          href={article.path}
          lang={article.lang}
          className="rounded-control after:absolute after:inset-0 after:rounded-card hover:text-primary-700"
        >
          {article.title}
        </a>
      </Heading>
      <p lang={article.lang} className="text-muted">
        {article.description}
      </p>
      <p className="mt-auto pt-2 text-sm text-muted">
        <time dateTime={article.date}>{article.dateLabel}</time>
        <span aria-hidden="true"> · </span>
        <span>{labels.readingTime(article.readingMinutes)}</span>
      </p>
    </Card>
  );
}

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
