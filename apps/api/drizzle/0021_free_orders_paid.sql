-- An order whose total is 0 (a coupon covering all of it) is paid: derivePaymentStatus says so, and
-- new orders are stored that way (docs/decisions/122-money-shown-as-it-is.md). Orders stored
-- before as 'pending' with nothing paid or refunded are derived again here.
UPDATE "orders" SET "payment_status" = 'paid', "paid_at" = coalesce("paid_at", "created_at")
WHERE "total_minor" <= 0 AND "payment_status" = 'pending' AND "amount_paid_minor" = 0 AND "amount_refunded_minor" = 0;
