CREATE TABLE "instances" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"theme_color" text DEFAULT '#0b5fff' NOT NULL,
	"background_color" text DEFAULT '#ffffff' NOT NULL,
	"module_config" jsonb NOT NULL,
	"feature_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"route_words" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"campaign_aliases" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"menu_type" text NOT NULL,
	"title" jsonb NOT NULL,
	"icon" text,
	"target" text,
	"app_name" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"translated_slugs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"menu_slug" text,
	"no_crawl" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "menu_items_position_order_idx" ON "menu_items" USING btree ("position","sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "static_pages_slug_idx" ON "static_pages" USING btree ("slug");