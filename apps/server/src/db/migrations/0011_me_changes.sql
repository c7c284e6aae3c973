-- GET /api/me is served from each process's memory (issue 12). Any write to a table its one query reads tells
-- every process to forget what it kept: a trigger per statement, so no service has to remember to notify, and a
-- seed's bulk insert sends one notification, not one per row. Payload: the table written.
CREATE OR REPLACE FUNCTION "notify_me_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('me_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_me_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_me_changes"();
--> statement-breakpoint
CREATE TRIGGER "structures_me_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "structures" FOR EACH STATEMENT EXECUTE FUNCTION "notify_me_changes"();
--> statement-breakpoint
CREATE TRIGGER "companies_me_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "notify_me_changes"();
--> statement-breakpoint
CREATE TRIGGER "countries_me_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "notify_me_changes"();
--> statement-breakpoint
CREATE TRIGGER "customer_owners_me_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_owners" FOR EACH STATEMENT EXECUTE FUNCTION "notify_me_changes"();
