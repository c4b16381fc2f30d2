-- Stored signatures are evidence: rows may be inserted, never changed or removed (not even by the portal).
CREATE FUNCTION signatures_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signatures are never changed or removed' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER signatures_append_only
  BEFORE UPDATE OR DELETE ON signatures
  FOR EACH STATEMENT EXECUTE FUNCTION signatures_refuse_change();
