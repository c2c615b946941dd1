ALTER TABLE "users" ADD COLUMN "age_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "self_excluded_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recharge_limit_paise" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recharge_limit_next_paise" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recharge_limit_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_recharge_limit_positive" CHECK ("users"."recharge_limit_paise" > 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_recharge_limit_next_positive" CHECK ("users"."recharge_limit_next_paise" > 0);