// Feature cards: an icon, a title and a short text each.
import type { ReactNode } from "react";
import type { Feature } from "#app/catalog/features";
import { Card } from "#app/components/ui/card";
import { Section, type SectionHead } from "#app/components/ui/section";
import { cn } from "#app/lib/cn";

export type FeatureGridProps = SectionHead & {
  features: readonly Feature[];
  /** Columns on wide screens (default 3). */
  columns?: 2 | 3 | 4;
  /** Shown under the cards, e.g. an exam's format box. */
  children?: ReactNode;
};

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export function FeatureGrid({ features, columns = 3, children, ...head }: FeatureGridProps) {
  return (
    <Section {...head}>
      <ul className={cn("grid gap-6", columnClasses[columns])}>
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <span className="inline-flex size-12 items-center justify-center rounded-control bg-primary-100 text-primary-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
      {children ? <div className="mt-10 md:mt-14">{children}</div> : null}
    </Section>
  );
}
