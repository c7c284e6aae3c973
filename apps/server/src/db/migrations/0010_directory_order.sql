-- Russian names sort by the ICU ru-RU rules on every engine (issue 12): one named collation, and the
-- directory's index on exactly the expressions its lists sort by, so a page reads 20 index entries; it carries
-- fire_date too, so the "active people" filter of a deep page is answered from the index alone.
CREATE COLLATION IF NOT EXISTS "ru_ru" (provider = icu, locale = 'ru-RU');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_order_idx" ON "users" (("last_name" COLLATE "ru_ru"), ("name" COLLATE "ru_ru"), "id") INCLUDE ("fire_date");
