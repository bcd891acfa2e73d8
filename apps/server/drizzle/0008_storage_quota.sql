-- Bytes of a phrase's two clips, summed with audio_tracks.file_size against the storage quota
-- (docs/decisions/012-sign-in-registration-and-storage-limits.md). Phrases saved before it count 0.
ALTER TABLE "phrases" ADD COLUMN "audio_bytes" integer DEFAULT 0 NOT NULL;
