CREATE TABLE "sales_summary" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"payment_type" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"tickets_voided" integer DEFAULT 0 NOT NULL,
	"face_value" bigint DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	"discounts" bigint DEFAULT 0 NOT NULL,
	"delivery" bigint DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"taken" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sales_summary_slot_idx" ON "sales_summary" USING btree ("account_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_summary_compacted_key" ON "sales_summary" USING btree ("account_id","slot","payment_type","brand") WHERE "sales_summary"."compacted";--> statement-breakpoint
CREATE INDEX "sales_summary_fresh_idx" ON "sales_summary" USING btree ("id") WHERE NOT "sales_summary"."compacted";--> statement-breakpoint
-- From src/db/functions/sales_summary_record.sql (sha256 28ae7d6ef6d52ad55aa55dad8181fa2b5cbd71fec1fe8c3ee89f54002763f509), as npm run db:function writes it.
-- Canonical source of the database function sales_summary_record (decisions/0043). A change here is a
-- new migration: `npm run db:function -w @tessera/server -- sales_summary_record` copies this file
-- into one with its hash; a test fails while the migrated function differs from this file.
--
-- The sales summary (decisions/0114): run by the statement triggers on orders, order_tickets,
-- payments and order_refunds, it appends to sales_summary, in the statement's own transaction,
-- what the statement changed in the money reports' figures per account and quarter hour (UTC):
-- rows inserted count in, rows deleted count out, an update counts its old rows out and its new
-- rows in. Only inserts: two sales never wait on the same summary row.
CREATE OR REPLACE FUNCTION sales_summary_record() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  -- The columns the figures are made of: an update that changes none of them changes nothing here.
  figures text := CASE TG_TABLE_NAME
    WHEN 'orders' THEN 'account_id, created_at, face_value_total, fee_total, discount_total, delivery_total, total'
    WHEN 'order_tickets' THEN 'account_id, order_id, voided_at'
    WHEN 'payments' THEN 'account_id, created_at, type, method, amount'
    ELSE 'account_id, created_at, amount, payment_id' END;
  moved text := format('(%s) IS DISTINCT FROM (%s)',
    regexp_replace(figures, '(\w+)', 'n.\1', 'g'), regexp_replace(figures, '(\w+)', 'o.\1', 'g'));
  -- The statement's rows, each with +1 (there now) or -1 (there before): an update's old and new
  -- rows whose figures changed.
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE format('SELECT n.*, 1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %1$s
      UNION ALL SELECT o.*, -1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE %1$s', moved) END;
  slot text := $$date_bin('15 minutes', %s, '2000-01-01 00:00:00+00')$$;
  any_moved boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %s)', moved)
      INTO any_moved;
    IF NOT any_moved THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_TABLE_NAME = 'orders' THEN
    -- An order counts on the quarter hour it was placed in, with its totals.
    EXECUTE format(
      $$INSERT INTO sales_summary (account_id, slot, orders, face_value, fees, discounts, delivery, sales)
        SELECT account_id, %s, sum(sign), sum(sign * face_value_total), sum(sign * fee_total),
          sum(sign * discount_total), sum(sign * delivery_total), sum(sign * total)
        FROM (%s) c GROUP BY 1, 2
        HAVING sum(sign) <> 0 OR sum(sign * face_value_total) <> 0 OR sum(sign * fee_total) <> 0
          OR sum(sign * discount_total) <> 0 OR sum(sign * delivery_total) <> 0 OR sum(sign * total) <> 0$$,
      format(slot, 'created_at'), changed);
    -- An order placed at another time takes its tickets along.
    IF TG_OP = 'UPDATE' THEN
      EXECUTE format(
        $$INSERT INTO sales_summary (account_id, slot, tickets)
          SELECT c.account_id, %s, sum(c.sign) FROM (%s) c JOIN order_tickets t ON t.order_id = c.id
          GROUP BY 1, 2 HAVING sum(c.sign) <> 0$$,
        format(slot, 'c.created_at'), changed);
    END IF;
  ELSIF TG_TABLE_NAME = 'order_tickets' THEN
    -- A ticket counts on its order's quarter hour, and as voided on the quarter hour it was voided in.
    EXECUTE format(
      $$INSERT INTO sales_summary (account_id, slot, tickets, tickets_voided)
        SELECT account_id, slot, sum(sold), sum(voided) FROM (
          SELECT o.account_id, %s AS slot, c.sign AS sold, 0 AS voided
          FROM (%s) c JOIN orders o ON o.id = c.order_id
          UNION ALL
          SELECT c.account_id, %s, 0, c.sign FROM (%s) c WHERE c.voided_at IS NOT NULL
        ) d GROUP BY 1, 2 HAVING sum(sold) <> 0 OR sum(voided) <> 0$$,
      format(slot, 'o.created_at'), changed, format(slot, 'c.voided_at'), changed);
  ELSIF TG_TABLE_NAME = 'payments' THEN
    -- A payment's money counts as taken on its quarter hour, under its type and card brand.
    EXECUTE format(
      $$INSERT INTO sales_summary (account_id, slot, payment_type, brand, taken)
        SELECT account_id, %s, type, coalesce(method, ''), sum(sign * amount)
        FROM (%s) c GROUP BY 1, 2, 3, 4 HAVING sum(sign * amount) <> 0$$,
      format(slot, 'created_at'), changed);
  ELSIF TG_TABLE_NAME = 'order_refunds' THEN
    -- A refund counts on its own quarter hour: in the order figures, and as given back under its
    -- payment's type and brand.
    EXECUTE format(
      $$INSERT INTO sales_summary (account_id, slot, payment_type, brand, refunds, refunded)
        SELECT account_id, slot, payment_type, brand, sum(refunds), sum(refunded) FROM (
          SELECT c.account_id, %s AS slot, '' AS payment_type, '' AS brand,
            c.sign * c.amount AS refunds, 0 AS refunded
          FROM (%s) c
          UNION ALL
          SELECT c.account_id, %s, p.type, coalesce(p.method, ''), 0, c.sign * c.amount
          FROM (%s) c JOIN payments p ON p.id = c.payment_id
        ) d GROUP BY 1, 2, 3, 4 HAVING sum(refunds) <> 0 OR sum(refunded) <> 0$$,
      format(slot, 'c.created_at'), changed, format(slot, 'c.created_at'), changed);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- The sales summary (decisions/0114): every statement that changes the money reports' figures appends its differences.
CREATE TRIGGER orders_sales_summary_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_record();
--> statement-breakpoint
CREATE TRIGGER orders_sales_summary_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_record();
--> statement-breakpoint
CREATE TRIGGER orders_sales_summary_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_record();
--> statement-breakpoint
CREATE TRIGGER order_tickets_sales_summary_insert AFTER INSERT ON order_tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_record();
--> statement-breakpoint
CREATE TRIGGER order_tickets_sales_summary_update AFTER UPDATE ON order_tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_record();
--> statement-breakpoint
CREATE TRIGGER order_tickets_sales_summary_delete AFTER DELETE ON order_tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_record();
--> statement-breakpoint
CREATE TRIGGER payments_sales_summary_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_record();
--> statement-breakpoint
CREATE TRIGGER payments_sales_summary_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_record();
--> statement-breakpoint
CREATE TRIGGER payments_sales_summary_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_record();
--> statement-breakpoint
CREATE TRIGGER order_refunds_sales_summary_insert AFTER INSERT ON order_refunds
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_record();
--> statement-breakpoint
CREATE TRIGGER order_refunds_sales_summary_update AFTER UPDATE ON order_refunds
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_record();
--> statement-breakpoint
CREATE TRIGGER order_refunds_sales_summary_delete AFTER DELETE ON order_refunds
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_summary_record();
--> statement-breakpoint
-- What is there already, summed once into compacted rows.
INSERT INTO sales_summary (account_id, slot, payment_type, brand, compacted, orders, tickets, tickets_voided,
  face_value, fees, discounts, delivery, sales, refunds, taken, refunded)
SELECT account_id, slot, payment_type, brand, true, sum(orders), sum(tickets), sum(tickets_voided), sum(face_value),
  sum(fees), sum(discounts), sum(delivery), sum(sales), sum(refunds), sum(taken), sum(refunded)
FROM (
  SELECT account_id, date_bin('15 minutes', created_at, '2000-01-01 00:00:00+00') AS slot, '' AS payment_type,
    '' AS brand, 1 AS orders, 0 AS tickets, 0 AS tickets_voided, face_value_total::bigint AS face_value,
    fee_total::bigint AS fees, discount_total::bigint AS discounts, delivery_total::bigint AS delivery,
    total::bigint AS sales, 0::bigint AS refunds, 0::bigint AS taken, 0::bigint AS refunded
  FROM orders
  UNION ALL
  SELECT o.account_id, date_bin('15 minutes', o.created_at, '2000-01-01 00:00:00+00'), '', '', 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0
  FROM order_tickets t JOIN orders o ON o.id = t.order_id
  UNION ALL
  SELECT account_id, date_bin('15 minutes', voided_at, '2000-01-01 00:00:00+00'), '', '', 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0
  FROM order_tickets WHERE voided_at IS NOT NULL
  UNION ALL
  SELECT account_id, date_bin('15 minutes', created_at, '2000-01-01 00:00:00+00'), type, coalesce(method, ''),
    0, 0, 0, 0, 0, 0, 0, 0, 0, amount, 0
  FROM payments
  UNION ALL
  SELECT account_id, date_bin('15 minutes', created_at, '2000-01-01 00:00:00+00'), '', '', 0, 0, 0, 0, 0, 0, 0, 0, amount, 0, 0
  FROM order_refunds
  UNION ALL
  SELECT r.account_id, date_bin('15 minutes', r.created_at, '2000-01-01 00:00:00+00'), p.type, coalesce(p.method, ''),
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, r.amount
  FROM order_refunds r JOIN payments p ON p.id = r.payment_id
) figures GROUP BY account_id, slot, payment_type, brand;
