ALTER TABLE "audio_tracks" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "phrases" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audio_tracks_user_client_id" ON "audio_tracks" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phrases_user_client_id" ON "phrases" USING btree ("user_id","client_id");