-- The audit log's long lists kept apart (issue 18): a move's entry held its 10,000 learner ids in
-- `after`, and every page of the log parsed them to cut a preview (first page 40–58 ms after many
-- moves). Now `after` keeps the preview ({ preview, total }) and `long_lists` the whole list.
ALTER TABLE "audit_log" ADD COLUMN "long_lists" jsonb;--> statement-breakpoint
-- Entries written before: the moves are the only ones with a list that long.
UPDATE "audit_log" SET
  "long_lists" = jsonb_build_object('after', jsonb_build_object('userIds', "after" -> 'userIds')),
  "after" = jsonb_set("after", '{userIds}', jsonb_build_object(
    'preview', (SELECT jsonb_agg("item"."value" ORDER BY "item"."position")
                FROM jsonb_array_elements("after" -> 'userIds') WITH ORDINALITY AS "item" ("value", "position")
                WHERE "item"."position" <= 10),
    'total', jsonb_array_length("after" -> 'userIds')))
  WHERE jsonb_typeof("after" -> 'userIds') = 'array' AND jsonb_array_length("after" -> 'userIds') > 10;
