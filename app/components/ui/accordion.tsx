// FAQ accordion as the browser's widget: <details> sharing one `name`, one open at a time, no script (decision 022).
// The page script reports each item's first opening from trackFirstOpen's attribute.
import { ChevronDown } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "#app/lib/cn";
import { type TrackedEvent, trackFirstOpen } from "#app/lib/track-attributes";

type AccordionItemData = { question: string; answer: ReactNode };

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export type AccordionProps = {
  items: readonly AccordionItemData[];
  /** The item open in the HTML; none when undefined. */
  defaultOpenIndex?: number;
  /** The events sent the first time the visitor opens an item (faq_expand). */
  firstOpenEvents?: (item: AccordionItemData) => TrackedEvent[];
  headingLevel?: HeadingLevel;
  className?: string;
};

export function Accordion({ items, defaultOpenIndex, firstOpenEvents, headingLevel = 3, className }: AccordionProps) {
  // One group per accordion, so two accordions on a page do not close each other.
  const group = useId();
  const Heading: `h${HeadingLevel}` = `h${headingLevel}`;
  return (
    <div className={cn("divide-y divide-line rounded-card border border-line bg-surface", className)}>
      {items.map((item, index) => (
        <details
          key={item.question}
          name={group}
          open={index === defaultOpenIndex}
          className="group"
          {...(firstOpenEvents ? trackFirstOpen(...firstOpenEvents(item)) : {})}
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-ink hover:text-primary-700 [&::-webkit-details-marker]:hidden">
            <Heading className="font-semibold">{item.question}</Heading>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className="px-5 pb-5 text-muted">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
