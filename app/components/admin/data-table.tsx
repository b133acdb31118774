// The inbox's tables: a plain table (its first cell, a time, on one line) that a narrow screen scrolls sideways,
// the contact messages as one, and a message's delivery status as a badge.
import type { ReactNode } from "react";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { Badge } from "#app/components/ui/badge";
import type { ContactMessage, DeliveryStatus } from "#app/server/db/schema.server";

/** A time as UTC minutes, formatted on the server (the page never hydrates). */
export const minute = (date: Date | string | null) =>
  date === null ? "" : new Date(date).toISOString().slice(0, 16).replace("T", " ");

// Failed asks for action: red.
const tones = { queued: "neutral", sending: "primary", sent: "success", failed: "danger", spam: "accent" } as const;

export function LeadStatus({ status }: { status: DeliveryStatus }) {
  return <Badge tone={tones[status]}>{adminWords.statuses[status]}</Badge>;
}

export function DataTable({
  caption,
  columns,
  rows,
  empty,
}: {
  caption?: string; // for screen readers only
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

type Row = Pick<
  ContactMessage,
  "id" | "createdAt" | "status" | "name" | "email" | "language" | "firstTouch" | "lastTouch"
>;

/** Contact messages, each name a link to the message's page. */
export function MessageTable({ messages }: { messages: readonly Row[] }) {
  const columns = adminWords.messages.columns;
  return (
    <DataTable
      columns={[columns.received, columns.status, columns.name, columns.email, columns.language, columns.campaign]}
      rows={messages.map((message) => ({
        key: message.id,
        cells: [
          minute(message.createdAt),
          <LeadStatus key="status" status={message.status} />,
          <a key="name" className="font-medium text-primary-700 underline" href={adminPaths.message(message.id)}>
            {message.name}
          </a>,
          message.email,
          adminWords.languages[message.language],
          message.lastTouch?.utm_campaign ?? message.firstTouch?.utm_campaign ?? "",
        ],
      }))}
      empty={adminWords.messages.none}
    />
  );
}
