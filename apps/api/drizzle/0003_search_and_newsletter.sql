CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token" text NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', coalesce(artist, '') || ' ' || coalesce(medium_description, '')), 'B') || setweight(to_tsvector('english', description || ' ' || category || ' ' || coalesce(material, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(artist, ''))) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_unique" ON "subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_confirm_token_unique" ON "subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_unsubscribe_token_unique" ON "subscriptions" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "catalog_items_search_vector_idx" ON "catalog_items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "catalog_items_search_text_trgm_idx" ON "catalog_items" USING gin ("search_text" gin_trgm_ops);