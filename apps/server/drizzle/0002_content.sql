CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"bg_color" text DEFAULT '#0b5fff' NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"medium_id" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"commentable_type" text NOT NULL,
	"commentable_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"body" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"boosts" numeric(38, 0) DEFAULT '0' NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"report_status" text DEFAULT 'unreported' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_media" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"original_key" text,
	"mime_type" text,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnail_key" text,
	"external_src" text,
	"oembed_data" jsonb,
	"error" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_purchases" (
	"user_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_purchases_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "content_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"content_id" bigint NOT NULL,
	"locale" text
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"translated_slugs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content_type" text NOT NULL,
	"title" jsonb NOT NULL,
	"teaser" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_id" integer,
	"hero_medium_id" bigint,
	"available_for" text[] DEFAULT '{}'::text[] NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"no_crawl" boolean DEFAULT false NOT NULL,
	"boosts" numeric(38, 0) DEFAULT '0' NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"search_en" "tsvector",
	"search_de" "tsvector",
	"search_it" "tsvector",
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"liked_type" text NOT NULL,
	"liked_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_liked_type_liked_id_user_id_pk" PRIMARY KEY("liked_type","liked_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ugc_report_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ugc_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reportable_type" text NOT NULL,
	"reportable_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"report_type_id" integer NOT NULL,
	"reason" text,
	"status" text DEFAULT 'reported' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_entitlements" (
	"user_id" bigint NOT NULL,
	"audience" text NOT NULL,
	"valid_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_entitlements_user_id_audience_pk" PRIMARY KEY("user_id","audience")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_medium_id_content_media_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."content_media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_media" ADD CONSTRAINT "content_media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_purchases" ADD CONSTRAINT "content_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_purchases" ADD CONSTRAINT "content_purchases_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_slugs" ADD CONSTRAINT "content_slugs_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_hero_medium_id_content_media_id_fk" FOREIGN KEY ("hero_medium_id") REFERENCES "public"."content_media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_reports" ADD CONSTRAINT "ugc_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_reports" ADD CONSTRAINT "ugc_reports_report_type_id_ugc_report_types_id_fk" FOREIGN KEY ("report_type_id") REFERENCES "public"."ugc_report_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_entitlements" ADD CONSTRAINT "user_entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "comments_commentable_idx" ON "comments" USING btree ("commentable_type","commentable_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "content_media_status_idx" ON "content_media" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_slug_idx" ON "contents" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "contents_published_idx" ON "contents" USING btree ("published","published_at","id");--> statement-breakpoint
CREATE INDEX "contents_category_idx" ON "contents" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "contents_search_en_idx" ON "contents" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "contents_search_de_idx" ON "contents" USING gin ("search_de");--> statement-breakpoint
CREATE INDEX "contents_search_it_idx" ON "contents" USING gin ("search_it");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "likes_user_idx" ON "likes" USING btree ("user_id","liked_type");--> statement-breakpoint
CREATE UNIQUE INDEX "ugc_report_types_key_idx" ON "ugc_report_types" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "ugc_reports_once_idx" ON "ugc_reports" USING btree ("reportable_type","reportable_id","user_id");--> statement-breakpoint
CREATE INDEX "ugc_reports_status_idx" ON "ugc_reports" USING btree ("status","created_at");