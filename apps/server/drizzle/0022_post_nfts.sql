CREATE TABLE "post_nfts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_post_id" bigint,
	"feed_post_id" bigint,
	"nft_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "post_nfts_one_post" CHECK (("post_nfts"."group_post_id" is null) <> ("post_nfts"."feed_post_id" is null))
);
--> statement-breakpoint
ALTER TABLE "post_nfts" ADD CONSTRAINT "post_nfts_group_post_id_group_posts_id_fk" FOREIGN KEY ("group_post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_nfts" ADD CONSTRAINT "post_nfts_feed_post_id_feed_posts_id_fk" FOREIGN KEY ("feed_post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_nfts" ADD CONSTRAINT "post_nfts_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_nfts_group_post_idx" ON "post_nfts" USING btree ("group_post_id","nft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_nfts_feed_post_idx" ON "post_nfts" USING btree ("feed_post_id","nft_id");--> statement-breakpoint
CREATE INDEX "post_nfts_nft_idx" ON "post_nfts" USING btree ("nft_id");