CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb,
	CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('sign-in', 'sign-out', 'sign-out-everywhere', 'export', 'requeue', 'delete-person'))
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"csrf_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sign_in_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "admin_sign_in_mails_status_check" CHECK ("admin_sign_in_mails"."status" in ('queued', 'sending', 'sent', 'failed', 'spam'))
);
--> statement-breakpoint
CREATE TABLE "admin_sign_in_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_sessions_email_idx" ON "admin_sessions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "admin_sessions_seen_idx" ON "admin_sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "admin_sign_in_mails_due_idx" ON "admin_sign_in_mails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "admin_sign_in_tokens_expires_idx" ON "admin_sign_in_tokens" USING btree ("expires_at");