-- Persons added to an order's case are never deleted or changed (spec section 5, decisions.md "Order"):
-- the database itself refuses, whatever code or person asks. SQLSTATE 23001 (restrict_violation) lets the
-- API tell this refusal apart from other errors.
CREATE FUNCTION refuse_case_person_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'persons added to a case cannot be deleted or changed'
    USING ERRCODE = 'restrict_violation', TABLE = TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_case_persons_keep
  BEFORE UPDATE OR DELETE ON order_case_persons
  FOR EACH ROW EXECUTE FUNCTION refuse_case_person_change();
--> statement-breakpoint
CREATE TRIGGER order_case_persons_keep_truncate
  BEFORE TRUNCATE ON order_case_persons
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_case_person_change();
