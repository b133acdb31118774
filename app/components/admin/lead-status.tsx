import { adminWords } from "#app/catalog/admin/admin";
import { Badge, type BadgeProps } from "#app/components/ui/badge";
import type { DeliveryStatus } from "#app/server/db/schema.server";

// Failed asks for action: red.
const tones = {
  queued: "neutral",
  sending: "primary",
  sent: "success",
  failed: "danger",
  spam: "accent",
} as const satisfies Record<DeliveryStatus, BadgeProps["tone"]>;

/** A contact message's delivery status, as a badge. */
export function LeadStatus({ status }: { status: DeliveryStatus }) {
  return <Badge tone={tones[status]}>{adminWords.statuses[status]}</Badge>;
}
