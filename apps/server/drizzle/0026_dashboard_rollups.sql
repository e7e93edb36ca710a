CREATE TABLE "dashboard_rollups" (
	"interval" text NOT NULL,
	"day" date NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_rollups_interval_day_pk" PRIMARY KEY("interval","day")
);
