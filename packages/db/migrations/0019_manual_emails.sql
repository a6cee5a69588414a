CREATE TABLE "email_deliveries" (
	"email_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_deliveries_email_id_user_id_pk" PRIMARY KEY("email_id","user_id"),
	CONSTRAINT "email_deliveries_status_check" CHECK ("email_deliveries"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "email_pacing" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"next_batch_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_pacing_single_row_check" CHECK ("email_pacing"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "manual_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"audience_kind" text NOT NULL,
	"audience_value" text DEFAULT '' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"recipient_count" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_emails_audience_kind_check" CHECK ("manual_emails"."audience_kind" in ('all', 'group', 'class-group', 'access')),
	CONSTRAINT "manual_emails_audience_value_check" CHECK (("manual_emails"."audience_kind" = 'all') = ("manual_emails"."audience_value" = '')),
	CONSTRAINT "manual_emails_status_check" CHECK ("manual_emails"."status" in ('scheduled', 'sending', 'sent', 'cancelled')),
	CONSTRAINT "manual_emails_active_check" CHECK ("manual_emails"."is_active" = ("manual_emails"."status" <> 'cancelled')),
	CONSTRAINT "manual_emails_subject_length_check" CHECK (char_length("manual_emails"."subject") between 1 and 200),
	CONSTRAINT "manual_emails_body_length_check" CHECK (char_length("manual_emails"."body") between 1 and 50000)
);
--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_email_id_manual_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."manual_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_emails" ADD CONSTRAINT "manual_emails_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_deliveries_pending_index" ON "email_deliveries" USING btree ("next_attempt_at") WHERE "email_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "email_deliveries_email_status_index" ON "email_deliveries" USING btree ("email_id","status");--> statement-breakpoint
CREATE INDEX "manual_emails_send_at_index" ON "manual_emails" USING btree ("send_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "manual_emails_due_index" ON "manual_emails" USING btree ("send_at") WHERE "manual_emails"."status" = 'scheduled';--> statement-breakpoint
-- The one pacing row every process moves forward before it sends a batch (issue 20).
INSERT INTO "email_pacing" ("id") VALUES (1);
