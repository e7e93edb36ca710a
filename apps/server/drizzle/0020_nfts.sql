CREATE TABLE "nft_balances" (
	"address" text NOT NULL,
	"token_id" bigint NOT NULL,
	"balance" numeric(78, 0) DEFAULT '0' NOT NULL,
	"frozen" numeric(78, 0) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_balances_address_token_id_pk" PRIMARY KEY("address","token_id")
);
--> statement-breakpoint
CREATE TABLE "nft_benefit_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"benefit_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_benefits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nft_id" bigint NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secret" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_collection_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"collection_id" bigint NOT NULL,
	"locale" text
);
--> statement-breakpoint
CREATE TABLE "nft_collections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"translated_slugs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_medium_id" bigint,
	"network_chain_id" bigint,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"token_id" bigint NOT NULL,
	"block_number" bigint NOT NULL,
	"kind" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nfts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection_id" bigint NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rarity" text DEFAULT 'common' NOT NULL,
	"supply" integer NOT NULL,
	"minted" integer DEFAULT 0 NOT NULL,
	"publicly_visible" boolean DEFAULT true NOT NULL,
	"video_options" jsonb DEFAULT '{"autoplay":true,"loop":true,"show_controls":false}'::jsonb NOT NULL,
	"medium_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nft_benefit_redemptions" ADD CONSTRAINT "nft_benefit_redemptions_benefit_id_nft_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."nft_benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_benefit_redemptions" ADD CONSTRAINT "nft_benefit_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_benefits" ADD CONSTRAINT "nft_benefits_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_collection_slugs" ADD CONSTRAINT "nft_collection_slugs_collection_id_nft_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."nft_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_collections" ADD CONSTRAINT "nft_collections_cover_medium_id_content_media_id_fk" FOREIGN KEY ("cover_medium_id") REFERENCES "public"."content_media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_collection_id_nft_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."nft_collections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_medium_id_content_media_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."content_media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_balances_token_idx" ON "nft_balances" USING btree ("token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_benefit_redemptions_user_idx" ON "nft_benefit_redemptions" USING btree ("user_id","benefit_id");--> statement-breakpoint
CREATE INDEX "nft_benefits_nft_idx" ON "nft_benefits" USING btree ("nft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_collections_slug_idx" ON "nft_collections" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_moves_log_idx" ON "nft_moves" USING btree ("chain_id","tx_hash","log_index","token_id");--> statement-breakpoint
CREATE INDEX "nft_moves_token_idx" ON "nft_moves" USING btree ("token_id","id");--> statement-breakpoint
CREATE INDEX "nfts_collection_idx" ON "nfts" USING btree ("collection_id","id");