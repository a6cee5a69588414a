CREATE TYPE "public"."access_level" AS ENUM('blocked', 'complete', 'limited', 'trilha-1', 'limited_nacional', 'complete_nacional', 'modular', 'nacional');--> statement-breakpoint
CREATE TYPE "public"."auth_token_kind" AS ENUM('email_verification', 'password_recovery', 'email_change', 'unlock_account');--> statement-breakpoint
CREATE TYPE "public"."module_status" AS ENUM('active', 'expired');--> statement-breakpoint
CREATE TYPE "public"."theme" AS ENUM('default', 'night');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('student', 'support', 'admin', 'super');--> statement-breakpoint
CREATE TYPE "public"."validity_type" AS ENUM('dateRange', 'durationInMonths');--> statement-breakpoint
CREATE TABLE "ai_assistant_sessions" (
	"user_id" uuid NOT NULL,
	"exercise_id" text NOT NULL,
	"session_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_assistant_sessions_user_id_exercise_id_pk" PRIMARY KEY("user_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "auth_token_kind" NOT NULL,
	"token_hash" text NOT NULL,
	"payload" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"user_id" uuid NOT NULL,
	"cert_slug" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_user_id_cert_slug_pk" PRIMARY KEY("user_id","cert_slug")
);
--> statement-breakpoint
CREATE TABLE "class_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"curriculum_available" text[] DEFAULT '{}'::text[] NOT NULL,
	"validity_type" "validity_type" NOT NULL,
	"validity_start" date,
	"validity_end" date,
	"duration_in_months" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_groups_validity_check" CHECK (("class_groups"."validity_type" = 'dateRange' and "class_groups"."validity_start" is not null and "class_groups"."validity_end" is not null and "class_groups"."validity_start" <= "class_groups"."validity_end")
        or ("class_groups"."validity_type" = 'durationInMonths' and "class_groups"."duration_in_months" is not null and "class_groups"."duration_in_months" > 0))
);
--> statement-breakpoint
CREATE TABLE "completed_challenges" (
	"user_id" uuid NOT NULL,
	"challenge_id" text NOT NULL,
	"completed_date" timestamp with time zone DEFAULT now() NOT NULL,
	"challenge_type" smallint,
	"solution" text,
	"github_link" text,
	"files" jsonb,
	CONSTRAINT "completed_challenges_user_id_challenge_id_pk" PRIMARY KEY("user_id","challenge_id")
);
--> statement-breakpoint
CREATE TABLE "saved_challenges" (
	"user_id" uuid NOT NULL,
	"challenge_id" text NOT NULL,
	"last_saved_date" timestamp with time zone DEFAULT now() NOT NULL,
	"files" jsonb NOT NULL,
	CONSTRAINT "saved_challenges_user_id_challenge_id_pk" PRIMARY KEY("user_id","challenge_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "user_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"super_block" text NOT NULL,
	"status" "module_status" DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_modules_user_super_block_unique" UNIQUE("user_id","super_block")
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tokens_user_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "user_type" DEFAULT 'student' NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"google_subject" text,
	"accepted_privacy_terms" boolean DEFAULT false NOT NULL,
	"send_quincy_email" boolean DEFAULT false NOT NULL,
	"send_quincy_email_consent_at" timestamp with time zone,
	"access" "access_level" DEFAULT 'limited' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"user_group" text DEFAULT '' NOT NULL,
	"registration_quiz" smallint,
	"is_blocked_by_expiration" boolean DEFAULT false NOT NULL,
	"needs_placement_test" boolean DEFAULT false NOT NULL,
	"attempted_placement_test_counter" integer DEFAULT 0 NOT NULL,
	"student_grade" numeric(4, 2),
	"national_data_complement" boolean DEFAULT false NOT NULL,
	"national_trail" text[] DEFAULT '{}'::text[] NOT NULL,
	"subscription" text,
	"theme" "theme" DEFAULT 'default' NOT NULL,
	"join_date" timestamp with time zone DEFAULT now() NOT NULL,
	"current_challenge_id" text DEFAULT '' NOT NULL,
	"profile_ui" jsonb DEFAULT '{"isLocked":true,"showAbout":false,"showCerts":false,"showDonation":false,"showHeatMap":false,"showLocation":false,"showName":false,"showPoints":false,"showPortfolio":false,"showTimeLine":false}'::jsonb NOT NULL,
	"sound" boolean DEFAULT false NOT NULL,
	"keyboard_shortcuts" boolean DEFAULT false NOT NULL,
	"is_honest" boolean DEFAULT false NOT NULL,
	"socials" jsonb DEFAULT '{"githubProfile":"","linkedin":"","twitter":"","website":""}'::jsonb NOT NULL,
	"portfolio" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"class_group_id" uuid,
	"class_group_accepted_invite" boolean DEFAULT false NOT NULL,
	"linked_to_class_date" timestamp with time zone,
	"last_active_at" timestamp with time zone,
	"blocked_by_inactivity_at" timestamp with time zone,
	"delete_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_username_lower_check" CHECK ("users"."username" = lower("users"."username")),
	CONSTRAINT "users_registration_quiz_check" CHECK ("users"."registration_quiz" is null or "users"."registration_quiz" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "ai_assistant_sessions" ADD CONSTRAINT "ai_assistant_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_challenges" ADD CONSTRAINT "completed_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_challenges" ADD CONSTRAINT "saved_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_modules" ADD CONSTRAINT "user_modules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_class_group_id_class_groups_id_fk" FOREIGN KEY ("class_group_id") REFERENCES "public"."class_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_kind_index" ON "auth_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "auth_tokens_expires_index" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_idle_expires_index" ON "sessions" USING btree ("idle_expires_at");--> statement-breakpoint
CREATE INDEX "sessions_absolute_expires_index" ON "sessions" USING btree ("absolute_expires_at");--> statement-breakpoint
CREATE INDEX "user_modules_expires_index" ON "user_modules" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_unique" ON "users" USING btree ("google_subject") WHERE "users"."google_subject" is not null;--> statement-breakpoint
CREATE INDEX "users_name_index" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_name_lower_index" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_group_index" ON "users" USING btree ("user_group");--> statement-breakpoint
CREATE INDEX "users_class_group_index" ON "users" USING btree ("class_group_id");--> statement-breakpoint
CREATE INDEX "users_delete_requested_index" ON "users" USING btree ("delete_requested_at") WHERE "users"."delete_requested_at" is not null;