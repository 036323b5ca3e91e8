-- Canonical source of the database function notify_seat_changes (decisions/0043). A change here is a
-- new migration: `npm run db:function -w @tessera/server -- notify_seat_changes` copies this file
-- into one with its hash; a test fails while the migrated function differs from this file.
--
-- Live seat status (decisions/0058): run by the trigger event_seats_notify_changes after every
-- statement that changes event seats. Tells the listening server processes, once per event the
-- statement touched, the account, the event and the first and last change numbers it used
-- (`account:event:first:last` on channel seat_changes). NOTIFY is transactional: sent at
-- commit, never for a rollback.
CREATE OR REPLACE FUNCTION notify_seat_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'seat_changes',
    c.account_id || ':' || c.event_id || ':' || min(c.change_seq) || ':' || max(c.change_seq)
  )
    FROM changed c GROUP BY c.account_id, c.event_id;
  RETURN NULL;
END
$$;
