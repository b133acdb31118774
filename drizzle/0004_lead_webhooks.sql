CREATE TABLE "lead_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" text NOT NULL,
	"contact_message_id" uuid,
	"subscriber_id" uuid,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "lead_webhooks_status_check" CHECK ("lead_webhooks"."status" in ('queued', 'sending', 'sent', 'failed')),
	CONSTRAINT "lead_webhooks_lead_check" CHECK (("lead_webhooks"."event" = 'contact.created' and "lead_webhooks"."contact_message_id" is not null and "lead_webhooks"."subscriber_id" is null) or ("lead_webhooks"."event" = 'newsletter.confirmed' and "lead_webhooks"."subscriber_id" is not null and "lead_webhooks"."contact_message_id" is null))
);
--> statement-breakpoint
ALTER TABLE "lead_webhooks" ADD CONSTRAINT "lead_webhooks_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_webhooks" ADD CONSTRAINT "lead_webhooks_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_webhooks_idempotency_key_idx" ON "lead_webhooks" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "lead_webhooks_due_idx" ON "lead_webhooks" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "lead_webhooks_contact_message_idx" ON "lead_webhooks" USING btree ("contact_message_id");--> statement-breakpoint
CREATE INDEX "lead_webhooks_subscriber_idx" ON "lead_webhooks" USING btree ("subscriber_id");