ALTER TABLE "contents" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "unpublish_at" timestamp with time zone;