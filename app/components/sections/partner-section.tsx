// About a partner: who they are and what their audience gets, beside a card with the points to remember.
import { type ReactNode, useId } from "react";
import { CheckList } from "#app/components/ui/check-list";
import { Section, type SectionHead } from "#app/components/ui/section";

export type PartnerSectionProps = Omit<SectionHead, "intro"> & {
  paragraphs: readonly string[];
  pointsTitle: string;
  points: readonly string[];
  /** Under the text, e.g. a sign-up button. */
  children?: ReactNode;
};

export function PartnerSection({
  eyebrow,
  heading,
  paragraphs,
  pointsTitle,
  points,
  children,
  ...rest
}: PartnerSectionProps) {
  const headingId = useId();
  return (
    <Section {...rest} labelledBy={headingId}>
      <div className="grid items-start gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div className="min-w-0">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">{eyebrow}</p> : null}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl">
            {heading}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-muted text-pretty">
              {paragraph}
            </p>
          ))}
          {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
        </div>
        <div className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
          <h3 className="text-lg font-semibold text-ink">{pointsTitle}</h3>
          <CheckList items={points} className="mt-4 space-y-3" />
        </div>
      </div>
    </Section>
  );
}
