// Options compared across features: a real table, scrolling in its own box on narrow screens.
import { Check, Minus, X } from "lucide-react";
import { useId } from "react";
import type { ComparisonCell, ComparisonTableData } from "#app/catalog/comparisons";
import { Section, type SectionHead } from "#app/components/ui/section";
import { cn } from "#app/lib/cn";
import { useWords } from "#app/lib/lang";
import { comparison as wordsEn } from "#content/sections";
import { comparison as wordsEs } from "#content/sectionsEs";

/** Each mark's icon and colours; its words (read by screen readers) are sections.yml's `comparison`. */
const marks = {
  yes: { Icon: Check, className: "bg-success-100 text-success-800" },
  no: { Icon: X, className: "bg-canvas text-muted" },
  partial: { Icon: Minus, className: "bg-accent-100 text-accent-800" },
} as const;

function Cell({ cell, words }: { cell: ComparisonCell; words: typeof wordsEn }) {
  if (typeof cell !== "string") return <span className="text-sm text-ink">{cell.text}</span>;
  const { Icon, className } = marks[cell];
  return (
    <span className={cn("inline-flex size-7 items-center justify-center rounded-full", className)}>
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">{words[cell]}</span>
    </span>
  );
}

export function ComparisonTable({ table, ...head }: SectionHead & { table: ComparisonTableData }) {
  const captionId = useId();
  const words = useWords({ en: wordsEn, es: wordsEs });
  return (
    <Section {...head}>
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="relative overflow-x-auto rounded-card border border-line bg-surface shadow-card"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left">
          <caption id={captionId} className="sr-only">
            {table.caption}
          </caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="sticky left-0 bg-surface px-4 py-3 text-sm font-semibold text-muted">
                <span className="sr-only">{words.feature}</span>
              </th>
              {table.options.map((option) => (
                <th
                  key={option.label}
                  scope="col"
                  className={cn(
                    "px-4 py-3 text-center text-sm font-semibold",
                    option.highlight ? "bg-primary-50 text-primary-800" : "text-ink",
                  )}
                >
                  {option.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.feature} className="border-b border-line last:border-b-0">
                <th scope="row" className="sticky left-0 bg-surface px-4 py-3 text-sm font-medium text-ink">
                  {row.feature}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, one per option
                    key={index}
                    className={cn("px-4 py-3 text-center", table.options[index]?.highlight && "bg-primary-50")}
                  >
                    <Cell cell={cell} words={words} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Section>
  );
}
