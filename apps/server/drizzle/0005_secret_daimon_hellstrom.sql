CREATE TABLE "squad_orders" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"auction_id" uuid NOT NULL,
	"player_ids" uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "auction_results" (
	"auction_id" uuid PRIMARY KEY NOT NULL,
	"fees_collected_paise" bigint NOT NULL,
	"prize_pool_percent" integer NOT NULL,
	"pool_paise" bigint NOT NULL,
	"first_prize_paise" bigint NOT NULL,
	"second_prize_paise" bigint NOT NULL,
	"third_prize_paise" bigint NOT NULL,
	"first_prize_team_id" uuid,
	"second_prize_team_id" uuid,
	"third_prize_team_id" uuid,
	"paid_paise" bigint NOT NULL,
	"scored_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auction_results_amounts" CHECK ("auction_results"."pool_paise" >= 0 and "auction_results"."paid_paise" >= 0 and "auction_results"."paid_paise" <= "auction_results"."pool_paise")
);
--> statement-breakpoint
CREATE TABLE "team_results" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"auction_id" uuid NOT NULL,
	"is_valid" boolean NOT NULL,
	"total_points" integer NOT NULL,
	"total_bonus" integer NOT NULL,
	"score" integer,
	"rank" integer,
	"prize_rank" integer,
	"prize_paise" bigint DEFAULT 0 NOT NULL,
	"player_ids" uuid[] NOT NULL,
	CONSTRAINT "team_results_prize_nonneg" CHECK ("team_results"."prize_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "squad_orders" ADD CONSTRAINT "squad_orders_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_orders" ADD CONSTRAINT "squad_orders_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_orders" ADD CONSTRAINT "squad_orders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_results" ADD CONSTRAINT "auction_results_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_results" ADD CONSTRAINT "auction_results_first_prize_team_id_teams_id_fk" FOREIGN KEY ("first_prize_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_results" ADD CONSTRAINT "auction_results_second_prize_team_id_teams_id_fk" FOREIGN KEY ("second_prize_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_results" ADD CONSTRAINT "auction_results_third_prize_team_id_teams_id_fk" FOREIGN KEY ("third_prize_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_results" ADD CONSTRAINT "team_results_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_results" ADD CONSTRAINT "team_results_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_results_auction_idx" ON "team_results" USING btree ("auction_id");