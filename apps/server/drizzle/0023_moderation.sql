CREATE TABLE "moderation_items" (
	"resource_type" text NOT NULL,
	"resource_id" bigint NOT NULL,
	"status" text DEFAULT 'reported' NOT NULL,
	"reason" text,
	"reports_count" integer DEFAULT 0 NOT NULL,
	"last_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_requested_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_items_resource_type_resource_id_pk" PRIMARY KEY("resource_type","resource_id")
);
--> statement-breakpoint
CREATE INDEX "moderation_items_queue_idx" ON "moderation_items" USING btree ("status","queued_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","created_at");