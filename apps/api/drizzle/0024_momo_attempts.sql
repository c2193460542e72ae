-- MTN MoMo request-to-pay attempts (docs/decisions/132): the X-Reference-Id is stored before MTN is
-- called; at most one pending attempt per order (partial unique index); the reconciler claims due
-- pending attempts by next_check_at.
CREATE TABLE "momo_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"reference" uuid NOT NULL,
	"phone" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"financial_transaction_id" text,
	"payment_id" uuid,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "momo_attempts_status_known" CHECK ("momo_attempts"."status" in ('pending', 'successful', 'failed')),
	CONSTRAINT "momo_attempts_amount_positive" CHECK ("momo_attempts"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "momo_attempts" ADD CONSTRAINT "momo_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "momo_attempts" ADD CONSTRAINT "momo_attempts_payment_id_order_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."order_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "momo_attempts_reference_unique" ON "momo_attempts" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "momo_attempts_one_pending" ON "momo_attempts" USING btree ("order_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "momo_attempts_order_idx" ON "momo_attempts" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "momo_attempts_due_idx" ON "momo_attempts" USING btree ("next_check_at") WHERE status = 'pending';