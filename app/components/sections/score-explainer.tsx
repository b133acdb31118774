// How a score turns into admission: bars splitting a whole into parts, then the rules as short cards.
import { useId } from "react";
import type { ScoreFact, ScoreSplit } from "#app/catalog/blocks";
import { Section, type SectionHead } from "#app/components/ui/section";
import { cn } from "#app/lib/cn";

export type ScoreExplainerProps = SectionHead & { splits: readonly ScoreSplit[]; facts: readonly ScoreFact[] };

const partColours = ["bg-primary-700 text-white", "bg-accent-400 text-ink"] as const;

function SplitBar({ split }: { split: ScoreSplit }) {
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
      <figcaption id={titleId} className="text-lg font-semibold text-ink">
        {split.title}
      </figcaption>
      <div aria-hidden="true" className="mt-4 flex h-10 overflow-hidden rounded-control">
        {split.parts.map((part, index) => (
          <div
            key={part.label}
            style={{ flexGrow: part.amount, flexBasis: 0 }}
            className={cn(
              "flex items-center justify-center text-sm font-bold",
              partColours[index % partColours.length],
            )}
          >
            {part.value}
          </div>
        ))}
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {split.parts.map((part, index) => (
          <li key={part.label} className="flex gap-3">
            <span
              aria-hidden="true"
              className={cn("mt-1.5 size-3 shrink-0 rounded-full", partColours[index % partColours.length])}
            />
            <span className="text-muted">
              <strong className="text-ink">{part.value}</strong> {part.label}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

export function ScoreExplainer({ splits, facts, ...head }: ScoreExplainerProps) {
  return (
    <Section {...head}>
      <div className="grid gap-6 lg:grid-cols-2">
        {splits.map((split) => (
          <SplitBar key={split.title} split={split} />
        ))}
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-control bg-primary-100 text-primary-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-ink">{title}</h3>
              <p className="mt-1 text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
