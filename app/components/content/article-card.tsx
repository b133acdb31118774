import { type ArticleLang, articleLabels, examLabel, languageNames } from "#app/catalog/content/content-labels";
import { Badge } from "#app/components/ui/badge";
import { Card } from "#app/components/ui/card";
import type { ArticleSummary } from "#app/lib/content-schema";

export type ArticleCardProps = {
  article: ArticleSummary;
  /** The language of the page showing the card, for its labels. */
  labelLang?: ArticleLang;
  headingLevel?: 2 | 3;
};

/** An article in a list: exams, title (the link), summary, date and reading time. */
export function ArticleCard({ article, labelLang = "en", headingLevel = 2 }: ArticleCardProps) {
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
