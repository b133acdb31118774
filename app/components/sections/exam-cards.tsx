// Exam cards (docs/product.md, "Exam card"): title, subtitle, description, features and a call to action each.
import { Check } from "lucide-react";
import { useId } from "react";
import type { ExamCard } from "#app/catalog/exam-selection";
import { Section } from "#app/components/ui/section";
import { CtaLink } from "./cta-link";
import { SectionHeading } from "./section-heading";

export type ExamCardsProps = {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  cards: readonly ExamCard[];
  /** Where the cards sit, for the cta_click event. */
  analyticsSection: string;
  tone?: "plain" | "muted";
  /** Extra classes for the section, e.g. less top padding right under a page intro. */
  className?: string;
};

export function ExamCards({ id, eyebrow, heading, intro, cards, analyticsSection, tone, className }: ExamCardsProps) {
  const headingId = useId();
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className={className}>
      <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
      <ul className="flex flex-wrap justify-center gap-6">
        {cards.map((card) => (
          <li key={card.id} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]">
            <article className="flex h-full flex-col rounded-card border border-line bg-surface p-6 shadow-card">
              <h3 className="text-2xl font-bold text-ink">{card.title}</h3>
              <p className="mt-1 text-sm font-medium text-primary-700">{card.subtitle}</p>
              <p className="mt-4 text-muted">{card.description}</p>
              <ul className="mt-5 flex-1 space-y-2.5">
                {card.features.map((feature) => (
                  <li key={feature} className="flex gap-2.5 text-sm text-ink">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-800" />
                    {feature}
                  </li>
                ))}
              </ul>
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
