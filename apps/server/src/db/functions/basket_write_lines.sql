-- Canonical source of the database function basket_write_lines (decisions/0043). A change here is a
-- new migration: `npm run db:function -w @tessera/server -- basket_write_lines` copies this file
-- into one with its hash; a test fails while the migrated function differs from this file.
--
-- The line write of an add to a basket (decisions/0031-basket-line-write.md) as one call:
-- lock the basket, check it under the lock, start its timer, write the lines and read back
-- every line of the basket. Each statement of a PL/pgSQL function sees what was committed
-- before it started, so the reads after the lock see every line written before the lock was
-- granted, exactly as a transaction of separate statements would. Its statements are planned
-- once per connection (generic plans).
--
-- outcome: 'written' (the lines are in; items: every line of the basket), 'not_found',
-- 'closed', 'expired', or 'unchecked' (the promotion code is no longer the one the add was
-- checked with, or the basket holds product lines: nothing written, the caller takes the
-- transactional path, which calls again with p_checked inside its transaction and checks both
-- itself under the lock this call takes). When the event's places in the basket, the new ones included, exceed
-- p_max_in_basket, the call fails (SQLSTATE P0001, message 'basket_write_lines: over the ticket
-- limit', detail: the places there were before) and nothing of it stays.
-- It takes the seats and the GA area of the add's event only (migration 0024), and its
-- statements are keyed lookups planned once per connection (generic plans, no sequential scan).
CREATE OR REPLACE FUNCTION basket_write_lines(
  p_account integer,
  p_basket uuid,
  p_event integer,
  p_seat_ids bigint[],
  p_ga_reservation bigint,
  p_ga_area integer,
  p_quantity integer,
  p_price_type integer,
  p_now timestamptz,
  p_until timestamptz,
  p_promo_code text,
  p_max_in_basket integer,
  p_checked boolean
) RETURNS TABLE (outcome text, basket json, items json)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
DECLARE
  b record;
  v_expires timestamptz;
  v_items json;
  v_in_basket integer;
BEGIN
  SELECT x.id, x.channel, x.status, x.user_id, x.customer_id, x.promo_code, x.expires_at,
      EXISTS (SELECT 1 FROM basket_products p WHERE p.basket_id = x.id) AS has_products
    INTO b
    FROM baskets x
    WHERE x.account_id = p_account AND x.id = p_basket
    FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_found'::text, NULL::json, NULL::json;
    RETURN;
  END IF;
  IF b.status <> 'open' THEN
    RETURN QUERY SELECT 'closed'::text, NULL::json, NULL::json;
    RETURN;
  END IF;
  IF b.expires_at IS NOT NULL AND b.expires_at <= p_now THEN
    RETURN QUERY SELECT 'expired'::text, NULL::json, NULL::json;
    RETURN;
  END IF;
  IF NOT p_checked AND (b.has_products OR b.promo_code IS DISTINCT FROM p_promo_code) THEN
    RETURN QUERY SELECT 'unchecked'::text, NULL::json, NULL::json;
    RETURN;
  END IF;
  UPDATE baskets x SET updated_at = p_now, expires_at = coalesce(x.expires_at, p_until)
    WHERE x.account_id = p_account AND x.id = p_basket
    RETURNING x.expires_at INTO v_expires;
  IF p_ga_reservation IS NULL THEN
    INSERT INTO basket_items (account_id, basket_id, event_id, kind, event_seat_id, quantity,
        price_level_id, price_type_id, created_at)
      SELECT p_account, p_basket, p_event, 'seat', s.id, 1, s.price_level_id, p_price_type, p_now
      FROM event_seats s
      WHERE s.account_id = p_account AND s.event_id = p_event AND s.id = ANY(p_seat_ids)
      ORDER BY s.section, s.row, s.position;
  ELSE
    INSERT INTO basket_items (account_id, basket_id, event_id, kind, ga_reservation_id, ga_area_id,
        quantity, price_level_id, price_type_id, created_at)
      SELECT p_account, p_basket, p_event, 'ga', p_ga_reservation, a.id, p_quantity, a.price_level_id,
        p_price_type, p_now
      FROM event_ga_areas a
      WHERE a.account_id = p_account AND a.event_id = p_event AND a.id = p_ga_area;
  END IF;
  SELECT coalesce(json_agg(l ORDER BY l.id), '[]'::json),
      coalesce(sum(l.quantity) FILTER (WHERE l.event_id = p_event), 0)::integer
    INTO v_items, v_in_basket
    FROM (
      SELECT i.id, i.kind, i.event_id, i.event_seat_id, i.ga_reservation_id, i.ga_area_id, i.quantity,
        i.price_level_id, i.price_type_id,
        coalesce(s.section, a.name) AS section, coalesce(s.row, '') AS row, coalesce(s.seat, '') AS seat,
        pl.name AS price_level_name, pl.default_price, pl.template_price_level_id,
        i.package_line_id, i.package_unit_price, i.bundle_line_id, coalesce(pl.package_only, false) AS package_only
      FROM basket_items i
      LEFT JOIN event_seats s ON s.id = i.event_seat_id
      LEFT JOIN event_ga_areas a ON a.id = i.ga_area_id
      LEFT JOIN price_levels pl ON pl.id = i.price_level_id
      WHERE i.account_id = p_account AND i.basket_id = p_basket) l;
  IF v_in_basket > p_max_in_basket THEN
    -- Over the limit with the lines just written: the error undoes the whole call.
    RAISE EXCEPTION 'basket_write_lines: over the ticket limit'
      USING ERRCODE = 'P0001', DETAIL = (v_in_basket - p_quantity)::text;
  END IF;
  RETURN QUERY SELECT 'written'::text,
    json_build_object('id', b.id, 'channel', b.channel, 'status', b.status, 'user_id', b.user_id,
      'customer_id', b.customer_id, 'promo_code', b.promo_code, 'expires_at', v_expires,
      'has_products', b.has_products),
    v_items;
END
$$;
