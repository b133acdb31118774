// Feature cards: an icon, a title and a short text each.
import { type ReactNode, useId } from "react";
import type { Feature } from "#app/catalog/features";
import { Card, CardDescription, CardTitle } from "#app/components/ui/card";
import { Section } from "#app/components/ui/section";
import { cn } from "#app/lib/cn";
import { SectionHeading } from "./section-heading";

export type FeatureGridProps = {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  features: readonly Feature[];
  /** Columns on wide screens (default 3). */
  columns?: 2 | 3 | 4;
  tone?: "plain" | "muted";
  /** Shown under the cards, e.g. an exam's format box. */
  children?: ReactNode;
};

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export function FeatureGrid({ id, eyebrow, heading, intro, features, columns = 3, tone, children }: FeatureGridProps) {
  const headingId = useId();
  return (
    <Section id={id} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
      <ul className={cn("grid gap-6", columnClasses[columns])}>
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <span className="inline-flex size-12 items-center justify-center rounded-control bg-primary-100 text-primary-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <CardTitle className="mt-4">{title}</CardTitle>
              <CardDescription className="mt-2">{text}</CardDescription>
            </Card>
          </li>
        ))}
      </ul>
      {children ? <div className="mt-10 md:mt-14">{children}</div> : null}
    </Section>
  );
}
