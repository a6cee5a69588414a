DROP INDEX "users_class_group_name_index";--> statement-breakpoint
CREATE INDEX "account_deletions_search_trigram_index" ON "account_deletions" USING gin (lower("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_trigram_index" ON "audit_log" USING gin (lower("actor_email") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "class_groups_name_lower_unique" ON "class_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "quiz_users_state_created_index" ON "quiz_users" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "quiz_users_name_id_index" ON "quiz_users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_class_group_name_index" ON "users" USING btree ("class_group_id","name","id") WHERE "users"."class_group_id" is not null;