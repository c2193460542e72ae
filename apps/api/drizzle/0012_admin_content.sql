ALTER TABLE "hero_slides" ADD COLUMN "target" text;--> statement-breakpoint
ALTER TABLE "hero_slides" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "capacity_per_slot" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;