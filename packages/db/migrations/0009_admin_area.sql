-- Trigram indexes for the admin area's "contains" searches (issue 18). pg_trgm ships with PostgreSQL
-- (contrib) and with PGlite; the migrating role needs the right to create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "quiz_users_created_index";--> statement-breakpoint
DROP INDEX "users_name_index";--> statement-breakpoint
DROP INDEX "users_group_index";--> statement-breakpoint
DROP INDEX "users_class_group_index";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_index" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_index" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_index" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_index" ON "audit_log" USING btree ("target_type","target_id") WHERE "audit_log"."target_id" is not null;--> statement-breakpoint
CREATE INDEX "quiz_users_created_id_index" ON "quiz_users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quiz_users_search_trigram_index" ON "quiz_users" USING gin (lower("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_id_index" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_join_date_id_index" ON "users" USING btree ("join_date","id");--> statement-breakpoint
CREATE INDEX "users_access_name_index" ON "users" USING btree ("access","name","id");--> statement-breakpoint
CREATE INDEX "users_group_name_index" ON "users" USING btree ("user_group","name","id");--> statement-breakpoint
CREATE INDEX "users_class_group_name_index" ON "users" USING btree ("class_group_id","name","id");--> statement-breakpoint
CREATE INDEX "users_staff_type_index" ON "users" USING btree ("type","name","id") WHERE "users"."type" <> 'student';--> statement-breakpoint
CREATE INDEX "users_search_trigram_index" ON "users" USING gin (lower("name" || ' ' || "username" || ' ' || "email") gin_trgm_ops);