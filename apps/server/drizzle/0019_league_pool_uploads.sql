CREATE TABLE "league_pool_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"rows" jsonb NOT NULL,
	"sheet_rows" jsonb,
	"players" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "league_pool_uploads" ADD CONSTRAINT "league_pool_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_pool_uploads_owner_idx" ON "league_pool_uploads" USING btree ("owner_id","created_at");