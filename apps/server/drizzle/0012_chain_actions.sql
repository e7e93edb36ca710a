CREATE TABLE "boosts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" bigint NOT NULL,
	"booster" text NOT NULL,
	"user_id" bigint,
	"amount" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "price" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "item_type" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "item_id" bigint;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "chain_id" bigint;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "tx_hash" text;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "log_index" integer;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "deposit_id" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "boosts_event_idx" ON "boosts" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "boosts_item_idx" ON "boosts" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "boosts_user_idx" ON "boosts" USING btree ("user_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "transactions_item_idx" ON "transactions" USING btree ("user_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "users_wallet_idx" ON "users" USING btree (lower("wallet_address"));--> statement-breakpoint
CREATE UNIQUE INDEX "votes_event_idx" ON "votes" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "votes_user_deposit_idx" ON "votes" USING btree ("user_id","deposit_id");