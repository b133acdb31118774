// Access and erasure for one person: everything held about an address, and deleting it in one transaction.
import { eq, getTableColumns, inArray, or, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { type Database, deleteCounting } from "./db/database.server";
import {
  contactMessages,
  type ErasedLead,
  leadWebhooks,
  newsletterConfirmations,
  newsletterSubscribers,
  subscriberMails,
} from "./db/schema.server";
import { queueLeadErasure } from "./lead-webhook.server";

const keyOf = (email: string) => email.trim().toLowerCase();
const messageOf = (email: string) => sql`lower(${contactMessages.email}) = ${keyOf(email)}`;

/** The CRM deliveries of the person's contact messages and of the given subscriptions. */
function webhooksOf(email: string, subscriberIds: string[]) {
  const messageIds = new QueryBuilder()
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(messageOf(email));
  return or(inArray(leadWebhooks.contactMessageId, messageIds), inArray(leadWebhooks.subscriberId, subscriberIds));
}

// The stored hash of a confirmation link is ours, not the person's.
const { tokenHash: _, ...linkColumns } = getTableColumns(newsletterConfirmations);

/** Every row held about `email`, its CRM deliveries included. */
export async function personData(db: Database, email: string) {
  const messages = await db.select().from(contactMessages).where(messageOf(email)).orderBy(contactMessages.createdAt);
  const subscriptions = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.emailKey, keyOf(email)));
  const ids = subscriptions.map((subscriber) => subscriber.id);
  return {
    contactMessages: messages,
    newsletterSubscriptions: subscriptions,
    confirmationLinks: await db
      .select(linkColumns)
      .from(newsletterConfirmations)
      .where(inArray(newsletterConfirmations.subscriberId, ids))
      .orderBy(newsletterConfirmations.createdAt),
    subscriberMails: await db
      .select()
      .from(subscriberMails)
      .where(inArray(subscriberMails.subscriberId, ids))
      .orderBy(subscriberMails.createdAt),
    leadWebhooks: await db.select().from(leadWebhooks).where(webhooksOf(email, ids)).orderBy(leadWebhooks.createdAt),
  };
}

/** Deletes every row of `email` and its CRM deliveries; queues `lead.erased` for the leads the CRM had (decision 031). */
export async function forgetPerson(db: Database, email: string) {
  return db.transaction(async (tx) => {
    const subscriptions = await tx
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.emailKey, keyOf(email)))
      .for("update");
    const ids = subscriptions.map((subscriber) => subscriber.id);
    // Deleted one table at a time (the cascades would do it) so the counts say what went.
    const webhooks = await tx.delete(leadWebhooks).where(webhooksOf(email, ids)).returning({
      contactMessageId: leadWebhooks.contactMessageId,
      subscriberId: leadWebhooks.subscriberId,
      status: leadWebhooks.status,
      nextAttemptAt: leadWebhooks.nextAttemptAt,
    });
    const known = webhooks.flatMap((row): ErasedLead[] => {
      if (row.contactMessageId) return [{ kind: "contact", id: row.contactMessageId }];
      return row.subscriberId ? [{ kind: "newsletter", id: row.subscriberId }] : [];
    });
    // A post in flight ends before its claim does: the erasure is posted after it.
    const inFlightUntil = webhooks
      .filter((row) => row.status === "sending")
      .map((row) => row.nextAttemptAt)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    return {
      subscriberMails: await deleteCounting(tx, subscriberMails, inArray(subscriberMails.subscriberId, ids)),
      confirmationLinks: await deleteCounting(
        tx,
        newsletterConfirmations,
        inArray(newsletterConfirmations.subscriberId, ids),
      ),
      newsletterSubscriptions: await deleteCounting(tx, newsletterSubscribers, inArray(newsletterSubscribers.id, ids)),
      contactMessages: await deleteCounting(tx, contactMessages, messageOf(email)),
      leadWebhooks: webhooks.length,
      crmErasures: await queueLeadErasure(tx, known, inFlightUntil),
    };
  });
}
