// A plain table (the first cell, a time, on one line); a narrow screen scrolls it sideways.
import type { ReactNode } from "react";

export function DataTable({
  caption,
  columns,
  rows,
  empty,
}: {
  /** For screen readers only. */
  caption?: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  empty?: string;
}) {
  if (rows.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-card border border-line">
      <table className="w-full text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-canvas text-ink">
          <tr>
            {columns.map((title) => (
              <th key={title} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-line">
              {row.cells.map((cell, index) => (
                <td
                  key={columns[index]}
                  className={index === 0 ? "px-3 py-2 whitespace-nowrap tabular-nums" : "px-3 py-2 break-words"}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
