CREATE TABLE "room_events" (
	"auction_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_events_auction_id_seq_pk" PRIMARY KEY("auction_id","seq")
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" uuid NOT NULL,
	"auction_player_id" uuid,
	"lot_id" integer,
	"team_id" uuid,
	"user_id" uuid NOT NULL,
	"amount_lakhs" integer,
	"accepted" boolean NOT NULL,
	"reason_code" text,
	"seq" integer,
	"is_bot" boolean DEFAULT false NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	"closes_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_id" uuid,
	"yt_link" text,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"registration_fee_paise" bigint DEFAULT 0 NOT NULL,
	"budget_limit_lakhs" integer DEFAULT 10000 NOT NULL,
	"is_end_time_updated" boolean DEFAULT false NOT NULL,
	"bidding_ended_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"prize_pool_percent" integer DEFAULT 80 NOT NULL,
	"prize_first_percent" integer DEFAULT 50 NOT NULL,
	"prize_second_percent" integer DEFAULT 30 NOT NULL,
	"prize_third_percent" integer DEFAULT 20 NOT NULL,
	"lot_window_ms" integer DEFAULT 20000 NOT NULL,
	"bid_window_ms" integer DEFAULT 15000 NOT NULL,
	"lobby_ms" integer DEFAULT 300000 NOT NULL,
	"pause_between_lots_ms" integer DEFAULT 3000 NOT NULL,
	"reorder_window_ms" integer DEFAULT 600000 NOT NULL,
	"bot_teams" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auctions_status_check" CHECK ("auctions"."status" in ('SCHEDULED', 'LIVE', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "auctions_min_duration" CHECK ("auctions"."is_end_time_updated" or "auctions"."ends_at" >= "auctions"."starts_at" + interval '2 hours'),
	CONSTRAINT "auctions_fee_nonneg" CHECK ("auctions"."registration_fee_paise" >= 0),
	CONSTRAINT "auctions_budget_pos" CHECK ("auctions"."budget_limit_lakhs" > 0),
	CONSTRAINT "auctions_pool_percent" CHECK ("auctions"."prize_pool_percent" between 0 and 100),
	CONSTRAINT "auctions_split_sum" CHECK ("auctions"."prize_first_percent" >= 0 and "auctions"."prize_second_percent" >= 0 and "auctions"."prize_third_percent" >= 0 and "auctions"."prize_first_percent" + "auctions"."prize_second_percent" + "auctions"."prize_third_percent" = 100),
	CONSTRAINT "auctions_timers_check" CHECK ("auctions"."lot_window_ms" > 0 and "auctions"."bid_window_ms" > 0 and "auctions"."lobby_ms" >= 0 and "auctions"."pause_between_lots_ms" >= 0 and "auctions"."reorder_window_ms" >= 0 and "auctions"."bot_teams" >= 0)
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"lot_group" integer NOT NULL,
	"sheet_index" integer NOT NULL,
	"base_price_lakhs" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"slot_points" integer[] NOT NULL,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_name_unique" UNIQUE("name"),
	CONSTRAINT "players_type_check" CHECK ("players"."type" in ('Batter', 'Bowler', 'Wicket-Keeper', 'All-Rounder')),
	CONSTRAINT "players_slots_11" CHECK (cardinality("players"."slot_points") = 11),
	CONSTRAINT "players_base_pos" CHECK ("players"."base_price_lakhs" > 0 and "players"."lot_group" >= 1 and "players"."bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"mobile_number" text,
	"image_id" uuid,
	"registration_fee_paid_paise" bigint DEFAULT 0 NOT NULL,
	"budget_limit_lakhs" integer NOT NULL,
	"purse_remaining_lakhs" integer NOT NULL,
	"is_bot" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_auction_owner_unique" UNIQUE("auction_id","owner_id"),
	CONSTRAINT "teams_purse_check" CHECK ("teams"."purse_remaining_lakhs" >= 0 and "teams"."purse_remaining_lakhs" <= "teams"."budget_limit_lakhs"),
	CONSTRAINT "teams_fee_nonneg" CHECK ("teams"."registration_fee_paid_paise" >= 0),
	CONSTRAINT "teams_owner_or_bot" CHECK ("teams"."is_bot" or "teams"."owner_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "auction_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"order" integer NOT NULL,
	"sheet_index" integer NOT NULL,
	"base_price_lakhs" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"slot_points" integer[] NOT NULL,
	"image_id" uuid,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"team_id" uuid,
	"sold_price_lakhs" integer,
	"is_pull_back_once" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_players_status_check" CHECK ("auction_players"."status" in ('AVAILABLE', 'SOLD', 'UNSOLD')),
	CONSTRAINT "auction_players_type_check" CHECK ("auction_players"."type" in ('Batter', 'Bowler', 'Wicket-Keeper', 'All-Rounder')),
	CONSTRAINT "auction_players_slots_11" CHECK (cardinality("auction_players"."slot_points") = 11),
	CONSTRAINT "auction_players_base_pos" CHECK ("auction_players"."base_price_lakhs" > 0 and "auction_players"."order" >= 1 and "auction_players"."bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "static_content" (
	"type" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_content_type_check" CHECK ("static_content"."type" in ('how-to-play', 'how-to-register', 'how-to-withdraw', 'privacy-policy', 'terms-and-conditions'))
);
--> statement-breakpoint
CREATE TABLE "payment_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"upi_id" text,
	"aadhaar_image_id" uuid,
	"pan_image_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_route_key_pk" PRIMARY KEY("user_id","route","key")
);
--> statement-breakpoint
CREATE TABLE "phone_otps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "phone_otps_attempts_check" CHECK ("phone_otps"."attempts" >= 0 and "phone_otps"."attempts" <= 5)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_players" ADD CONSTRAINT "auction_players_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_players" ADD CONSTRAINT "auction_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_players" ADD CONSTRAINT "auction_players_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_players" ADD CONSTRAINT "auction_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_content" ADD CONSTRAINT "static_content_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_aadhaar_image_id_images_id_fk" FOREIGN KEY ("aadhaar_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_pan_image_id_images_id_fk" FOREIGN KEY ("pan_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_otps" ADD CONSTRAINT "phone_otps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_events_type_idx" ON "room_events" USING btree ("auction_id","type");--> statement-breakpoint
CREATE INDEX "bids_auction_player_idx" ON "bids" USING btree ("auction_player_id","accepted");--> statement-breakpoint
CREATE INDEX "bids_user_idx" ON "bids" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "bids_auction_idx" ON "bids" USING btree ("auction_id","received_at");--> statement-breakpoint
CREATE INDEX "chat_messages_auction_idx" ON "chat_messages" USING btree ("auction_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "auctions_status_starts_idx" ON "auctions" USING btree ("status","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_one_active_demo" ON "auctions" USING btree ("is_demo") WHERE "auctions"."is_demo" and "auctions"."status" in ('SCHEDULED', 'LIVE');--> statement-breakpoint
CREATE INDEX "teams_owner_idx" ON "teams" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_players_name_unique" ON "auction_players" USING btree ("auction_id",lower("name"));--> statement-breakpoint
CREATE INDEX "auction_players_auction_idx" ON "auction_players" USING btree ("auction_id","order","sheet_index");--> statement-breakpoint
CREATE INDEX "auction_players_team_idx" ON "auction_players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "phone_otps_user_idx" ON "phone_otps" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_otps_phone_idx" ON "phone_otps" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_number_unique" ON "users" USING btree ("mobile_number");