// The database schema of lead capture: contact messages (each with its mail
// delivery state, so the table is also the outbox), newsletter subscribers,
// and the per-client rate limit that every server instance shares.
// Change it, then run `npx drizzle-kit generate` and commit the new migration.
import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

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
    /**
     * Set afresh by every claim: the outbox records an outcome only where the
     * token is still its own, so a worker whose claim expired and was taken
     * over cannot overwrite the newer worker's result.
     */
    claimToken: uuid("claim_token"),
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

/**
 * One token bucket per rate-limit key (endpoint and client): `tokens` left as
 * of `updated_at`; the refill since then is computed by the statement that
 * takes a token (rate-limit.server.ts). A row idle for a whole window is full
 * again, no different from a missing one, and is purged.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    tokens: doublePrecision("tokens").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("rate_limits_updated_idx").on(table.updatedAt)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
