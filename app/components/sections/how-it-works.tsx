// Numbered steps; the layout suits three, four or six of them.
import type { Step } from "#app/catalog/page-content-schema";
import { Section, type SectionHead } from "#app/components/ui/section";
import { cn } from "#app/lib/cn";
import { fillIn } from "#app/lib/fill-in";
import { useWords } from "#app/lib/lang";
import { steps as wordsEn } from "#content/sections";
import { steps as wordsEs } from "#content/sectionsEs";

const columns: Record<number, string> = {
  2: "sm:grid-cols-2",
  3: "md:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

export function HowItWorks({ steps, ...head }: SectionHead & { steps: readonly Step[] }) {
  const words = useWords({ en: wordsEn, es: wordsEs });
  return (
    <Section {...head}>
      <ol className={cn("grid gap-6", columns[steps.length] ?? "sm:grid-cols-2 lg:grid-cols-3")}>
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-card border border-line bg-surface p-6 shadow-card">
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-primary-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">
              <span className="sr-only">{fillIn(words.step, { number: index + 1 })} </span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
