ALTER TABLE "auctions" ADD COLUMN "practice_owner_id" uuid;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_practice_owner_id_users_id_fk" FOREIGN KEY ("practice_owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_practice_owner_idx" ON "auctions" USING btree ("practice_owner_id","created_at");