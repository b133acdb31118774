// The database schema: leads (contact messages, newsletter subscribers), their outboxes, the shared rate limit, and
// the admin inbox. Changes go through drizzle/ migrations.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Touch } from "#app/lib/attribution";
import { langs } from "#app/lib/lang";

/** queued → sending → sent, or back to queued after a failed attempt, failed when out of attempts; spam is never mailed. */
export const deliveryStatuses = ["queued", "sending", "sent", "failed", "spam"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** The check constraint of a text column that holds one of `values`. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in ${sql.raw(`(${values.map((value) => `'${value}'`).join(", ")})`)}`;

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at("created_at").notNull().defaultNow();

/** The language of the page a lead was sent from (app/lib/lang.ts); rows older than Spanish pages are English. */
const language = () => text("language", { enum: langs }).notNull().default("en");

/** What the outbox needs of a row it delivers: `nextAttemptAt` (while sending, when the claim expires) and the
 * `claimToken` every claim sets afresh, which fences the outcome a worker records (decision 044). */
const retried = () => ({
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
  claimToken: uuid("claim_token"),
  lastError: text("last_error"),
  createdAt: createdAt(),
});

const mailDelivery = () => ({
  status: text("status", { enum: deliveryStatuses }).notNull().default("queued"),
  ...retried(),
  sentAt: at("sent_at"),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    // The page the form was sent from (where the consent wording was shown), the wording's id (null on rows older than
    // consent records), and where the visitor first and last landed from (app/lib/attribution.ts), null when unknown.
    page: text("page"),
    consentWordingId: text("consent_wording_id"),
    consentedAt: at("consented_at"),
    firstTouch: jsonb("first_touch").$type<Touch>(),
    lastTouch: jsonb("last_touch").$type<Touch>(),
    language: language(),
    ...mailDelivery(),
  },
  (table) => [
    check("contact_messages_status_check", oneOf(table.status, deliveryStatuses)),
    check("contact_messages_language_check", oneOf(table.language, langs)),
    index("contact_messages_due_idx").on(table.status, table.nextAttemptAt),
    index("contact_messages_created_idx").on(table.createdAt),
  ],
);

/** Double opt-in: pending until confirmed, then confirmed until unsubscribed (decision 026). */
export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** The lower-cased address: one row per subscriber. */
    emailKey: text("email_key").notNull(),
    // As for contact messages, of the latest sign-up; a pending one expires 7 days after `consentedAt`.
    page: text("page"),
    status: text("status", { enum: subscriberStatuses }).notNull().default("pending"),
    consentWordingId: text("consent_wording_id"),
    consentedAt: at("consented_at"),
    firstTouch: jsonb("first_touch").$type<Touch>(),
    lastTouch: jsonb("last_touch").$type<Touch>(),
    // Of the latest sign-up, as `page`: the confirmation mail is in it.
    language: language(),
    confirmedAt: at("confirmed_at"),
    unsubscribedAt: at("unsubscribed_at"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_key_idx").on(table.emailKey),
    check("newsletter_subscribers_status_check", oneOf(table.status, subscriberStatuses)),
    check("newsletter_subscribers_language_check", oneOf(table.language, langs)),
  ],
);

/** A confirmation link; its token is derived from the id with the secret, and only its SHA-256 is stored. */
export const newsletterConfirmations = pgTable(
  "newsletter_confirmations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (table) => [
    uniqueIndex("newsletter_confirmations_token_hash_idx").on(table.tokenHash),
    index("newsletter_confirmations_subscriber_idx").on(table.subscriberId, table.createdAt),
  ],
);

/** Mails to subscribers waiting in the outbox (only the confirmation mail yet). */
const subscriberMailKinds = ["confirm"] as const;

export const subscriberMails = pgTable(
  "subscriber_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: subscriberMailKinds }).notNull(),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    confirmationId: uuid("confirmation_id").references(() => newsletterConfirmations.id, { onDelete: "cascade" }),
    ...mailDelivery(),
  },
  (table) => [
    check("subscriber_mails_status_check", oneOf(table.status, deliveryStatuses)),
    check("subscriber_mails_kind_check", oneOf(table.kind, subscriberMailKinds)),
    index("subscriber_mails_due_idx").on(table.status, table.nextAttemptAt),
    index("subscriber_mails_subscriber_idx").on(table.subscriberId),
    index("subscriber_mails_confirmation_idx").on(table.confirmationId),
  ],
);

/** Leads posted to the CRM (LEADS_WEBHOOK_URL), one row per lead and event (decision 031). */
const leadWebhookEvents = [
  "contact.created",
  "newsletter.confirmed",
  "newsletter.unsubscribed",
  "lead.erased",
] as const;
export type LeadWebhookEvent = (typeof leadWebhookEvents)[number];
/** A lead the CRM was told about, by the id it was sent with: all `lead.erased` says of it. */
export type ErasedLead = { kind: "contact" | "newsletter"; id: string };
export const webhookStatuses = ["queued", "sending", "sent", "failed"] as const;
export type WebhookStatus = (typeof webhookStatuses)[number];

export const leadWebhooks = pgTable(
  "lead_webhooks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    event: text("event", { enum: leadWebhookEvents }).notNull(),
    /** The lead: a contact message for contact.created, a subscriber for the newsletter.* events. */
    contactMessageId: uuid("contact_message_id").references(() => contactMessages.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    /** lead.erased only: the leads deleted, already gone from their tables. */
    erasedLeads: jsonb("erased_leads").$type<ErasedLead[]>(),
    /** `event:lead id` (lead.erased: its own id): the body's id and the Idempotency-Key on every attempt. */
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status", { enum: webhookStatuses }).notNull().default("queued"),
    ...retried(),
    deliveredAt: at("delivered_at"),
  },
  (table) => [
    uniqueIndex("lead_webhooks_idempotency_key_idx").on(table.idempotencyKey),
    check("lead_webhooks_status_check", oneOf(table.status, webhookStatuses)),
    check(
      "lead_webhooks_lead_check",
      sql`(${table.event} = 'contact.created' and ${table.contactMessageId} is not null and ${table.subscriberId} is null and ${table.erasedLeads} is null) or (${table.event} in ('newsletter.confirmed', 'newsletter.unsubscribed') and ${table.subscriberId} is not null and ${table.contactMessageId} is null and ${table.erasedLeads} is null) or (${table.event} = 'lead.erased' and ${table.contactMessageId} is null and ${table.subscriberId} is null and ${table.erasedLeads} is not null)`,
    ),
    index("lead_webhooks_due_idx").on(table.status, table.nextAttemptAt),
    index("lead_webhooks_contact_message_idx").on(table.contactMessageId),
    index("lead_webhooks_subscriber_idx").on(table.subscriberId),
  ],
);

/** One token bucket per rate-limit key: `tokens` left as of `updated_at` (rate-limit.server.ts). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    tokens: doublePrecision("tokens").notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [index("rate_limits_updated_idx").on(table.updatedAt)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type LeadWebhook = typeof leadWebhooks.$inferSelect;

// The lead inbox at /admin (decision 030): these tables name admins, never a lead.

/** A sign-in mail waiting in the outbox; its token is made when it is sent, and only its hash is stored. */
export const adminSignInMails = pgTable(
  "admin_sign_in_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    ...mailDelivery(),
  },
  (table) => [
    check("admin_sign_in_mails_status_check", oneOf(table.status, deliveryStatuses)),
    index("admin_sign_in_mails_due_idx").on(table.status, table.nextAttemptAt),
  ],
);

/** A sign-in link: the SHA-256 of its random token, used once, valid 15 minutes. */
export const adminSignInTokens = pgTable(
  "admin_sign_in_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (table) => [index("admin_sign_in_tokens_expires_idx").on(table.expiresAt)],
);

/** A signed-in browser: the SHA-256 of the cookie's id, its forms' CSRF secret, and when it started and was last seen. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    email: text("email").notNull(),
    csrfSecret: text("csrf_secret").notNull(),
    createdAt: createdAt(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
  },
  (table) => [index("admin_sessions_email_idx").on(table.email), index("admin_sessions_seen_idx").on(table.lastSeenAt)],
);

const adminAuditActions = ["sign-in", "sign-out", "sign-out-everywhere", "export", "requeue", "delete-person"] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];

/** Who did what in the inbox, and when. `detail` holds ids and counts, never a lead's address or words. */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: at("at").notNull().defaultNow(),
    adminEmail: text("admin_email").notNull(),
    action: text("action", { enum: adminAuditActions }).notNull(),
    detail: jsonb("detail").$type<Record<string, string | number>>(),
  },
  (table) => [
    check("admin_audit_action_check", oneOf(table.action, adminAuditActions)),
    index("admin_audit_at_idx").on(table.at),
  ],
);
