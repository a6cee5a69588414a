-- A learner's class group moves out of `users` into class_group_memberships (issue 18, decision
-- 041): a move of 10,000 learners rewrote 10,000 wide users rows in 13 indexes (2.8 s after a
-- checkpoint); it now rewrites 10,000 narrow rows in two. `users.has_class_group` stays for the
-- programme lists' indexes and changes only when a learner joins or leaves a group.
--
-- Versions: users.version and the membership's version come from one sequence, so the greater of
-- the two (a learner's freshness key, packages/db/src/user-columns.ts) rises on every change of
-- either. The sequence starts above every version already given out.
CREATE SEQUENCE "public"."user_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP TRIGGER "users_count_class_group_learners_insert" ON "users";--> statement-breakpoint
DROP TRIGGER "users_count_class_group_learners_update" ON "users";--> statement-breakpoint
DROP TRIGGER "users_count_class_group_learners_delete" ON "users";--> statement-breakpoint
DROP INDEX "users_class_group_name_index";--> statement-breakpoint
DROP INDEX "users_waiting_list_index";--> statement-breakpoint
DROP INDEX "users_pending_invite_index";--> statement-breakpoint
DROP INDEX "users_confirmed_index";--> statement-breakpoint
DROP INDEX "users_reproved_or_dropout_index";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "version" SET DATA TYPE bigint;--> statement-breakpoint
SELECT setval('user_versions', greatest((SELECT max("version") FROM "users"), 0) + 1, false);--> statement-breakpoint
CREATE TABLE "class_group_memberships" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"class_group_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"version" bigint DEFAULT nextval('user_versions') NOT NULL
);
--> statement-breakpoint
INSERT INTO "class_group_memberships" ("user_id", "class_group_id", "name")
  SELECT "id", "class_group_id", "name" FROM "users" WHERE "class_group_id" IS NOT NULL
  ORDER BY "class_group_id", "name", "id";--> statement-breakpoint
ALTER TABLE "class_group_memberships" ADD CONSTRAINT "class_group_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_group_memberships" ADD CONSTRAINT "class_group_memberships_class_group_id_class_groups_id_fk" FOREIGN KEY ("class_group_id") REFERENCES "public"."class_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_group_memberships_group_name_index" ON "class_group_memberships" USING btree ("class_group_id","name","user_id");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_class_group" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DISABLE TRIGGER "users_raise_version";--> statement-breakpoint
UPDATE "users" SET "has_class_group" = true WHERE "class_group_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ENABLE TRIGGER "users_raise_version";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_class_group_id_class_groups_id_fk";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "class_group_id";--> statement-breakpoint
-- The programme lists' partial indexes (migration 0011), on has_class_group; INCLUDE holds every
-- column the lists' rules read, so a list's capped count stays an index-only scan.
CREATE INDEX "users_waiting_list_index" ON "users" USING btree ("user_group","name","id") INCLUDE ("source","has_class_group","class_group_accepted_invite","linked_to_class_date","student_grade","registration_quiz","attempted_placement_test_counter","needs_placement_test") WHERE "users"."source" = '' and not "users"."has_class_group" and "users"."student_grade" >= 7;--> statement-breakpoint
CREATE INDEX "users_pending_invite_index" ON "users" USING btree ("user_group","name","id") INCLUDE ("source","has_class_group","class_group_accepted_invite","linked_to_class_date","student_grade","registration_quiz","attempted_placement_test_counter","needs_placement_test") WHERE "users"."source" = '' and "users"."has_class_group" and not "users"."class_group_accepted_invite";--> statement-breakpoint
CREATE INDEX "users_confirmed_index" ON "users" USING btree ("user_group","name","id") INCLUDE ("source","has_class_group","class_group_accepted_invite","linked_to_class_date","student_grade","registration_quiz","attempted_placement_test_counter","needs_placement_test") WHERE "users"."has_class_group" and "users"."class_group_accepted_invite";--> statement-breakpoint
CREATE INDEX "users_reproved_or_dropout_index" ON "users" USING btree ("user_group","name","id") INCLUDE ("source","has_class_group","class_group_accepted_invite","linked_to_class_date","student_grade","registration_quiz","attempted_placement_test_counter","needs_placement_test") WHERE "users"."student_grade" < 7 or ("users"."source" = '' and "users"."has_class_group" and not "users"."class_group_accepted_invite");--> statement-breakpoint
-- Every change of a user takes the next version of the sequence (it was OLD + 1).
CREATE OR REPLACE FUNCTION "raise_user_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := nextval('user_versions');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "class_group_memberships_raise_version" BEFORE UPDATE ON "class_group_memberships"
  FOR EACH ROW EXECUTE FUNCTION "raise_user_version"();--> statement-breakpoint
-- Joining a group sets has_class_group; leaving one clears it with the invitation and the link date
-- (every way out — edit-user, deleting the group — means back to the waiting list). A move is an
-- UPDATE of the membership: `users` is not touched.
CREATE FUNCTION "follow_class_group_membership"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "has_class_group" = true
      FROM "new_rows" WHERE "users"."id" = "new_rows"."user_id" AND NOT "users"."has_class_group";
  ELSE
    UPDATE "users" SET "has_class_group" = false, "class_group_accepted_invite" = false,
        "linked_to_class_date" = NULL
      FROM "old_rows" WHERE "users"."id" = "old_rows"."user_id"
        AND NOT EXISTS (SELECT 1 FROM "class_group_memberships" WHERE "user_id" = "old_rows"."user_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "class_group_memberships_follow_insert" AFTER INSERT ON "class_group_memberships"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "follow_class_group_membership"();--> statement-breakpoint
CREATE TRIGGER "class_group_memberships_follow_delete" AFTER DELETE ON "class_group_memberships"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "follow_class_group_membership"();--> statement-breakpoint
-- The membership keeps the learner's name (the users list filtered by class group pages through
-- (class_group_id, name, user_id) without reading 20,000 users rows): copied on joining and
-- whenever users.name changes (rare: a profile edit).
CREATE FUNCTION "copy_member_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "name" INTO NEW."name" FROM "users" WHERE "id" = NEW."user_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "class_group_memberships_copy_name" BEFORE INSERT ON "class_group_memberships"
  FOR EACH ROW EXECUTE FUNCTION "copy_member_name"();--> statement-breakpoint
CREATE FUNCTION "follow_member_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "class_group_memberships" SET "name" = NEW."name" WHERE "user_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_follow_member_name" AFTER UPDATE OF "name" ON "users"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "follow_member_name"();--> statement-breakpoint
-- class_groups.learner_count (migration 0012) now follows the memberships.
CREATE TRIGGER "class_group_memberships_count_insert" AFTER INSERT ON "class_group_memberships"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_class_group_learners"();--> statement-breakpoint
CREATE TRIGGER "class_group_memberships_count_update" AFTER UPDATE ON "class_group_memberships"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_class_group_learners"();--> statement-breakpoint
CREATE TRIGGER "class_group_memberships_count_delete" AFTER DELETE ON "class_group_memberships"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_class_group_learners"();--> statement-breakpoint
-- A change of a group's fields its learners see raises their memberships' versions, not 20,000
-- users rows.
CREATE OR REPLACE FUNCTION "touch_users_of_class_group"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "class_group_memberships" SET "version" = "version" WHERE "class_group_id" = NEW."id";
  RETURN NULL;
END;
$$;
