// The database schema of lead capture: contact messages (each with its mail
// delivery state, so the table is also the outbox) and newsletter subscribers.
// Change it, then run `npx drizzle-kit generate` and commit the new migration.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Delivery states of a contact message:
 * queued → sending → sent, or back to queued with a later `next_attempt_at`
 * after a failed attempt, and failed once the attempts are used up.
 * Honeypot hits are kept as spam and never mailed.
 */
export const deliveryStatuses = ["queued", "sending", "sent", "failed", "spam"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** The page the form was sent from, e.g. /highschoolentrance/contact. */
    page: text("page"),
    status: text("status", { enum: deliveryStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /** When the outbox may try next; while sending, when the claim expires. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("contact_messages_status_check", sql`${table.status} in ('queued', 'sending', 'sent', 'failed', 'spam')`),
    index("contact_messages_due_idx").on(table.status, table.nextAttemptAt),
    index("contact_messages_created_idx").on(table.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The address as typed (trimmed). */
    email: text("email").notNull(),
    /** The lower-cased address: one row per subscriber. */
    emailKey: text("email_key").notNull(),
    page: text("page"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("newsletter_subscribers_email_key_idx").on(table.emailKey)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
