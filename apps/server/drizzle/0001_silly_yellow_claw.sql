CREATE TABLE "wallets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"held_paise" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_held_nonneg" CHECK ("wallets"."held_paise" >= 0),
	CONSTRAINT "wallets_available_nonneg" CHECK ("wallets"."balance_paise" - "wallets"."held_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"dedupe_key" text NOT NULL,
	"reference" text,
	"utr" text,
	"note" text,
	"acted_by_id" uuid,
	"acted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "wallet_entries_nonzero" CHECK ("wallet_entries"."amount_paise" <> 0),
	CONSTRAINT "wallet_entries_type_check" CHECK ("wallet_entries"."type" in ('RECHARGE','WITHDRAWAL','REGISTRATION_FEE','PRIZE','REFUND','ADJUSTMENT')),
	CONSTRAINT "wallet_entries_status_check" CHECK ("wallet_entries"."status" in ('PENDING','APPROVED','DENIED'))
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_acted_by_id_users_id_fk" FOREIGN KEY ("acted_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_entries_user_idx" ON "wallet_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_status_idx" ON "wallet_entries" USING btree ("status","type");