// Frequently asked questions; each item's first opening records faq_expand (sent by the page script).
import { type ReactNode, useId } from "react";
import type { FaqItem } from "#app/catalog/page-content-schema";
import { Accordion } from "#app/components/ui/accordion";
import { Section } from "#app/components/ui/section";
import { SectionHeading } from "./section-heading";

export type FaqProps = {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  items: readonly FaqItem[];
  /** The item open at first (home opens the first, exam pages none). */
  defaultOpenIndex?: number;
  /** The page name sent with faq_expand. */
  page: string;
  /** Shown under the questions, e.g. a link to support. */
  children?: ReactNode;
  tone?: "plain" | "muted";
};

export function Faq({ id, eyebrow, heading, intro, items, defaultOpenIndex, page, children, tone }: FaqProps) {
  const headingId = useId();
  return (
    <Section id={id} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
      <div className="mx-auto max-w-3xl">
        <Accordion
          items={items}
          defaultOpenIndex={defaultOpenIndex}
          firstOpenEvents={({ question }) => [["faq_expand", { question, page }]]}
        />
        {children ? <div className="mt-8 text-center text-muted">{children}</div> : null}
      </div>
    </Section>
  );
}
