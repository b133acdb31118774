// Contact messages as a DataTable; each name links to the message's page.
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import type { ContactMessage } from "#app/server/db/schema.server";
import { DataTable } from "./data-table";
import { LeadStatus } from "./lead-status";

/** A time as UTC minutes, formatted on the server (the page never hydrates). */
export function minute(date: Date | string | null): string {
  if (date === null) return "";
  return new Date(date).toISOString().slice(0, 16).replace("T", " ");
}

function campaignOf(message: Pick<ContactMessage, "firstTouch" | "lastTouch">): string {
  return message.lastTouch?.utm_campaign ?? message.firstTouch?.utm_campaign ?? "";
}

type Row = Pick<ContactMessage, "id" | "createdAt" | "status" | "name" | "email" | "firstTouch" | "lastTouch">;

export function MessageTable({ messages }: { messages: readonly Row[] }) {
  const columns = adminWords.messages.columns;
  return (
    <DataTable
      columns={[columns.received, columns.status, columns.name, columns.email, columns.campaign]}
      rows={messages.map((message) => ({
        key: message.id,
        cells: [
          minute(message.createdAt),
          <LeadStatus key="status" status={message.status} />,
          <a key="name" className="font-medium text-primary-700 underline" href={adminPaths.message(message.id)}>
            {message.name}
          </a>,
          message.email,
          campaignOf(message),
        ],
      }))}
      empty={adminWords.messages.none}
    />
  );
}
