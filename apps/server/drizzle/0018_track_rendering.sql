ALTER TABLE "audio_tracks" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "audio_tracks" ADD COLUMN "progress" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audio_tracks" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "audio_tracks" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "audio_tracks" ADD COLUMN "render_input" jsonb;--> statement-breakpoint
ALTER TABLE "audio_tracks" ADD COLUMN "content_key" text;--> statement-breakpoint
ALTER TABLE "audio_tracks" ADD COLUMN "render_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audio_tracks" ADD COLUMN "render_heartbeat" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "audio_tracks_rendering_content" ON "audio_tracks" USING btree ("user_id","content_key") WHERE "audio_tracks"."status" = 'rendering';--> statement-breakpoint
CREATE INDEX "audio_tracks_rendering" ON "audio_tracks" USING btree ("render_heartbeat") WHERE "audio_tracks"."status" = 'rendering';