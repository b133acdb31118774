// A small sourced table: a caption, rows, notes and the source with the day it was checked.
import { useId } from "react";
import { whatChangedAttribute } from "#app/catalog/exam-page/exam-changes";
import type { FactSource } from "#app/catalog/fact-sources";
import { checkedLabelIn } from "#app/catalog/fact-words";
import { SourceLink } from "#app/components/sections/source-link";
import { useLang, useWords } from "#app/lib/lang";
import { note as en } from "#content/whatChanged";
import { note as es } from "#content/whatChangedEs";

export type FactTableProps = {
  heading: string;
  /** The heading's level where the table stands on its own (default h3, inside a section). */
  level?: "h2" | "h3";
  intro?: string;
  caption: string;
  columns: readonly string[];
  /** Each row: the first cell heads the row. */
  rows: readonly (readonly string[])[];
  notes?: readonly string[];
  source: FactSource;
  checkedOn: string;
  /** A table of a replaced format or scale beside the new one (TOEFL's 0–120 and 1–6): a what-changed note. */
  whatChanged?: boolean;
  /** A page that does more with the table (the SHSAT cutoffs lead to the list helper). */
  link?: { label: string; href: string };
};

export function FactTable({
  heading,
  level: Heading = "h3",
  intro,
  caption,
  columns,
  rows,
  notes = [],
  source,
  checkedOn,
  whatChanged = false,
  link,
}: FactTableProps) {
  const headingId = useId();
  const lang = useLang();
  const { sourceLabel } = useWords({ en, es });
  return (
    <section
      aria-labelledby={headingId}
      {...(whatChanged ? { [whatChangedAttribute]: "" } : {})}
      className="mt-8 rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <Heading id={headingId} className="text-xl font-semibold text-ink">
        {heading}
      </Heading>
      {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="text-muted">
              {columns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-3 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([first = "", ...rest]) => (
              <tr key={first} className="border-t border-line align-top">
                <th scope="row" className="py-2 pr-3 font-medium text-ink">
                  {first}
                </th>
                {rest.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row have no identity beyond their column
                  <td key={index} className="py-2 pr-3 tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {notes.map((note) => (
        <p key={note} className="mt-3 text-sm text-muted">
          {note}
        </p>
      ))}
      <p className="mt-3 text-sm text-muted">
        <time dateTime={checkedOn}>{checkedLabelIn(lang, { checkedOn })}</time>
        {" · "}
        <SourceLink source={source}>
          {sourceLabel}
          <span className="sr-only">
            : <span lang="en">{source.title}</span>
          </span>
        </SourceLink>
      </p>
      {link ? (
        <p className="mt-3 text-sm">
          <a href={link.href} className="font-medium underline underline-offset-2">
            {link.label}
          </a>
        </p>
      ) : null}
    </section>
  );
}
