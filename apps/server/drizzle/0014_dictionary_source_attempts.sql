ALTER TABLE "lexicon_sources" ADD COLUMN "skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lexicon_sources" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;