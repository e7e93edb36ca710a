CREATE TABLE "fan_group_memberships" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"invited_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fan_group_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"review_new_groups" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fan_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_key" text,
	"access" text DEFAULT 'publicly_accessible' NOT NULL,
	"visibility" text DEFAULT 'publicly_visible' NOT NULL,
	"post_visibility" text DEFAULT 'all_users' NOT NULL,
	"post_creation" text DEFAULT 'all_users_can_post' NOT NULL,
	"feed_visibility" text DEFAULT 'members_posts' NOT NULL,
	"acceptance_status" text DEFAULT 'submitted' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"members_count" integer DEFAULT 0 NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"group_posts_count" integer DEFAULT 0 NOT NULL,
	"owner_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fan_group_memberships" ADD CONSTRAINT "fan_group_memberships_group_id_fan_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."fan_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_group_memberships" ADD CONSTRAINT "fan_group_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_group_memberships" ADD CONSTRAINT "fan_group_memberships_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_groups" ADD CONSTRAINT "fan_groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fan_group_memberships_user_idx" ON "fan_group_memberships" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "fan_group_memberships_list_idx" ON "fan_group_memberships" USING btree ("group_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "fan_group_memberships_member_idx" ON "fan_group_memberships" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "fan_groups_slug_idx" ON "fan_groups" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "fan_groups_list_idx" ON "fan_groups" USING btree ("acceptance_status","featured","members_count","id");--> statement-breakpoint
CREATE INDEX "fan_groups_owner_idx" ON "fan_groups" USING btree ("owner_id");