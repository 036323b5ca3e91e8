-- Canonical source of the database function basket_write_lines_group (decisions/0043). A change here is a
-- new migration: `npm run db:function -w @tessera/server -- basket_write_lines_group` copies this file
-- into one with its hash; a test fails while the migrated function differs from this file.
--
-- The line writes of many adds in one round trip (decisions/0032-grouped-lookups-and-writes.md):
-- basket_write_lines for each add of p_adds in turn, each in a subtransaction of its own, so
-- one add's refusal or error undoes that add alone. One row per add, in the order given
-- (ord from 1):
--   outcome, basket, items: basket_write_lines' answer;
--   outcome 'limit', in_basket: the add was over the ticket limit (in_basket: the places
--     there were before), nothing of it stays;
--   outcome 'error': the add failed otherwise, or its basket was locked by another
--     transaction; nothing of it stays (the caller runs it again alone, which waits for the
--     lock, or gets the error).
-- p_adds: a JSON array of {basket, event, seatIds, gaReservation, gaArea, quantity, priceType,
-- now, until, promoCode, maxInBasket}. The caller never puts one basket twice in a group and
-- gives the adds in basket order, so two groups running at once never wait on each other.
CREATE OR REPLACE FUNCTION basket_write_lines_group(p_account integer, p_adds json)
RETURNS TABLE (ord integer, outcome text, basket json, items json, in_basket integer)
LANGUAGE plpgsql
AS $$
DECLARE
  a json;
  n integer := 0;
  w record;
  v_state text;
  v_message text;
  v_detail text;
BEGIN
  FOR a IN SELECT value FROM json_array_elements(p_adds) LOOP
    n := n + 1;
    ord := n;
    basket := NULL;
    items := NULL;
    in_basket := NULL;
    BEGIN
      -- A basket another transaction holds (a checkout converting it) is not waited for here,
      -- where every add after it would wait too: the add fails (55P03) and runs again alone.
      PERFORM 1 FROM baskets x WHERE x.account_id = p_account AND x.id = (a->>'basket')::uuid
        FOR UPDATE NOWAIT;
      SELECT x.outcome, x.basket, x.items INTO w
        FROM basket_write_lines(p_account, (a->>'basket')::uuid, (a->>'event')::integer,
          ARRAY(SELECT json_array_elements_text(a->'seatIds'))::bigint[],
          (a->>'gaReservation')::bigint, (a->>'gaArea')::integer, (a->>'quantity')::integer,
          (a->>'priceType')::integer, (a->>'now')::timestamptz, (a->>'until')::timestamptz,
          a->>'promoCode', (a->>'maxInBasket')::integer, false) x;
      outcome := w.outcome;
      basket := w.basket;
      items := w.items;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT,
        v_detail = PG_EXCEPTION_DETAIL;
      IF v_state = 'P0001' AND v_message = 'basket_write_lines: over the ticket limit' THEN
        outcome := 'limit';
        in_basket := v_detail::integer;
      ELSE
        outcome := 'error';
      END IF;
    END;
    RETURN NEXT;
  END LOOP;
END
$$;
