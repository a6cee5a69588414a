-- users.version rises on every change of the user row and of every row the session answer
-- (GET /user/get-session-user) shows, so per-user caches keyed by it are never stale, on any replica.
CREATE FUNCTION "raise_user_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_raise_version" BEFORE UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "raise_user_version"();
--> statement-breakpoint
CREATE FUNCTION "touch_user_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "users" SET "version" = "version" WHERE "id" = OLD."user_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" IS DISTINCT FROM OLD."user_id") THEN
    UPDATE "users" SET "version" = "version" WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "completed_challenges_touch_user" AFTER INSERT OR UPDATE OR DELETE ON "completed_challenges"
  FOR EACH ROW EXECUTE FUNCTION "touch_user_of_row"();
--> statement-breakpoint
CREATE TRIGGER "saved_challenges_touch_user" AFTER INSERT OR UPDATE OR DELETE ON "saved_challenges"
  FOR EACH ROW EXECUTE FUNCTION "touch_user_of_row"();
--> statement-breakpoint
CREATE TRIGGER "certificates_touch_user" AFTER INSERT OR UPDATE OR DELETE ON "certificates"
  FOR EACH ROW EXECUTE FUNCTION "touch_user_of_row"();
--> statement-breakpoint
CREATE TRIGGER "ai_assistant_sessions_touch_user" AFTER INSERT OR UPDATE OR DELETE ON "ai_assistant_sessions"
  FOR EACH ROW EXECUTE FUNCTION "touch_user_of_row"();
--> statement-breakpoint
CREATE TRIGGER "user_modules_touch_user" AFTER INSERT OR UPDATE OR DELETE ON "user_modules"
  FOR EACH ROW EXECUTE FUNCTION "touch_user_of_row"();
--> statement-breakpoint
CREATE TRIGGER "user_tokens_touch_user" AFTER INSERT OR UPDATE OR DELETE ON "user_tokens"
  FOR EACH ROW EXECUTE FUNCTION "touch_user_of_row"();
--> statement-breakpoint
CREATE FUNCTION "touch_users_of_class_group"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "version" = "version" WHERE "class_group_id" = NEW."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "class_groups_touch_users" AFTER UPDATE ON "class_groups"
  FOR EACH ROW EXECUTE FUNCTION "touch_users_of_class_group"();
