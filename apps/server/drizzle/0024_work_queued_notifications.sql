-- Wakes the background loops of every process when work is queued (docs/decisions/139). The
-- notification carries the table's name and leaves at the commit, so a woken loop finds the
-- rows, and a rollback sends none. Once per statement, and only when it inserted rows: a
-- purchase of a creator without webhooks records none and wakes nothing.
CREATE FUNCTION notify_work_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM inserted) THEN
    PERFORM pg_notify('work_queued', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER webhook_deliveries_notify_work_queued AFTER INSERT ON "webhook_deliveries"
REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION notify_work_queued();--> statement-breakpoint
CREATE TRIGGER outgoing_messages_notify_work_queued AFTER INSERT ON "outgoing_messages"
REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION notify_work_queued();
