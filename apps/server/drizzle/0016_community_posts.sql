CREATE TABLE "feed_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"slug" text NOT NULL,
	"body" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mentioned_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"initial_boost" numeric(38, 0) DEFAULT '0' NOT NULL,
	"boosts" numeric(38, 0) DEFAULT '0' NOT NULL,
	"contract_address" text,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"report_status" text DEFAULT 'unreported' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"slug" text NOT NULL,
	"body" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mentioned_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_role" text NOT NULL,
	"initial_boost" numeric(38, 0) DEFAULT '0' NOT NULL,
	"boosts" numeric(38, 0) DEFAULT '0' NOT NULL,
	"contract_address" text,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"report_status" text DEFAULT 'unreported' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_group_id_fan_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."fan_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_posts_feed_idx" ON "feed_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "feed_posts_user_idx" ON "feed_posts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_posts_group_idx" ON "group_posts" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "group_posts_feed_idx" ON "group_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "group_posts_user_idx" ON "group_posts" USING btree ("user_id");