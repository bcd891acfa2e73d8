DROP INDEX "audio_tracks_user_created";--> statement-breakpoint
DROP INDEX "phrases_user_created";--> statement-breakpoint
CREATE INDEX "users_created_id" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audio_tracks_user_created_id" ON "audio_tracks" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "phrases_user_created_id" ON "phrases" USING btree ("user_id","created_at","id");