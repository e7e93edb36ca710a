CREATE TABLE "instance_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"actor_id" bigint,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rolled_back_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "manifest" jsonb DEFAULT '{}'::jsonb NOT NULL;