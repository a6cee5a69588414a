CREATE TYPE "public"."account_deletion_reason" AS ENUM('requested', 'staff');--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"former_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"reason" "account_deletion_reason" NOT NULL,
	"requested_at" timestamp with time zone,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid,
	"reported_user_id" uuid NOT NULL,
	"report_description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_deleted_at_index" ON "account_deletions" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "account_deletions_email_index" ON "account_deletions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "user_reports_reported_index" ON "user_reports" USING btree ("reported_user_id");--> statement-breakpoint
CREATE INDEX "user_reports_created_at_index" ON "user_reports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_cpf_unique" ON "users" USING btree ("cpf") WHERE "users"."cpf" is not null;--> statement-breakpoint
CREATE INDEX "users_last_active_index" ON "users" USING btree ("last_active_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cpf_digits_check" CHECK ("users"."cpf" is null or "users"."cpf" ~ '^[0-9]{11}$');