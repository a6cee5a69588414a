CREATE SEQUENCE "public"."quiz_users_ra_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "payment_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product" text NOT NULL,
	"status" text NOT NULL,
	"provider_access" text,
	"transaction_id" text,
	"granted_at" timestamp with time zone,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ra" text NOT NULL,
	"name" text NOT NULL,
	"cpf" text NOT NULL,
	"email" text NOT NULL,
	"birth_date" date,
	"sex" text,
	"home_country" text,
	"home_state" text,
	"home_city" text,
	"education_level" text,
	"race" text,
	"country" text,
	"nationality" text,
	"state" text,
	"city" text,
	"street" text,
	"number" text,
	"complement" text,
	"neighborhood" text,
	"cep" text,
	"phone" text,
	"cel" text,
	"occupational_situation" text,
	"user_result" jsonb,
	"registration_quiz" smallint,
	"receive_emails" boolean DEFAULT true NOT NULL,
	"receive_emails_changed_at" timestamp with time zone,
	"user_id" uuid,
	"registration_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_users_cpf_digits_check" CHECK ("quiz_users"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "quiz_users_cep_digits_check" CHECK ("quiz_users"."cep" is null or "quiz_users"."cep" ~ '^[0-9]{8}$'),
	CONSTRAINT "quiz_users_email_lower_check" CHECK ("quiz_users"."email" = lower("quiz_users"."email")),
	CONSTRAINT "quiz_users_registration_quiz_check" CHECK ("quiz_users"."registration_quiz" is null or "quiz_users"."registration_quiz" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "utm_data" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tour_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_verifications" ADD CONSTRAINT "payment_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_users" ADD CONSTRAINT "quiz_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_verifications_user_index" ON "payment_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_verifications_granted_transaction_unique" ON "payment_verifications" USING btree ("transaction_id") WHERE "payment_verifications"."granted_at" is not null and "payment_verifications"."transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_users_cpf_unique" ON "quiz_users" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_users_ra_unique" ON "quiz_users" USING btree ("ra");--> statement-breakpoint
CREATE INDEX "quiz_users_email_index" ON "quiz_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_users_user_unique" ON "quiz_users" USING btree ("user_id") WHERE "quiz_users"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "quiz_users_created_index" ON "quiz_users" USING btree ("created_at");