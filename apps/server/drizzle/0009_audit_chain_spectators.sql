ALTER TABLE "room_events" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "room_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "spectator_token" text;