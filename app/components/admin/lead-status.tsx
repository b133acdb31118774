import { adminWords } from "#app/catalog/admin";
import { Badge } from "#app/components/ui/badge";
import type { DeliveryStatus } from "#app/server/db/schema.server";

const tones = {
  queued: "neutral",
  sending: "primary",
  sent: "success",
  failed: "danger",
  spam: "accent",
} as const satisfies Record<DeliveryStatus, string>;

/** A contact message's delivery status, as a badge. */
export function LeadStatus({ status }: { status: DeliveryStatus }) {
  return <Badge tone={tones[status]}>{adminWords.statuses[status]}</Badge>;
}
