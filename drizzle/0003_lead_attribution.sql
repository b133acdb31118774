ALTER TABLE "contact_messages" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "last_touch" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "last_touch" jsonb;