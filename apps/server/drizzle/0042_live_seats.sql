-- Live seat status (decisions/0058): every statement that changes event seats tells the
-- listening server processes which events changed and the newest change number, in its own
-- transaction (NOTIFY is delivered at commit, and not at all on rollback).
CREATE FUNCTION notify_seat_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('seat_changes', c.account_id || ':' || c.event_id || ':' || max(c.change_seq))
    FROM changed c GROUP BY c.account_id, c.event_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER event_seats_notify_changes AFTER UPDATE ON event_seats
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_seat_changes();
