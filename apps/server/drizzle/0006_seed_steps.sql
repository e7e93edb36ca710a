CREATE TABLE "seed_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
