CREATE TABLE "ama_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"initial_boost" numeric(38, 0) DEFAULT '0' NOT NULL,
	"boosts" numeric(38, 0) DEFAULT '0' NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"report_status" text DEFAULT 'unreported' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ama_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hero_medium_id" bigint,
	"host_user_id" bigint,
	"ends_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"preview_token" text NOT NULL,
	"ama_questions_count" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"locale" text
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"translated_slugs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"location" text,
	"hero_medium_id" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"capacity" integer,
	"registered_count" integer DEFAULT 0 NOT NULL,
	"waiting_count" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mission_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
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
CREATE TABLE "ideation_missions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hero_medium_id" bigint,
	"ends_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"preview_token" text NOT NULL,
	"ideas_count" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"voting_id" bigint NOT NULL,
	"option_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" numeric(38, 0) DEFAULT '1' NOT NULL,
	"locked_amount" numeric(38, 0) DEFAULT '0' NOT NULL,
	"unlocks_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_options" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"voting_id" bigint NOT NULL,
	"value" jsonb NOT NULL,
	"votes" numeric(38, 0) DEFAULT '0' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_participants" (
	"voting_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voting_participants_voting_id_user_id_pk" PRIMARY KEY("voting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "votings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"voting_type" text DEFAULT 'tokenless' NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hero_medium_id" bigint,
	"ends_at" timestamp with time zone NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"deposit_share" numeric(5, 2),
	"unlocks_tokens_at" timestamp with time zone,
	"contract_address" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"voters_count" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ama_questions" ADD CONSTRAINT "ama_questions_session_id_ama_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."ama_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ama_questions" ADD CONSTRAINT "ama_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ama_questions" ADD CONSTRAINT "ama_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ama_sessions" ADD CONSTRAINT "ama_sessions_hero_medium_id_content_media_id_fk" FOREIGN KEY ("hero_medium_id") REFERENCES "public"."content_media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ama_sessions" ADD CONSTRAINT "ama_sessions_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ama_sessions" ADD CONSTRAINT "ama_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_slugs" ADD CONSTRAINT "event_slugs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_hero_medium_id_content_media_id_fk" FOREIGN KEY ("hero_medium_id") REFERENCES "public"."content_media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_mission_id_ideation_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."ideation_missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideation_missions" ADD CONSTRAINT "ideation_missions_hero_medium_id_content_media_id_fk" FOREIGN KEY ("hero_medium_id") REFERENCES "public"."content_media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideation_missions" ADD CONSTRAINT "ideation_missions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_option_id_voting_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."voting_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_options" ADD CONSTRAINT "voting_options_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_participants" ADD CONSTRAINT "voting_participants_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_participants" ADD CONSTRAINT "voting_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votings" ADD CONSTRAINT "votings_hero_medium_id_content_media_id_fk" FOREIGN KEY ("hero_medium_id") REFERENCES "public"."content_media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votings" ADD CONSTRAINT "votings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ama_questions_session_idx" ON "ama_questions" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "ama_questions_user_idx" ON "ama_questions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ama_sessions_slug_idx" ON "ama_sessions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "ama_sessions_published_idx" ON "ama_sessions" USING btree ("published","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_registrations_waiting_idx" ON "event_registrations" USING btree ("event_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_published_idx" ON "events" USING btree ("published","starts_at");--> statement-breakpoint
CREATE INDEX "ideas_mission_idx" ON "ideas" USING btree ("mission_id","created_at");--> statement-breakpoint
CREATE INDEX "ideas_user_idx" ON "ideas" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ideation_missions_slug_idx" ON "ideation_missions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "ideation_missions_published_idx" ON "ideation_missions" USING btree ("published","ends_at");--> statement-breakpoint
CREATE INDEX "votes_voting_user_idx" ON "votes" USING btree ("voting_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "votes_idempotency_idx" ON "votes" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "voting_options_voting_idx" ON "voting_options" USING btree ("voting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "votings_slug_idx" ON "votings" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "votings_published_idx" ON "votings" USING btree ("published","ends_at");