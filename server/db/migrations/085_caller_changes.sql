-- Every node keeps the callers of recent tokens in memory (server/auth/caller-cache.ts). A change to
-- what a caller is made of tells every node at once, whoever writes it (an API node, a script,
-- psql): 't:<token id>' when a token is signed out, 'a:<account id>' when an account's name,
-- email, token version (a password change), impersonation right or account type (a company's
-- tier) changes, when it is deleted, or when its membership of a company (role, status) changes.
CREATE FUNCTION notify_caller_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'revoked_tokens' THEN
    PERFORM pg_notify('caller_changes', 't:' || NEW.jti);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('caller_changes', 'a:' || OLD.account_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('caller_changes', 'a:' || NEW.account_id);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION notify_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('caller_changes', 'a:' || OLD.id);
  RETURN NULL;
END $$;

CREATE TRIGGER revoked_tokens_notify AFTER INSERT ON revoked_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_caller_change();
CREATE TRIGGER company_members_notify AFTER INSERT OR UPDATE OR DELETE ON company_members
  FOR EACH ROW EXECUTE FUNCTION notify_caller_change();
CREATE TRIGGER accounts_notify_delete AFTER DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION notify_account_change();
CREATE TRIGGER accounts_notify_update AFTER UPDATE ON accounts
  FOR EACH ROW WHEN (
    (OLD.user_name, OLD.email, OLD.token_version, OLD.can_impersonate, OLD.account_type)
    IS DISTINCT FROM (NEW.user_name, NEW.email, NEW.token_version, NEW.can_impersonate, NEW.account_type)
  ) EXECUTE FUNCTION notify_account_change();
