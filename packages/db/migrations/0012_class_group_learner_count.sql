-- Learners per class group, kept in class_groups.learner_count by statement-level triggers on
-- users (issue 18: the class-group summary read every user of every group on each request). Each
-- statement adds its net change per group at once (a move of 10,000 learners updates two rows),
-- locking the groups in id order so two moves between the same groups cannot deadlock.
ALTER TABLE "class_groups" ADD COLUMN "learner_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "class_groups" SET "learner_count" = "counts"."learners"
  FROM (SELECT "class_group_id", count(*)::int AS "learners" FROM "users"
        WHERE "class_group_id" IS NOT NULL GROUP BY "class_group_id") AS "counts"
  WHERE "counts"."class_group_id" = "class_groups"."id";--> statement-breakpoint
ALTER TABLE "class_groups" ADD CONSTRAINT "class_groups_learner_count_check" CHECK ("class_groups"."learner_count" >= 0);--> statement-breakpoint
CREATE FUNCTION "count_class_group_learners"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "group_ids" uuid[];
  "deltas" integer[];
BEGIN
  -- Net change per group of this statement (old_rows only exists for UPDATE and DELETE, new_rows
  -- for INSERT and UPDATE).
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("class_group_id" ORDER BY "class_group_id"), array_agg("delta" ORDER BY "class_group_id")
      INTO "group_ids", "deltas"
      FROM (SELECT "class_group_id", count(*)::int AS "delta" FROM "new_rows"
            WHERE "class_group_id" IS NOT NULL GROUP BY "class_group_id") AS "changes";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("class_group_id" ORDER BY "class_group_id"), array_agg("delta" ORDER BY "class_group_id")
      INTO "group_ids", "deltas"
      FROM (SELECT "class_group_id", -count(*)::int AS "delta" FROM "old_rows"
            WHERE "class_group_id" IS NOT NULL GROUP BY "class_group_id") AS "changes";
  ELSE
    SELECT array_agg("class_group_id" ORDER BY "class_group_id"), array_agg("delta" ORDER BY "class_group_id")
      INTO "group_ids", "deltas"
      FROM (SELECT "class_group_id", sum("delta")::int AS "delta"
            FROM (SELECT "class_group_id", -1 AS "delta" FROM "old_rows" WHERE "class_group_id" IS NOT NULL
                  UNION ALL
                  SELECT "class_group_id", 1 FROM "new_rows" WHERE "class_group_id" IS NOT NULL) AS "moves"
            GROUP BY "class_group_id" HAVING sum("delta") <> 0) AS "changes";
  END IF;
  IF "group_ids" IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "class_groups" WHERE "id" = ANY ("group_ids") ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "class_groups" SET "learner_count" = "class_groups"."learner_count" + "changes"."delta"
    FROM unnest("group_ids", "deltas") AS "changes" ("id", "delta")
    WHERE "class_groups"."id" = "changes"."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_count_class_group_learners_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_class_group_learners"();--> statement-breakpoint
CREATE TRIGGER "users_count_class_group_learners_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_class_group_learners"();--> statement-breakpoint
CREATE TRIGGER "users_count_class_group_learners_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_class_group_learners"();
--> statement-breakpoint
-- A group's learners see its fields in their session user (their version is raised when the group
-- changes, migration 0003), but not its learner count: raising 20,000 versions each time a learner
-- joins would turn every move into a rewrite of the whole group.
DROP TRIGGER "class_groups_touch_users" ON "class_groups";--> statement-breakpoint
CREATE TRIGGER "class_groups_touch_users"
  AFTER UPDATE OF "name", "curriculum_available", "validity_type", "validity_start", "validity_end", "duration_in_months"
  ON "class_groups" FOR EACH ROW EXECUTE FUNCTION "touch_users_of_class_group"();
