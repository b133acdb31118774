/*
 * FAQ accordion: one item open at a time, the open one closes on click.
 * Radix Accordion drops the children of closed items, so the answer panel is
 * ours and always rendered (hidden when closed): answers stay in the HTML.
 */
import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import { type ReactNode, useId, useRef, useState } from "react";
import { cn } from "#app/lib/cn";

export type AccordionItemData = { question: string; answer: ReactNode };

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export type AccordionProps = {
  items: readonly AccordionItemData[];
  /** The item open on first render; none when undefined. */
  defaultOpenIndex?: number;
  /** Called the first time the visitor opens each item (the faq_expand event). */
  onFirstExpand?: (question: string) => void;
  headingLevel?: HeadingLevel;
  className?: string;
};

export function Accordion({ items, defaultOpenIndex, onFirstExpand, headingLevel = 3, className }: AccordionProps) {
  const [value, setValue] = useState(defaultOpenIndex === undefined ? "" : String(defaultOpenIndex));
  const expanded = useRef(new Set<string>());
  const baseId = useId();
  const Heading: `h${HeadingLevel}` = `h${headingLevel}`;

  function handleValueChange(next: string) {
    setValue(next);
    // Radix reports "" when the open item closes.
    if (!next || expanded.current.has(next)) return;
    expanded.current.add(next);
    const item = items[Number(next)];
    if (item) onFirstExpand?.(item.question);
  }

  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      value={value}
      onValueChange={handleValueChange}
      className={cn("divide-y divide-line rounded-card border border-line bg-surface", className)}
    >
      {items.map((item, index) => {
        const itemValue = String(index);
        const open = value === itemValue;
        const triggerId = `${baseId}-trigger-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <AccordionPrimitive.Item key={itemValue} value={itemValue}>
            <AccordionPrimitive.Header asChild>
              <Heading>
                <AccordionPrimitive.Trigger
                  id={triggerId}
                  aria-controls={panelId}
                  className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:text-primary-700"
                >
                  {item.question}
                  <ChevronDown
                    aria-hidden
                    className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                  />
                </AccordionPrimitive.Trigger>
              </Heading>
            </AccordionPrimitive.Header>
            <section id={panelId} aria-labelledby={triggerId} hidden={!open} className="px-5 pb-5 text-muted">
              {item.answer}
            </section>
          </AccordionPrimitive.Item>
        );
      })}
    </AccordionPrimitive.Root>
  );
}
