-- Keep search_words filled with every word of the catalog's search documents (see schema/catalog.ts).
CREATE OR REPLACE FUNCTION catalog_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT lexeme
  FROM unnest(to_tsvector('simple', NEW.title || ' ' || coalesce(NEW.artist, '') || ' ' || coalesce(NEW.medium_description, '') || ' ' || NEW.description || ' ' || NEW.category || ' ' || coalesce(NEW.material, '')))
  WHERE length(lexeme) BETWEEN 2 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_items_search_words
  AFTER INSERT OR UPDATE OF title, artist, medium_description, description, category, material ON catalog_items
  FOR EACH ROW EXECUTE FUNCTION catalog_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT lexeme
FROM catalog_items, unnest(to_tsvector('simple', title || ' ' || coalesce(artist, '') || ' ' || coalesce(medium_description, '') || ' ' || description || ' ' || category || ' ' || coalesce(material, '')))
WHERE length(lexeme) BETWEEN 2 AND 40
ON CONFLICT DO NOTHING;
