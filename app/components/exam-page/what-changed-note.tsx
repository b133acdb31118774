// A dated note on what changed in an exam's format; the old figures are allowed only inside it (decision 020).
import { useId } from "react";
import type { ExamAnnouncement, ExamChange } from "#app/catalog/exam-page/exam-changes";
import { whatChangedCopy } from "#app/catalog/exam-page/exam-changes";
import { effectiveLabel } from "#app/catalog/fact-sources";
import { SourceLink } from "#app/components/sections/source-link";

/** A change's format now, then the one it replaced; `spacing`: the top margin of each line. */
export function NowAndBefore({ change, spacing }: { change: ExamChange; spacing: readonly [string, string] }) {
  return (
    <>
      <p className={spacing[0]}>
        <span className="font-medium">{whatChangedCopy.now}</span> {change.after}
      </p>
      <p className={`${spacing[1]} text-muted`}>
        <span className="font-medium">{whatChangedCopy.before}</span> {change.before}
      </p>
    </>
  );
}

export type WhatChangedNoteProps = {
  changes: readonly ExamChange[];
  announcements?: readonly ExamAnnouncement[];
  /** Where every change is listed (/exams/changes). */
  allChangesHref: string;
};

export function WhatChangedNote({ changes, announcements = [], allChangesHref }: WhatChangedNoteProps) {
  const headingId = useId();
  if (changes.length === 0 && announcements.length === 0) return null;
  return (
    <aside
      aria-labelledby={headingId}
      data-what-changed=""
      className="mt-8 rounded-card border border-line bg-canvas p-5 text-sm text-ink sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {whatChangedCopy.heading}
      </h3>
      <ul className="mt-3 space-y-4">
        {announcements.map((announcement) => (
          <li key={announcement.id}>
            <p className="font-medium">
              {whatChangedCopy.announced(effectiveLabel(announcement))}: {announcement.title}.
            </p>
            <p className="mt-1 text-muted">{announcement.text}</p>
            <p className="mt-1">
              <SourceLink source={announcement.source} />
            </p>
          </li>
        ))}
        {changes.map((change) => (
          <li key={change.id}>
            <p className="font-medium">
              {whatChangedCopy.since(effectiveLabel(change))}: {change.title}.
            </p>
            <NowAndBefore change={change} spacing={["mt-1", "mt-1"]} />
            <p className="mt-1">
              <SourceLink source={change.source} />
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <a href={allChangesHref} className="font-medium text-primary-700 underline underline-offset-2">
          {whatChangedCopy.allChanges}
        </a>
      </p>
    </aside>
  );
}
