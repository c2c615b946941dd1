ALTER TABLE "bids" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "is_proxy" boolean DEFAULT false NOT NULL;