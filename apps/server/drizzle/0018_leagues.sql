ALTER TABLE "auctions" ADD COLUMN "organiser_id" uuid;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "visibility" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "max_teams" integer;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "bots_fill" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_invite_code_unique" ON "auctions" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "auctions_organiser_idx" ON "auctions" USING btree ("organiser_id","status");--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_max_teams" CHECK ("auctions"."max_teams" is null or "auctions"."max_teams" between 2 and 10);