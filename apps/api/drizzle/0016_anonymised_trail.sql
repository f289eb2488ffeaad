-- The committee's trail is written once: no update or deletion, except the database itself forgetting a deleted
-- actor's account (the kept name still says who acted), and the retention taking from the trail of an anonymised
-- application the words written in it (its note, and reasons and comments within what changed), nothing else.
CREATE OR REPLACE FUNCTION "application_audit_write_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."actor_id" IS NOT NULL AND NEW."actor_id" IS NULL
     AND (to_jsonb(NEW) - 'actor_id') = (to_jsonb(OLD) - 'actor_id') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."note" IS NULL
     AND (to_jsonb(NEW) - 'note' - 'before' - 'after') = (to_jsonb(OLD) - 'note' - 'before' - 'after')
     AND EXISTS (SELECT 1 FROM "applications" WHERE "id" = NEW."application_id" AND "anonymised_at" IS NOT NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'application_audit rows cannot be changed or deleted' USING ERRCODE = 'restrict_violation';
END $$;
