CREATE TABLE "chain_deployments" (
	"chain_id" bigint PRIMARY KEY NOT NULL,
	"token_address" text NOT NULL,
	"nft_address" text NOT NULL,
	"actions_address" text NOT NULL,
	"admin_address" text NOT NULL,
	"treasury_address" text NOT NULL,
	"from_block" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_wallets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"address" text NOT NULL,
	"sealed_key" text NOT NULL,
	"key_version" integer DEFAULT 1 NOT NULL,
	"operators_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hot_wallets" ADD CONSTRAINT "hot_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hot_wallets_address_idx" ON "hot_wallets" USING btree ("address");--> statement-breakpoint
CREATE UNIQUE INDEX "hot_wallets_user_idx" ON "hot_wallets" USING btree ("user_id");