// Exam cards (docs/product.md, "Exam card"): title, subtitle, description, features and a call to action each.
import type { ExamCard } from "#app/catalog/exam-selection";
import { CheckList } from "#app/components/ui/check-list";
import { Section } from "#app/components/ui/section";
import { CtaLink } from "./cta-link";

export type ExamCardsProps = {
  heading: string;
  cards: readonly ExamCard[];
  /** Where the cards sit, for the cta_click event. */
  analyticsSection: string;
  /** Extra classes for the section, e.g. less top padding right under a page intro. */
  className?: string;
};

export function ExamCards({ heading, cards, analyticsSection, className }: ExamCardsProps) {
  return (
    <Section heading={heading} className={className}>
      <ul className="flex flex-wrap justify-center gap-6">
        {cards.map((card) => (
          <li key={card.id} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]">
            <article className="flex h-full flex-col rounded-card border border-line bg-surface p-6 shadow-card">
              <h3 className="text-2xl font-bold text-ink">{card.title}</h3>
              <p className="mt-1 text-sm font-medium text-primary-700">{card.subtitle}</p>
              <p className="mt-4 text-muted">{card.description}</p>
              <CheckList items={card.features} small className="mt-5 flex-1 space-y-2.5" />
              <CtaLink
                action={{ label: card.cta, href: card.link }}
                section={analyticsSection}
                variant="secondary"
                className="mt-6 w-full"
              />
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
