// A compact card listing exams, each with a button that starts its free trial.
import { useId } from "react";
import { CtaLink } from "./cta-link";

type TrialExam = { id: string; title: string; subtitle: string; href: string };

export type TrialExamListProps = {
  heading: string;
  text?: string;
  exams: readonly TrialExam[];
  /** The button label on every row, e.g. "Try For Free". */
  ctaLabel: string;
  /** Where the list sits, for the cta_click event. */
  analyticsSection: string;
};

export function TrialExamList({ heading, text, exams, ctaLabel, analyticsSection }: TrialExamListProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-5 shadow-raised sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {heading}
      </h2>
      {text ? <p className="mt-1 text-sm text-muted">{text}</p> : null}
      <ul className="mt-4 divide-y divide-line">
        {exams.map((exam) => (
          <li key={exam.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-ink">{exam.title}</p>
              <p className="text-sm text-muted">{exam.subtitle}</p>
            </div>
            <CtaLink
              action={{ label: ctaLabel, href: exam.href, srContext: exam.title }}
              section={analyticsSection}
              size="sm"
              className="shrink-0"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
