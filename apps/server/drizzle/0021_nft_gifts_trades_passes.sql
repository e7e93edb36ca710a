CREATE TABLE "nft_gifts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_user_id" bigint NOT NULL,
	"to_user_id" bigint NOT NULL,
	"nft_id" bigint NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_trade_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"trade_data" jsonb NOT NULL,
	"transaction_id" bigint,
	"executed_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"executed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nft_trade_request_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"side" text NOT NULL,
	"nft_id" bigint NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_trade_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"message" text,
	"withdrawn_reason" text,
	"fulfilled_by_user_id" bigint,
	"fulfilled_at" timestamp with time zone,
	"transaction_id" bigint,
	"trade_group_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_transfer_passes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"nft_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"chain_id" bigint NOT NULL,
	"from_address" text NOT NULL,
	"target_address" text NOT NULL,
	"signature" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"tx_hash" text,
	"used_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nft_gifts" ADD CONSTRAINT "nft_gifts_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_gifts" ADD CONSTRAINT "nft_gifts_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_gifts" ADD CONSTRAINT "nft_gifts_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_gifts" ADD CONSTRAINT "nft_gifts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_trade_groups" ADD CONSTRAINT "nft_trade_groups_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_trade_groups" ADD CONSTRAINT "nft_trade_groups_executed_by_user_id_users_id_fk" FOREIGN KEY ("executed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_trade_request_items" ADD CONSTRAINT "nft_trade_request_items_request_id_nft_trade_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."nft_trade_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_trade_request_items" ADD CONSTRAINT "nft_trade_request_items_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_trade_requests" ADD CONSTRAINT "nft_trade_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_trade_requests" ADD CONSTRAINT "nft_trade_requests_fulfilled_by_user_id_users_id_fk" FOREIGN KEY ("fulfilled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_trade_requests" ADD CONSTRAINT "nft_trade_requests_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_transfer_passes" ADD CONSTRAINT "nft_transfer_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_transfer_passes" ADD CONSTRAINT "nft_transfer_passes_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_gifts_from_idx" ON "nft_gifts" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_gifts_transaction_idx" ON "nft_gifts" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_trade_groups_key_idx" ON "nft_trade_groups" USING btree ("key");--> statement-breakpoint
CREATE INDEX "nft_trade_groups_status_idx" ON "nft_trade_groups" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_trade_request_items_idx" ON "nft_trade_request_items" USING btree ("request_id","side","nft_id");--> statement-breakpoint
CREATE INDEX "nft_trade_request_items_nft_idx" ON "nft_trade_request_items" USING btree ("nft_id","side");--> statement-breakpoint
CREATE INDEX "nft_trade_requests_user_idx" ON "nft_trade_requests" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "nft_trade_requests_status_idx" ON "nft_trade_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "nft_transfer_passes_user_idx" ON "nft_transfer_passes" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_transfer_passes_idempotency_idx" ON "nft_transfer_passes" USING btree ("user_id","idempotency_key");