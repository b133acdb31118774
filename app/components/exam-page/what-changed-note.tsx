// A dated note on what changed in an exam's format; the old figures are allowed only inside it (decision 020).
import { useId } from "react";
import type { ExamAnnouncement, ExamChange } from "#app/catalog/exam-page/exam-changes";
import { effectiveLabelIn } from "#app/catalog/fact-words";
import { SourceLink } from "#app/components/sections/source-link";
import { fillIn } from "#app/lib/fill-in";
import { useLang, useWords } from "#app/lib/lang";
import { note as en } from "#content/whatChanged";
import { note as es } from "#content/whatChangedEs";

/** The note's words in the page's language. */
const useNoteWords = () => useWords({ en, es });

/** "June 2026" → "June 2026"; "anunciado en junio de 2026" → "Anunciado en junio de 2026". */
const capitalized = (when: string) => `${when.charAt(0).toUpperCase()}${when.slice(1)}`;

/** A change's format now, then the one it replaced; `spacing`: the top margin of each line. */
export function NowAndBefore({ change, spacing }: { change: ExamChange; spacing: readonly [string, string] }) {
  const whatChangedCopy = useNoteWords();
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
  const whatChangedCopy = useNoteWords();
  const lang = useLang();
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
              {capitalized(effectiveLabelIn(lang, announcement))}: {announcement.title}.
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
              {fillIn(whatChangedCopy.since, { when: effectiveLabelIn(lang, change) })}: {change.title}.
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
