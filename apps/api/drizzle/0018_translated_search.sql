CREATE TABLE "translated_search_words" (
	"locale" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "translated_search_words_word_locale_pk" PRIMARY KEY("word","locale")
);
--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "translations_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(translations -> 'fr' ->> 'title', '')), 'A') || setweight(to_tsvector('simple', coalesce(translations -> 'fr' ->> 'medium_description', '') || ' ' || coalesce(translations -> 'fr' ->> 'description', '') || ' ' || coalesce(translations -> 'fr' ->> 'material', '')), 'B') || setweight(to_tsvector('simple', coalesce(translations -> 'rw' ->> 'title', '')), 'C') || setweight(to_tsvector('simple', coalesce(translations -> 'rw' ->> 'medium_description', '') || ' ' || coalesce(translations -> 'rw' ->> 'description', '') || ' ' || coalesce(translations -> 'rw' ->> 'material', '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "translated_search_words_trgm_idx" ON "translated_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_items_translations_vector_idx" ON "catalog_items" USING gin ("translations_vector");--> statement-breakpoint
-- Keep translated_search_words filled with every word of the owner's translated search texts, per
-- language (docs/decisions/118; the same fields translations_vector reads), as 0006 does for English.
CREATE OR REPLACE FUNCTION catalog_translated_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO translated_search_words (locale, word)
  SELECT DISTINCT l.key, w.lexeme
  FROM jsonb_each(NEW.translations) l,
    unnest(to_tsvector('simple', coalesce(l.value ->> 'title', '') || ' ' || coalesce(l.value ->> 'medium_description', '') || ' ' || coalesce(l.value ->> 'description', '') || ' ' || coalesce(l.value ->> 'material', ''))) w
  WHERE jsonb_typeof(l.value) = 'object' AND length(w.lexeme) BETWEEN 2 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_items_translated_search_words
  AFTER INSERT OR UPDATE OF translations ON catalog_items
  FOR EACH ROW EXECUTE FUNCTION catalog_translated_search_words();
--> statement-breakpoint
INSERT INTO translated_search_words (locale, word)
SELECT DISTINCT l.key, w.lexeme
FROM catalog_items i, jsonb_each(i.translations) l,
  unnest(to_tsvector('simple', coalesce(l.value ->> 'title', '') || ' ' || coalesce(l.value ->> 'medium_description', '') || ' ' || coalesce(l.value ->> 'description', '') || ' ' || coalesce(l.value ->> 'material', ''))) w
WHERE jsonb_typeof(l.value) = 'object' AND length(w.lexeme) BETWEEN 2 AND 40
ON CONFLICT DO NOTHING;
