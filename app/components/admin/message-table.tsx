// Contact messages as a table: received, status, name, email, campaign; each
// name links to the message's page. A narrow screen scrolls the table sideways.
import { adminPaths, adminWords } from "#app/catalog/admin";
import type { ContactMessage } from "#app/server/db/schema.server";
import { LeadStatus } from "./lead-status";

/** A time as UTC minutes, formatted on the server (the page never hydrates). */
export function minute(date: Date | string | null): string {
  if (date === null) return "";
  return new Date(date).toISOString().slice(0, 16).replace("T", " ");
}

export function campaignOf(message: Pick<ContactMessage, "firstTouch" | "lastTouch">): string {
  return message.lastTouch?.utm_campaign ?? message.firstTouch?.utm_campaign ?? "";
}

type Row = Pick<ContactMessage, "id" | "createdAt" | "status" | "name" | "email" | "firstTouch" | "lastTouch">;

export function MessageTable({ messages }: { messages: readonly Row[] }) {
  const columns = adminWords.messages.columns;
  if (messages.length === 0) return <p className="text-muted">{adminWords.messages.none}</p>;
  return (
    <div className="overflow-x-auto rounded-card border border-line">
      <table className="w-full text-left text-sm">
        <thead className="bg-canvas text-ink">
          <tr>
            {[columns.received, columns.status, columns.name, columns.email, columns.campaign].map((title) => (
              <th key={title} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id} className="border-t border-line">
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{minute(message.createdAt)}</td>
              <td className="px-3 py-2">
                <LeadStatus status={message.status} />
              </td>
              <td className="px-3 py-2">
                <a className="font-medium text-primary-700 underline" href={adminPaths.message(message.id)}>
                  {message.name}
                </a>
              </td>
              <td className="px-3 py-2 break-all">{message.email}</td>
              <td className="px-3 py-2">{campaignOf(message)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
