CREATE INDEX "vacations_user_date_idx" ON "vacations" USING btree ("user_id","date");
--> statement-breakpoint
-- Lists computed from a few rarely written tables are kept in each process's memory (platform/cache/table-cache.ts)
-- and forgotten on any write to one of them: a trigger per statement tells every process which table was written.
CREATE OR REPLACE FUNCTION "notify_table_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "customers_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "customer_charges_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_charges" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "charges_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "charges" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "customer_owners_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_owners" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "users_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
