CREATE TABLE "placement_test_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"attempt_number" integer NOT NULL,
	"grade" numeric(4, 2) NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_test_attempts_grade_check" CHECK ("placement_test_attempts"."grade" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "placement_test_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"prompt" text NOT NULL,
	"code" text,
	"options" jsonb NOT NULL,
	"correct_option_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_test_questions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "placement_test_questions_options_check" CHECK (jsonb_array_length("placement_test_questions"."options") >= 2)
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "verification_code" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "holder_name" text;--> statement-breakpoint
-- Certificates issued before codes existed get one (hex is a subset of the code alphabet) and the
-- holder's current name.
UPDATE "certificates" SET "verification_code" = upper(substr(md5(random()::text || "user_id"::text || "cert_slug"), 1, 12)), "holder_name" = coalesce((SELECT "name" FROM "users" WHERE "users"."id" = "certificates"."user_id"), '');--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "verification_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "holder_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "placement_test_attempts" ADD CONSTRAINT "placement_test_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placement_test_attempts_user_index" ON "placement_test_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_verification_code_unique" ON "certificates" USING btree ("verification_code");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_verification_code_check" CHECK ("certificates"."verification_code" ~ '^[0-9A-HJKMNP-TV-Z]{12}$');