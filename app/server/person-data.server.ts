// Access and erasure for one person: everything held about an address, and deleting it in one transaction.
import { eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Database } from "./db/database.server";
import {
  contactMessages,
  type ErasedLead,
  leadWebhooks,
  newsletterConfirmations,
  newsletterSubscribers,
  subscriberMails,
} from "./db/schema.server";
import { queueLeadErasure } from "./lead-webhook.server";
import { deleteLeads, webhooksOfLeads } from "./retention.server";

const keyOf = (email: string) => email.trim().toLowerCase();
const messageOf = (email: string) => sql`lower(${contactMessages.email}) = ${keyOf(email)}`;
const subscriberOf = (email: string) => eq(newsletterSubscribers.emailKey, keyOf(email));

// The stored hash of a confirmation link is ours, not the person's.
const { tokenHash: _, ...linkColumns } = getTableColumns(newsletterConfirmations);

/** Every row held about `email`, its CRM deliveries included. */
export async function personData(db: Database, email: string) {
  const messages = await db.select().from(contactMessages).where(messageOf(email)).orderBy(contactMessages.createdAt);
  const subscriptions = await db.select().from(newsletterSubscribers).where(subscriberOf(email));
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
    leadWebhooks: await db
      .select()
      .from(leadWebhooks)
      .where(webhooksOfLeads(messageOf(email), subscriberOf(email)))
      .orderBy(leadWebhooks.createdAt),
  };
}

/** Deletes every row of `email` and its CRM deliveries; queues `lead.erased` for the leads the CRM had (decision 031). */
export async function forgetPerson(db: Database, email: string) {
  return db.transaction(async (tx) => {
    // Their sign-ups wait until the erasure is done.
    await tx
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(subscriberOf(email))
      .for("update");
    const { webhooks, ...deleted } = await deleteLeads(tx, {
      messages: messageOf(email),
      subscribers: subscriberOf(email),
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
      contactMessages: deleted.messages.length,
      newsletterSubscriptions: deleted.subscribers.length,
      confirmationLinks: deleted.confirmationLinks,
      subscriberMails: deleted.subscriberMails,
      leadWebhooks: webhooks.length,
      crmErasures: await queueLeadErasure(tx, known, inFlightUntil),
    };
  });
}
