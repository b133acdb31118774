// Frequently asked questions as the browser's widget: <details> sharing one `name`, one open at a time, no script
// (decision 022). Each item's first opening records faq_expand, sent by the page script.
import { ChevronDown } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { FaqItem } from "#app/catalog/page-content-schema";
import { Section, type SectionHead } from "#app/components/ui/section";
import { trackFirstOpen } from "#app/lib/track-attributes";

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
  // One group per FAQ, so two on a page do not close each other.
  const group = useId();
  return (
    <Section {...head}>
      <div className="mx-auto max-w-3xl">
        <div className="divide-y divide-line rounded-card border border-line bg-surface">
          {items.map(({ question, answer }, index) => (
            <details
              key={question}
              name={group}
              open={index === defaultOpenIndex}
              className="group"
              {...trackFirstOpen(["faq_expand", { question, page }])}
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-ink hover:text-primary-700 [&::-webkit-details-marker]:hidden">
                <h3 className="font-semibold">{question}</h3>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <div className="px-5 pb-5 text-muted">{answer}</div>
            </details>
          ))}
        </div>
        {children ? <div className="mt-8 text-center text-muted">{children}</div> : null}
      </div>
    </Section>
  );
}
