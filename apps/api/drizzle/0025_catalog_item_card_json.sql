-- The list's card body (docs/decisions/127, "The list's card body"; decision 116): beside each item's
-- full public JSON per language (catalog_item_json.body, what GET /api/products/{id} and the item
-- page send), the body the lists send (GET /api/products, /api/gallery, search): the same text with
-- each variant cut to {id, options, price, compare_at_price, availability} (no sku, no image).
-- Derived from the full body in SQL (catalog_item_card_json), so the full body stays the one source
-- of both shapes; kept by a row trigger on catalog_item_json, so every write of a body (the flush of
-- migrations 0016/0020 in the write's transaction, a rebuild as in 0022) writes its card body in the
-- same statement, under the same version.
ALTER TABLE "catalog_item_json" ADD COLUMN "card_body" text;--> statement-breakpoint
-- The card body of a full body: its keys in their order and their values' text untouched (json, not
-- jsonb, keeps both), `variants` rebuilt from each variant's five fields, compactly printed
-- (array_to_json, row_to_json), so the text stays what JSON.stringify prints.
CREATE OR REPLACE FUNCTION catalog_item_card_json(p_body text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '{' || string_agg(to_json(e.key)::text || ':' || CASE WHEN e.key = 'variants' THEN array_to_json(array(
      SELECT row_to_json(vx) FROM json_array_elements(e.value) WITH ORDINALITY v(variant, n) CROSS JOIN LATERAL (
        SELECT v.variant -> 'id' AS "id", v.variant -> 'options' AS "options", v.variant -> 'price' AS "price",
               v.variant -> 'compare_at_price' AS "compare_at_price", v.variant -> 'availability' AS "availability") vx
      ORDER BY v.n))::text ELSE e.value::text END, ',' ORDER BY e.n) || '}'
  FROM json_each(p_body::json) WITH ORDINALITY e(key, value, n)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_item_json_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_body := catalog_item_card_json(NEW.body);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_item_json_card BEFORE INSERT OR UPDATE OF body ON catalog_item_json FOR EACH ROW EXECUTE FUNCTION catalog_item_json_card();--> statement-breakpoint
UPDATE "catalog_item_json" SET "card_body" = catalog_item_card_json("body");--> statement-breakpoint
ALTER TABLE "catalog_item_json" ALTER COLUMN "card_body" SET NOT NULL;
