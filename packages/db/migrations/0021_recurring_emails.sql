CREATE TABLE "recurring_email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recurring_email_id" uuid NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"author_id" uuid,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "recurring_email_changes_kind_check" CHECK ("recurring_email_changes"."kind" in ('created', 'edited', 'activated', 'deactivated'))
);
--> statement-breakpoint
CREATE TABLE "recurring_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"audience_kind" text NOT NULL,
	"audience_value" text DEFAULT '' NOT NULL,
	"weekday" smallint NOT NULL,
	"time" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_emails_audience_kind_check" CHECK ("recurring_emails"."audience_kind" in ('all', 'group', 'class-group', 'access')),
	CONSTRAINT "recurring_emails_audience_value_check" CHECK (("recurring_emails"."audience_kind" = 'all') = ("recurring_emails"."audience_value" = '')),
	CONSTRAINT "recurring_emails_weekday_check" CHECK ("recurring_emails"."weekday" between 0 and 6),
	CONSTRAINT "recurring_emails_time_check" CHECK ("recurring_emails"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "recurring_emails_next_run_check" CHECK ("recurring_emails"."is_active" = ("recurring_emails"."next_run_at" is not null)),
	CONSTRAINT "recurring_emails_subject_length_check" CHECK (char_length("recurring_emails"."subject") between 1 and 200),
	CONSTRAINT "recurring_emails_body_length_check" CHECK (char_length("recurring_emails"."body") between 1 and 50000)
);
--> statement-breakpoint
ALTER TABLE "manual_emails" ADD COLUMN "recurring_email_id" uuid;--> statement-breakpoint
ALTER TABLE "recurring_email_changes" ADD CONSTRAINT "recurring_email_changes_recurring_email_id_recurring_emails_id_fk" FOREIGN KEY ("recurring_email_id") REFERENCES "public"."recurring_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_email_changes" ADD CONSTRAINT "recurring_email_changes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_emails" ADD CONSTRAINT "recurring_emails_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_email_changes_email_date_index" ON "recurring_email_changes" USING btree ("recurring_email_id","date");--> statement-breakpoint
CREATE INDEX "recurring_emails_created_at_index" ON "recurring_emails" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recurring_emails_due_index" ON "recurring_emails" USING btree ("next_run_at") WHERE "recurring_emails"."is_active";--> statement-breakpoint
ALTER TABLE "manual_emails" ADD CONSTRAINT "manual_emails_recurring_email_id_recurring_emails_id_fk" FOREIGN KEY ("recurring_email_id") REFERENCES "public"."recurring_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_emails_recurring_index" ON "manual_emails" USING btree ("recurring_email_id","send_at" DESC NULLS LAST) WHERE "manual_emails"."recurring_email_id" is not null;