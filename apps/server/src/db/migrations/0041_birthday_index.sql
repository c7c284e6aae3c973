-- A week's birthdays through an index; the birthday lists are kept in memory (users.directory.ts) until a write
-- to the people or their places.
CREATE INDEX "users_birthday_month_day_idx" ON "users" USING btree (((extract(month from "birthday") * 100 + extract(day from "birthday"))::int));--> statement-breakpoint
CREATE TRIGGER "structures_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "structures" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "companies_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "countries_table_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
