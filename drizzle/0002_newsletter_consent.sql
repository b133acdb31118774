CREATE TABLE "newsletter_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriber_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"confirmation_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "subscriber_mails_status_check" CHECK ("subscriber_mails"."status" in ('queued', 'sending', 'sent', 'failed', 'spam')),
	CONSTRAINT "subscriber_mails_kind_check" CHECK ("subscriber_mails"."kind" in ('confirm'))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "consent_wording_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- Subscribers from before double opt-in signed up when the form promised mail and an unsubscribe at any time: they stay subscribed (docs/decisions/026-newsletter-consent.md).
UPDATE "newsletter_subscribers" SET "status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_wording_id" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_confirmations" ADD CONSTRAINT "newsletter_confirmations_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_mails" ADD CONSTRAINT "subscriber_mails_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_mails" ADD CONSTRAINT "subscriber_mails_confirmation_id_newsletter_confirmations_id_fk" FOREIGN KEY ("confirmation_id") REFERENCES "newsletter_confirmations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_confirmations_token_hash_idx" ON "newsletter_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_confirmations_subscriber_idx" ON "newsletter_confirmations" USING btree ("subscriber_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriber_mails_due_idx" ON "subscriber_mails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "subscriber_mails_subscriber_idx" ON "subscriber_mails" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "subscriber_mails_confirmation_idx" ON "subscriber_mails" USING btree ("confirmation_id");--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'));