-- Search that finds what a person meant (issue 13): a title vector with the surname weighted (people are
-- found by name first), e-mails split into words, ё read as е; exact identifiers (e-mail, login, phone
-- digits) in search_keys; the vocabulary of every indexed word in search_words (typos and word forms are
-- looked up there, a small table, instead of trigram checks on every document). People and content have
-- indexes of their own (partial), so a word shared by thousands of people costs a content search nothing.
-- GIN without the pending list (fastupdate=off): every search would read the list of not yet merged entries
-- (4 MB after a bulk index: 1 ms per lookup), and PGlite has no autovacuum to merge it.
DROP INDEX IF EXISTS "search_documents_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "tsv_russian";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "tsv_simple";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "tsv_title" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, translate(split_part(title, ' ', 1), 'ёЁ', 'еЕ')), 'A') || setweight(to_tsvector('simple'::regconfig, translate(title, 'ёЁ', 'еЕ')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "tsv_simple" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(regexp_replace(title || ' ' || coalesce(subtitle, '') || ' ' || coalesce(body, ''), '[@.]', ' ', 'g'), 'ёЁ', 'еЕ'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "tsv_russian" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, translate(title || ' ' || coalesce(subtitle, '') || ' ' || coalesce(body, ''), 'ёЁ', 'еЕ'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_people_title_idx" ON "search_documents" USING gin ("tsv_title") WITH (fastupdate=off) WHERE kind = 'user';--> statement-breakpoint
CREATE INDEX "search_documents_people_simple_idx" ON "search_documents" USING gin ("tsv_simple") WITH (fastupdate=off) WHERE kind = 'user';--> statement-breakpoint
CREATE INDEX "search_documents_content_simple_idx" ON "search_documents" USING gin ("tsv_simple") WITH (fastupdate=off) WHERE kind <> 'user';--> statement-breakpoint
CREATE INDEX "search_documents_content_russian_idx" ON "search_documents" USING gin ("tsv_russian") WITH (fastupdate=off) WHERE kind <> 'user';--> statement-breakpoint
CREATE TABLE "search_keys" (
	"document_id" integer NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "search_keys_document_id_key_pk" PRIMARY KEY("document_id","key")
);
--> statement-breakpoint
ALTER TABLE "search_keys" ADD CONSTRAINT "search_keys_document_id_search_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."search_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_keys_key_idx" ON "search_keys" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"stem" text
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_stem_idx" ON "search_words" USING btree ("stem");
