// A small table whose first cell heads each row, its caption for screen readers only.
export function RowTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
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
            <th scope="row" className="py-2 pr-3 font-medium whitespace-nowrap text-ink">
              {first}
            </th>
            {rest.map((cell, index) => (
              <td key={columns[index + 1] ?? index} className="py-2 pr-3 tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
