-- The query log is append-only: rows may be inserted, never changed or removed (not even by the portal).
CREATE FUNCTION query_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'query_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER query_log_append_only
  BEFORE UPDATE OR DELETE OR TRUNCATE ON query_log
  FOR EACH STATEMENT EXECUTE FUNCTION query_log_refuse_change();
