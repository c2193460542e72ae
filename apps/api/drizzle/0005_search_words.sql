CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || coalesce(artist, ''))) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_items_title_vector_idx" ON "catalog_items" USING gin ("title_vector");