// An exam's format and scoring at a glance, and when and where the facts were checked.
import { Clock } from "lucide-react";
import { useId } from "react";
import type { InfoBoxData } from "#app/catalog/exam-page/exam-pages";
import { SourceLink } from "#app/components/sections/source-link";
import { useWords } from "#app/lib/lang";
import { note as en } from "#content/whatChanged";
import { note as es } from "#content/whatChangedEs";

export type InfoBoxProps = { box: InfoBoxData };

export function InfoBox({ box }: InfoBoxProps) {
  const titleId = useId();
  const { sourceLabel } = useWords({ en, es });
  return (
    <section aria-labelledby={titleId} className="rounded-card bg-primary-900 p-6 text-white shadow-raised sm:p-8">
      <h3 id={titleId} className="text-2xl font-bold tracking-tight">
        {box.title}
      </h3>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {box.sections.map((section) => (
          <div key={section.label} className="rounded-control bg-primary-800 p-4">
            <dt className="text-sm font-semibold uppercase tracking-wide text-primary-100">{section.label}</dt>
            <dd className="mt-1 text-xl font-bold">{section.value}</dd>
            {section.duration ? (
              <dd className="mt-1 flex items-center gap-1.5 text-sm text-primary-100">
                <Clock aria-hidden="true" className="size-4 shrink-0" />
                {section.duration}
              </dd>
            ) : null}
            <dd className="mt-2 text-sm text-primary-100">{section.subtitle}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 border-t border-primary-800 pt-4 text-primary-100">{box.bottomText}</p>
      {box.note ? <p className="mt-2 text-primary-100">{box.note}</p> : null}
      {box.link ? (
        <p className="mt-3">
          <a href={box.link.href} className="font-semibold text-white underline underline-offset-2">
            {box.link.label}
          </a>
        </p>
      ) : null}
      <p className="mt-4 text-sm text-primary-100">
        <time dateTime={box.freshness.checkedOn}>{box.freshness.checked}</time>
        {" · "}
        <SourceLink source={box.freshness.source} className="text-white underline underline-offset-2">
          {sourceLabel}
          <span className="sr-only">
            : <span lang="en">{box.freshness.source.title}</span>
          </span>
        </SourceLink>
      </p>
    </section>
  );
}
