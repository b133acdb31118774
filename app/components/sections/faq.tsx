// Frequently asked questions; each item's first opening records faq_expand (sent by the page script).
import type { ReactNode } from "react";
import type { FaqItem } from "#app/catalog/page-content-schema";
import { Accordion } from "#app/components/ui/accordion";
import { Section, type SectionHead } from "#app/components/ui/section";

export type FaqProps = SectionHead & {
  items: readonly FaqItem[];
  /** The item open at first (home opens the first, exam pages none). */
  defaultOpenIndex?: number;
  /** The page name sent with faq_expand. */
  page: string;
  /** Shown under the questions, e.g. a link to support. */
  children?: ReactNode;
};

export function Faq({ items, defaultOpenIndex, page, children, ...head }: FaqProps) {
  return (
    <Section {...head}>
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
