-- Picture alt texts per language (docs/decisions/112): { "rw": { "alt": "…" }, "fr": { … } }.
-- The public JSON of decision 116 (catalog_item_public_json) holds picture URLs, not alt texts: unchanged.
ALTER TABLE "catalog_images" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
