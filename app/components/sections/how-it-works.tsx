// Numbered steps; the layout suits three, four or six of them.
import type { Step } from "#app/catalog/page-content-schema";
import { Section, type SectionHead } from "#app/components/ui/section";
import { cn } from "#app/lib/cn";

function columnsFor(count: number): string {
  if (count === 4) return "sm:grid-cols-2 lg:grid-cols-4";
  if (count === 3) return "md:grid-cols-3";
  if (count === 2) return "sm:grid-cols-2";
  return "sm:grid-cols-2 lg:grid-cols-3";
}

export function HowItWorks({ steps, ...head }: SectionHead & { steps: readonly Step[] }) {
  return (
    <Section {...head}>
      <ol className={cn("grid gap-6", columnsFor(steps.length))}>
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-card border border-line bg-surface p-6 shadow-card">
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-primary-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
