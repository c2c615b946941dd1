CREATE TABLE "watch_list_stars" (
	"user_id" uuid NOT NULL,
	"auction_id" uuid NOT NULL,
	"auction_player_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_list_stars_user_id_auction_id_auction_player_id_pk" PRIMARY KEY("user_id","auction_id","auction_player_id")
);
--> statement-breakpoint
ALTER TABLE "watch_list_stars" ADD CONSTRAINT "watch_list_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_list_stars" ADD CONSTRAINT "watch_list_stars_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_list_stars" ADD CONSTRAINT "watch_list_stars_auction_player_id_auction_players_id_fk" FOREIGN KEY ("auction_player_id") REFERENCES "public"."auction_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_list_stars_player_idx" ON "watch_list_stars" USING btree ("auction_player_id");