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
