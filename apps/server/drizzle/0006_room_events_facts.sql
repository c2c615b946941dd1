-- The engine now owns every fact of the room (issue 12): logs written before carry them too.
-- Closes carry their instant: the row's created_at (the commit time of the close).
UPDATE "room_events"
SET "payload" = "payload" || jsonb_build_object('at', (extract(epoch from "created_at") * 1000)::bigint)
WHERE "type" IN ('lotSold', 'lotUnsold') AND NOT ("payload" ? 'at');
--> statement-breakpoint
-- Registrations carry the team's display fields (bot teams: the team name as owner name).
UPDATE "room_events" AS e
SET "payload" = e."payload" || jsonb_build_object(
  'name', t."name",
  'ownerName', coalesce(u."username", t."name"),
  'imageUrl', CASE WHEN t."image_id" IS NULL THEN NULL ELSE '/api/images/' || t."image_id"::text END
)
FROM "teams" AS t LEFT JOIN "users" AS u ON u."id" = t."owner_id"
WHERE e."type" = 'teamRegistered' AND NOT (e."payload" ? 'name') AND t."id"::text = e."payload"->>'teamId';
--> statement-breakpoint
UPDATE "room_events"
SET "payload" = "payload" || jsonb_build_object('name', "payload"->>'teamId', 'ownerName', "payload"->>'ownerId', 'imageUrl', NULL)
WHERE "type" = 'teamRegistered' AND NOT ("payload" ? 'name');
