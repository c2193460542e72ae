-- The signed-in page with the reply cache off (docs/decisions/116, amendment of
-- 2026-11-25) reads one narrow index instead of building or sending each item's JSON:
-- * catalog_item_json.version: a fresh value of one sequence at every rewrite of an item (the same
--   in its three languages), never reused in the database. The server keeps the bodies' bytes by
--   (item, locale, version) and reads a body again only when the item's version is one it has not seen;
-- * catalog_item_listing: each item's place in the store or gallery (kind, position, published) and
--   that version, copied at the same commit, so the page's order, total and versions come from
--   catalog_item_listing_page_idx alone. Its rows are narrow: the few the index cannot vouch for
--   (not yet vacuumed) cost little to visit, where catalog_item_json's ~1 KB rows cost a page each.
CREATE SEQUENCE "catalog_item_json_version_seq";
--> statement-breakpoint
ALTER TABLE "catalog_item_json" ADD COLUMN "version" bigint DEFAULT nextval('catalog_item_json_version_seq') NOT NULL;
--> statement-breakpoint
ALTER SEQUENCE "catalog_item_json_version_seq" OWNED BY "catalog_item_json"."version";
--> statement-breakpoint
UPDATE "catalog_item_json" j SET "version" = m.v FROM (SELECT item_id, min(version) AS v FROM catalog_item_json GROUP BY item_id) m WHERE m.item_id = j.item_id;
--> statement-breakpoint
CREATE TABLE "catalog_item_listing" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"published" boolean NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_item_listing" ADD CONSTRAINT "catalog_item_listing_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "catalog_item_listing_page_idx" ON "catalog_item_listing" USING btree ("kind","position","item_id","version") WHERE published;
--> statement-breakpoint
INSERT INTO "catalog_item_listing" (item_id, kind, position, published, version)
SELECT i.id, i.kind, i.position, i.state = 'published', coalesce((SELECT min(j.version) FROM catalog_item_json j WHERE j.item_id = i.id), nextval('catalog_item_json_version_seq'))
FROM catalog_items i ORDER BY i.id;
--> statement-breakpoint
-- An item's place in the listing, read in a fresh snapshot (VOLATILE) for the same reason as
-- catalog_item_public_json: a rewrite that waited for another transaction's lock sees what it committed.
CREATE OR REPLACE FUNCTION catalog_item_place(p_id integer) RETURNS TABLE (kind text, "position" integer, published boolean) LANGUAGE sql VOLATILE AS $$
  SELECT i.kind, i.position, i.state = 'published' FROM catalog_items i WHERE i.id = p_id
$$;
--> statement-breakpoint
-- As in 0016; each item rewritten takes one new version for its three languages and its listing row,
-- which is locked after the item's JSON rows, item by item in id order, as those are.
CREATE OR REPLACE FUNCTION catalog_item_json_flush() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  dirty text := current_setting('atelier.item_json_dirty', true);
  item integer;
  lang text;
  ver bigint;
BEGIN
  IF dirty IS NULL OR dirty = '' THEN RETURN NULL; END IF;
  PERFORM set_config('atelier.item_json_dirty', '', true);
  FOR item IN SELECT DISTINCT x::integer FROM unnest(string_to_array(dirty, ',')) x WHERE x <> '' ORDER BY 1 LOOP
    ver := nextval('catalog_item_json_version_seq');
    FOREACH lang IN ARRAY ARRAY['en', 'fr', 'rw'] LOOP
      UPDATE catalog_item_json SET body = catalog_item_public_json(item, lang), version = ver WHERE item_id = item AND locale = lang;
      IF NOT FOUND THEN
        INSERT INTO catalog_item_json (item_id, locale, body, version)
        SELECT i.id, lang, catalog_item_public_json(i.id, lang), ver FROM catalog_items i WHERE i.id = item
        ON CONFLICT (item_id, locale) DO UPDATE SET body = catalog_item_public_json(excluded.item_id, excluded.locale), version = ver;
      END IF;
    END LOOP;
    UPDATE catalog_item_listing SET (kind, position, published) = (SELECT p.kind, p.position, p.published FROM catalog_item_place(item) p), version = ver
    WHERE item_id = item;
    IF NOT FOUND THEN
      INSERT INTO catalog_item_listing (item_id, kind, position, published, version)
      SELECT i.id, i.kind, i.position, i.state = 'published', ver FROM catalog_items i WHERE i.id = item
      ON CONFLICT (item_id) DO UPDATE SET (kind, position, published) = (SELECT p.kind, p.position, p.published FROM catalog_item_place(excluded.item_id) p), version = ver;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
