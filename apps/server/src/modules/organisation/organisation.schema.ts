import { index, integer, pgTable, smallint, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Countries: Russia 1, Ukraine 2, Kazakhstan 3, Belarus 4 (fixed ids, spec §3). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The organisation tree: league 0 → blocks 1 → practices 2 → projects 3, and regions 4 → offices 5.
 * `entity_type` follows spec 001 §3 (1 block, 2 practice, 4 region, 5 office; none for league and project).
 */
export const structures = pgTable(
  'structures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => structures.id),
    level: smallint('level').notNull(),
    entityType: smallint('entity_type'),
    countryId: integer('country_id').references(() => countries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('structures_parent_id_idx').on(table.parentId),
    index('structures_level_idx').on(table.level),
  ],
);
