CREATE TABLE "catalog_item_json" (
	"item_id" integer NOT NULL,
	"locale" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "catalog_item_json_item_id_locale_pk" PRIMARY KEY("item_id","locale")
);
--> statement-breakpoint
ALTER TABLE "catalog_item_json" ADD CONSTRAINT "catalog_item_json_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- One item's public JSON in a language (docs/decisions/116): the wire fields of CatalogItem in the
-- contract's order, the owner's texts in `p_locale` with English where not translated (decision 112,
-- the same rule as db/localized.ts), as toCatalogItem + JSON.stringify print them (catalog-list.test.ts compares the bytes):
-- prices float8 / 100 like fromMinor; the mean rating ×10 rounded half up like Math.round; created_at
-- to the millisecond like Date#toISOString; picture URLs as imageUrl builds them (640 px webp);
-- row_to_json prints compactly like JSON.stringify. VOLATILE on purpose: each call takes a fresh
-- snapshot, so a refresh that waited for another transaction's lock sees what that one committed.
CREATE OR REPLACE FUNCTION catalog_item_public_json(p_id integer, p_locale text) RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT row_to_json(t)::text FROM (SELECT
    i.id AS "id", i.kind AS "kind", i.slug AS "slug", coalesce(nullif(i.translations -> p_locale ->> 'title', ''), i.title) AS "title",
    coalesce(nullif(i.translations -> p_locale ->> 'description', ''), i.description) AS "description",
    i.category AS "category", coalesce(nullif(i.translations -> p_locale ->> 'material', ''), i.material) AS "material", coalesce(nullif(i.translations -> p_locale ->> 'size', ''), i.size) AS "size",
    i.washable AS "washable",
    i.price_minor::float8 / 100 AS "price",
    CASE WHEN i.compare_at_price_minor > i.price_minor THEN i.compare_at_price_minor::float8 / 100 END AS "compare_at_price",
    i.artist AS "artist", coalesce(nullif(i.translations -> p_locale ->> 'medium_description', ''), i.medium_description) AS "medium_description",
    '/media/' || k.keys[1] || '-640.webp' AS "frontimage", '/media/' || k.keys[2] || '-640.webp' AS "image1",
    '/media/' || k.keys[3] || '-640.webp' AS "image2", '/media/' || k.keys[4] || '-640.webp' AS "image3",
    '/media/' || k.keys[5] || '-640.webp' AS "image4",
    to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "created_at",
    coalesce(
      CASE WHEN i.kind = 'artwork' THEN (
        SELECT CASE WHEN bool_or(o.payment_status IN ('paid', 'partially_refunded')) THEN 'sold' WHEN count(*) > 0 THEN 'reserved' END
        FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.item_id = i.id AND o.status <> 'cancelled')
      END,
      CASE WHEN i.stock = 0 THEN 'sold_out' ELSE 'available' END) AS "availability",
    CASE WHEN r.n = 0 THEN 0::float8 ELSE (CASE WHEN r.x - floor(r.x) >= 0.5 THEN ceil(r.x) ELSE floor(r.x) END) / 10 END AS "averageRating",
    r.n AS "ratingCount"
  FROM catalog_items i
  CROSS JOIN LATERAL (SELECT array(SELECT ci.image_key FROM catalog_images ci WHERE ci.item_id = i.id ORDER BY ci.position) AS keys) k
  CROSS JOIN LATERAL (SELECT count(*)::int AS n, coalesce(sum(rt.rating), 0)::float8 / nullif(count(*), 0)::float8 * 10 AS x
                      FROM ratings rt WHERE rt.item_id = i.id AND rt.hidden_at IS NULL) r
  WHERE i.id = p_id) t
$$;
--> statement-breakpoint
-- A write marks the items whose JSON it changes (a list of ids in a setting local to the transaction);
-- the JSON is rebuilt once, at commit, in id order (catalog_item_json_flush). Rebuilding at commit
-- takes the JSON rows' locks after every other lock of the transaction (an order's items, a
-- cancellation's stock), and in one order, so two writers never wait for each other in a circle.
CREATE OR REPLACE FUNCTION catalog_item_json_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text := TG_ARGV[0];
  ids text;
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    -- An order's status or payment decides whether its artworks show as reserved or sold.
    SELECT string_agg(DISTINCT oi.item_id::text, ',') INTO ids
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN order_items oi ON oi.order_id = n.id
    WHERE oi.item_id IS NOT NULL AND (n.status IS DISTINCT FROM o.status OR n.payment_status IS DISTINCT FROM o.payment_status);
  ELSIF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT string_agg(DISTINCT %1$I::text, '','') FROM new_rows WHERE %1$I IS NOT NULL', col) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT string_agg(DISTINCT %1$I::text, '','') FROM old_rows WHERE %1$I IS NOT NULL', col) INTO ids;
  ELSE
    EXECUTE format('SELECT string_agg(DISTINCT x::text, '','') FROM (SELECT %1$I AS x FROM new_rows UNION SELECT %1$I FROM old_rows) u WHERE x IS NOT NULL', col) INTO ids;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM set_config('atelier.item_json_dirty', coalesce(current_setting('atelier.item_json_dirty', true), '') || ids || ',', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_item_json_flush() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  dirty text := current_setting('atelier.item_json_dirty', true);
  item integer;
  lang text;
BEGIN
  IF dirty IS NULL OR dirty = '' THEN RETURN NULL; END IF;
  PERFORM set_config('atelier.item_json_dirty', '', true);
  FOR item IN SELECT DISTINCT x::integer FROM unnest(string_to_array(dirty, ',')) x WHERE x <> '' ORDER BY 1 LOOP
    FOREACH lang IN ARRAY ARRAY['en', 'fr', 'rw'] LOOP
      UPDATE catalog_item_json SET body = catalog_item_public_json(item, lang) WHERE item_id = item AND locale = lang;
      IF NOT FOUND THEN
        INSERT INTO catalog_item_json (item_id, locale, body)
        SELECT i.id, lang, catalog_item_public_json(i.id, lang) FROM catalog_items i WHERE i.id = item
        ON CONFLICT (item_id, locale) DO UPDATE SET body = catalog_item_public_json(excluded.item_id, excluded.locale);
      END IF;
    END LOOP;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_items_json_insert AFTER INSERT ON catalog_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_json_touch('id');--> statement-breakpoint
CREATE TRIGGER catalog_items_json_update AFTER UPDATE ON catalog_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_json_touch('id');--> statement-breakpoint
CREATE TRIGGER catalog_images_json_insert AFTER INSERT ON catalog_images REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_json_touch('item_id');--> statement-breakpoint
CREATE TRIGGER catalog_images_json_update AFTER UPDATE ON catalog_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_json_touch('item_id');--> statement-breakpoint
CREATE TRIGGER catalog_images_json_delete AFTER DELETE ON catalog_images REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_json_touch('item_id');--> statement-breakpoint
CREATE TRIGGER ratings_json_insert AFTER INSERT ON ratings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_json_touch('item_id');--> statement-breakpoint
CREATE TRIGGER ratings_json_update AFTER UPDATE ON ratings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_json_touch('item_id');--> statement-breakpoint
CREATE TRIGGER ratings_json_delete AFTER DELETE ON ratings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_json_touch('item_id');--> statement-breakpoint
CREATE TRIGGER order_items_json_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_json_touch('item_id');--> statement-breakpoint
CREATE TRIGGER order_items_json_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_json_touch('item_id');--> statement-breakpoint
CREATE TRIGGER order_items_json_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_json_touch('item_id');--> statement-breakpoint
CREATE TRIGGER orders_json_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_json_touch('id');--> statement-breakpoint
-- The rebuild at commit: constraint triggers are the ones PostgreSQL can defer. Each fires per row
-- but finds the marks already taken after the first.
CREATE CONSTRAINT TRIGGER catalog_items_json_flush AFTER INSERT OR UPDATE ON catalog_items DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_item_json_flush();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_images_json_flush AFTER INSERT OR UPDATE OR DELETE ON catalog_images DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_item_json_flush();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ratings_json_flush AFTER INSERT OR UPDATE OR DELETE ON ratings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_item_json_flush();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_items_json_flush AFTER INSERT OR UPDATE OR DELETE ON order_items DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_item_json_flush();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_json_flush AFTER UPDATE ON orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_item_json_flush();--> statement-breakpoint
-- The languages of the shop (contracts' LOCALES); a new one needs a migration that adds its rows.
INSERT INTO catalog_item_json (item_id, locale, body)
SELECT i.id, l.locale, catalog_item_public_json(i.id, l.locale) FROM catalog_items i CROSS JOIN (VALUES ('en'), ('fr'), ('rw')) l(locale) ORDER BY i.id, l.locale;
