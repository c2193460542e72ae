ALTER TABLE "return_requests" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_items_item_idx" ON "order_items" USING btree ("item_id");--> statement-breakpoint
-- A new return request is "requested" (contracts RETURN_STATUSES).
UPDATE "return_requests" SET "status" = 'requested' WHERE "status" = 'pending';
