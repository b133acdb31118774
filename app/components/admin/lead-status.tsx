import { adminWords } from "#app/catalog/admin/admin";
import { Badge } from "#app/components/ui/badge";
import type { DeliveryStatus } from "#app/server/db/schema.server";

// Failed asks for action: red, from the danger tokens (the shared badge stays as it is).
const tones = {
  queued: { tone: "neutral" },
  sending: { tone: "primary" },
  sent: { tone: "success" },
  failed: { tone: null, className: "bg-danger-100 text-danger-700" },
  spam: { tone: "accent" },
} as const satisfies Record<
  DeliveryStatus,
  { tone: "neutral" | "primary" | "success" | "accent" | null; className?: string }
>;

/** A contact message's delivery status, as a badge. */
export function LeadStatus({ status }: { status: DeliveryStatus }) {
  return <Badge {...tones[status]}>{adminWords.statuses[status]}</Badge>;
}
