CREATE TABLE "catalog_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "catalog_items_listing_idx";--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "stock" integer;--> statement-breakpoint
-- Existing items keep what customers saw: active ones published, the others archived.
UPDATE "catalog_items" SET "state" = CASE WHEN "active" THEN 'published' ELSE 'archived' END;--> statement-breakpoint
ALTER TABLE "catalog_items" DROP COLUMN "active";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stock_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
-- Orders placed before coupons had ids name theirs by code (codes are unique).
UPDATE "orders" o SET "coupon_id" = c."id" FROM "coupons" c WHERE o."coupon_code" = c."code";--> statement-breakpoint
ALTER TABLE "catalog_slug_redirects" ADD CONSTRAINT "catalog_slug_redirects_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_slug_redirects_item_idx" ON "catalog_slug_redirects" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_items_admin_list_idx" ON "catalog_items" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "orders_coupon_user_idx" ON "orders" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "catalog_items_listing_idx" ON "catalog_items" USING btree ("kind","position","id") WHERE state = 'published';--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_stock_not_negative" CHECK (stock is null or stock >= 0);--> statement-breakpoint
-- A cancelled order gives back exactly the stock its lines took (docs/decisions/101), whichever path cancels it
-- (the customer's cancel, the back office's status change), in the transaction of the cancellation.
CREATE OR REPLACE FUNCTION orders_return_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_items c SET stock = c.stock + l.taken
  FROM (SELECT item_id, sum(stock_taken)::int AS taken FROM order_items WHERE order_id = NEW.id AND item_id IS NOT NULL AND stock_taken > 0 GROUP BY item_id) l
  WHERE c.id = l.item_id AND c.stock IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_return_stock
  AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled')
  EXECUTE FUNCTION orders_return_stock();
