import { articleLabels, examLabel } from "#app/catalog/content/content-labels";
import { Badge } from "#app/components/ui/badge";
import { Card } from "#app/components/ui/card";
import type { GuideSummary } from "#app/lib/content-schema";
import { guide as guideLabels } from "#content/contentLabels";

/** Study guides as cards: exam, title (the link), summary and length. */
export function ArticleGuideList({
  guides,
  headingLevel = 2,
}: {
  guides: readonly GuideSummary[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {guides.map((guide) => (
        <li key={guide.slug}>
          <Card className="relative flex h-full flex-col gap-3 p-5 transition-shadow hover:shadow-raised sm:p-6">
            <div>
              <Badge>{examLabel(guide.exam)}</Badge>
            </div>
            <Heading className="text-xl font-semibold leading-snug text-ink text-balance">
              <a
                href={guide.path}
                className="rounded-control after:absolute after:inset-0 after:rounded-card hover:text-primary-700"
              >
                {guide.title}
              </a>
            </Heading>
            <p className="text-muted">{guide.description}</p>
            <p className="mt-auto pt-2 text-sm text-muted">
              <span className="font-semibold text-primary-700">{guideLabels.readGuide}</span>
              <span aria-hidden="true"> · </span>
              {articleLabels.en.readingTime(guide.readingMinutes)}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
