-- Sizes and colours (docs/decisions/127): an item's options on the item, what is sold of it in
-- catalog_variants, stock on the variant and only there. Every existing item (products and
-- artworks) gets exactly one variant without option values, its SKU made from the slug and its
-- stock copied; cart lines and order lines then name that variant.
CREATE TABLE "catalog_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"option_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sku" text NOT NULL,
	"price_minor" bigint,
	"compare_at_price_minor" bigint,
	"stock" integer,
	"image_id" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_variants_stock_not_negative" CHECK (stock is null or stock >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD CONSTRAINT "catalog_variants_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD CONSTRAINT "catalog_variants_image_id_catalog_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."catalog_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_variants_sku_unique" ON "catalog_variants" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_variants_item_values_unique" ON "catalog_variants" USING btree ("item_id","option_values");--> statement-breakpoint
CREATE INDEX "catalog_variants_item_idx" ON "catalog_variants" USING btree ("item_id","position");--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- One variant per item: SKU = the slug in capitals, reduced to the SKU's characters and 64 of them;
-- where two items would share one (slugs that differ only by case or past 60 characters) each adds its id.
INSERT INTO "catalog_variants" ("item_id", "position", "option_values", "sku", "stock")
SELECT s.id, 0, '[]'::jsonb, CASE WHEN s.n > 1 THEN left(s.base, 60 - length(s.id::text)) || '-' || s.id ELSE s.base END, s.stock
FROM (
  SELECT b.id, b.base, b.stock, count(*) OVER (PARTITION BY b.base) AS n
  FROM (SELECT i.id, i.stock, left(coalesce(nullif(upper(regexp_replace(i.slug, '[^A-Za-z0-9._-]+', '-', 'g')), ''), 'ITEM-' || i.id), 64) AS base FROM catalog_items i) b
) s
ORDER BY s.id;
--> statement-breakpoint
-- Cart lines name the item's variant; a line per variant.
ALTER TABLE "cart_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
UPDATE "cart_items" c SET "variant_id" = v."id" FROM "catalog_variants" v WHERE v."item_id" = c."item_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_id_item_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_variant_id_pk" PRIMARY KEY("user_id","variant_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_item_idx" ON "cart_items" USING btree ("item_id");--> statement-breakpoint
-- Order lines keep their text: those of an item still in the catalog name its single variant and
-- its SKU, with an empty variant title (the item had no options).
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
-- After the table's last change: the update queues the JSON flush of 0016 on order_items until commit,
-- and PostgreSQL alters no table with trigger events pending.
UPDATE "order_items" oi SET "variant_id" = v."id", "sku" = v."sku" FROM "catalog_variants" v WHERE v."item_id" = oi."item_id";--> statement-breakpoint
-- A cancelled order gives back to each variant exactly the stock its lines took (docs/decisions/101, 127),
-- whichever path cancels it, in the transaction of the cancellation.
CREATE OR REPLACE FUNCTION orders_return_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_variants v SET stock = v.stock + l.taken
  FROM (SELECT variant_id, sum(stock_taken)::int AS taken FROM order_items WHERE order_id = NEW.id AND variant_id IS NOT NULL AND stock_taken > 0 GROUP BY variant_id) l
  WHERE v.id = l.variant_id AND v.stock IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER TABLE "catalog_items" DROP CONSTRAINT "catalog_items_stock_not_negative";--> statement-breakpoint
ALTER TABLE "catalog_items" DROP COLUMN "stock";--> statement-breakpoint
-- One item's public JSON in a language (docs/decisions/116, 127), as in 0016 with the options and the
-- variants on sale after `availability`, in the contract's order (CatalogItem, ItemOption, ItemVariant):
-- * options [{name, values}]: the owner's rw/fr texts of each name and value, English where missing;
-- * variants [{id, sku, options {name: value}, price, compare_at_price, availability, image}] by
--   position, archived ones left out; the map in the options' order with the same translated texts;
--   a variant's price is its own or the item's, its compare-at price (its own or the item's) only
--   when above it; 'sold_out' at stock 0, or while an artwork is held;
-- * the item's price is the lowest variant price, its compare-at price that variant's when above it;
--   the item is 'sold_out' when every variant is at stock 0 (artworks: reserved / sold as before).
-- The nested arrays are printed compactly (array_to_json, row_to_json; the map by hand), so the body
-- stays what JSON.stringify prints.
CREATE OR REPLACE FUNCTION catalog_item_public_json(p_id integer, p_locale text) RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT row_to_json(t)::text FROM (SELECT
    i.id AS "id", i.kind AS "kind", i.slug AS "slug", coalesce(nullif(i.translations -> p_locale ->> 'title', ''), i.title) AS "title",
    coalesce(nullif(i.translations -> p_locale ->> 'description', ''), i.description) AS "description",
    i.category AS "category", coalesce(nullif(i.translations -> p_locale ->> 'material', ''), i.material) AS "material", coalesce(nullif(i.translations -> p_locale ->> 'size', ''), i.size) AS "size",
    i.washable AS "washable",
    coalesce(c.price, i.price_minor)::float8 / 100 AS "price",
    CASE WHEN c.price IS NULL THEN CASE WHEN i.compare_at_price_minor > i.price_minor THEN i.compare_at_price_minor::float8 / 100 END
         WHEN c.compare_at > c.price THEN c.compare_at::float8 / 100 END AS "compare_at_price",
    i.artist AS "artist", coalesce(nullif(i.translations -> p_locale ->> 'medium_description', ''), i.medium_description) AS "medium_description",
    '/media/' || k.keys[1] || '-640.webp' AS "frontimage", '/media/' || k.keys[2] || '-640.webp' AS "image1",
    '/media/' || k.keys[3] || '-640.webp' AS "image2", '/media/' || k.keys[4] || '-640.webp' AS "image3",
    '/media/' || k.keys[5] || '-640.webp' AS "image4",
    to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "created_at",
    coalesce(h.held, CASE WHEN s.n > 0 AND s.n = s.empty THEN 'sold_out' ELSE 'available' END) AS "availability",
    array_to_json(array(
      SELECT row_to_json(ox) FROM jsonb_array_elements(i.options) WITH ORDINALITY o(opt, n) CROSS JOIN LATERAL (
        SELECT coalesce(nullif(o.opt -> 'translations' -> p_locale ->> 'name', ''), o.opt ->> 'name') AS "name",
               array(SELECT coalesce(nullif(o.opt -> 'translations' -> p_locale -> 'values' ->> (vv.n - 1)::int, ''), vv.value)
                     FROM jsonb_array_elements_text(o.opt -> 'values') WITH ORDINALITY vv(value, n) ORDER BY vv.n) AS "values"
      ) ox
      ORDER BY o.n)) AS "options",
    array_to_json(array(
      SELECT row_to_json(vx) FROM catalog_variants v CROSS JOIN LATERAL (
        SELECT v.id AS "id", v.sku AS "sku",
          (coalesce((SELECT '{' || string_agg(to_json(coalesce(nullif(o.opt -> 'translations' -> p_locale ->> 'name', ''), o.opt ->> 'name'))::text || ':' ||
                      to_json(coalesce(nullif(o.opt -> 'translations' -> p_locale -> 'values' ->> (
                        SELECT (vv.n - 1)::int FROM jsonb_array_elements_text(o.opt -> 'values') WITH ORDINALITY vv(value, n) WHERE vv.value = v.option_values ->> (o.n - 1)::int LIMIT 1), ''),
                        v.option_values ->> (o.n - 1)::int))::text, ',' ORDER BY o.n) || '}'
                     FROM jsonb_array_elements(i.options) WITH ORDINALITY o(opt, n) WHERE v.option_values ->> (o.n - 1)::int IS NOT NULL), '{}'))::json AS "options",
          coalesce(v.price_minor, i.price_minor)::float8 / 100 AS "price",
          CASE WHEN coalesce(v.compare_at_price_minor, i.compare_at_price_minor) > coalesce(v.price_minor, i.price_minor)
               THEN coalesce(v.compare_at_price_minor, i.compare_at_price_minor)::float8 / 100 END AS "compare_at_price",
          CASE WHEN v.stock = 0 OR h.held IS NOT NULL THEN 'sold_out' ELSE 'available' END AS "availability",
          (SELECT '/media/' || ci.image_key || '-640.webp' FROM catalog_images ci WHERE ci.id = v.image_id AND ci.item_id = i.id) AS "image"
      ) vx
      WHERE v.item_id = i.id AND v.archived_at IS NULL ORDER BY v.position, v.id)) AS "variants",
    CASE WHEN r.n = 0 THEN 0::float8 ELSE (CASE WHEN r.x - floor(r.x) >= 0.5 THEN ceil(r.x) ELSE floor(r.x) END) / 10 END AS "averageRating",
    r.n AS "ratingCount"
  FROM catalog_items i
  CROSS JOIN LATERAL (SELECT array(SELECT ci.image_key FROM catalog_images ci WHERE ci.item_id = i.id ORDER BY ci.position) AS keys) k
  CROSS JOIN LATERAL (SELECT count(*)::int AS n, coalesce(sum(rt.rating), 0)::float8 / nullif(count(*), 0)::float8 * 10 AS x
                      FROM ratings rt WHERE rt.item_id = i.id AND rt.hidden_at IS NULL) r
  CROSS JOIN LATERAL (SELECT CASE WHEN i.kind = 'artwork' THEN (
        SELECT CASE WHEN bool_or(o.payment_status IN ('paid', 'partially_refunded')) THEN 'sold' WHEN count(*) > 0 THEN 'reserved' END
        FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.item_id = i.id AND o.status <> 'cancelled') END AS held) h
  CROSS JOIN LATERAL (SELECT count(*)::int AS n, count(*) FILTER (WHERE v.stock = 0)::int AS empty
                      FROM catalog_variants v WHERE v.item_id = i.id AND v.archived_at IS NULL) s
  LEFT JOIN LATERAL (SELECT coalesce(v.price_minor, i.price_minor) AS price, coalesce(v.compare_at_price_minor, i.compare_at_price_minor) AS compare_at
                     FROM catalog_variants v WHERE v.item_id = i.id AND v.archived_at IS NULL
                     ORDER BY coalesce(v.price_minor, i.price_minor), v.position, v.id LIMIT 1) c ON true
  WHERE i.id = p_id) t
$$;
--> statement-breakpoint
-- Any write of a variant (price, stock, options, picture, archive) refreshes its item's JSON at commit.
CREATE TRIGGER catalog_variants_json_insert AFTER INSERT ON catalog_variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_json_touch('item_id');--> statement-breakpoint
CREATE TRIGGER catalog_variants_json_update AFTER UPDATE ON catalog_variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_json_touch('item_id');--> statement-breakpoint
CREATE TRIGGER catalog_variants_json_delete AFTER DELETE ON catalog_variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_json_touch('item_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_variants_json_flush AFTER INSERT OR UPDATE OR DELETE ON catalog_variants DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_item_json_flush();--> statement-breakpoint
-- Every item has at least one variant (docs/decisions/127): an item inserted without any (the seed, a
-- bench's INSERT … SELECT, a person in psql, a back-office item without options) gets its single
-- variant at commit, not counted, its SKU made from the slug (with the id where that one is taken).
-- A writer that gives the item its variants in the same transaction is left alone.
CREATE OR REPLACE FUNCTION catalog_items_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
BEGIN
  IF EXISTS (SELECT 1 FROM catalog_variants WHERE item_id = NEW.id) THEN RETURN NULL; END IF;
  SELECT left(coalesce(nullif(upper(regexp_replace(i.slug, '[^A-Za-z0-9._-]+', '-', 'g')), ''), 'ITEM-' || i.id), 64) INTO base FROM catalog_items i WHERE i.id = NEW.id;
  IF base IS NULL THEN RETURN NULL; END IF;
  IF EXISTS (SELECT 1 FROM catalog_variants WHERE sku = base) THEN base := left(base, 60 - length(NEW.id::text)) || '-' || NEW.id; END IF;
  INSERT INTO catalog_variants (item_id, position, option_values, sku) VALUES (NEW.id, 0, '[]'::jsonb, base);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_items_default_variant AFTER INSERT ON catalog_items DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_items_default_variant();--> statement-breakpoint
-- Every body again with the new fields, each item with a new version for its three languages and its listing row.
DO $$
DECLARE
  item integer;
  ver bigint;
BEGIN
  FOR item IN SELECT id FROM catalog_items ORDER BY id LOOP
    ver := nextval('catalog_item_json_version_seq');
    UPDATE catalog_item_json SET body = catalog_item_public_json(item, locale), version = ver WHERE item_id = item;
    UPDATE catalog_item_listing SET version = ver WHERE item_id = item;
  END LOOP;
  PERFORM set_config('atelier.item_json_dirty', '', true);
END $$;
