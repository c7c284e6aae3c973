import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Countries: Russia 1, Ukraine 2, Kazakhstan 3, Belarus 4 (fixed ids: other data refers to them). */
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
 * `entity_type`: 1 block, 2 practice, 4 region, 5 office; none for league and project.
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
    /**
     * Where the node is listed (docs/decisions.md, "Organisation and directory"): 1 everywhere, 2 structure
     * selectors only, 0 hidden.
     */
    display: smallint('display').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('structures_parent_id_idx').on(table.parentId),
    index('structures_level_idx').on(table.level),
    index('structures_entity_type_idx').on(table.entityType),
  ],
);

/** Charge codes (title, code) that projects bill to. */
export const charges = pgTable('charges', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  code: text('code').notNull().unique(),
});

/**
 * Customers and their projects, the tree timesheet and vacation write against ("Project or customer").
 * A project may point at its node in the organisation structure.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => customers.id),
    /** 1 customer, 2 project, 3 service, 4 internal (not busy, education, …). */
    typeId: smallint('type_id').notNull(),
    entityType: smallint('entity_type'),
    structureId: integer('structure_id').references(() => structures.id),
    dateEnd: date('date_end', { mode: 'string' }),
    selectable: boolean('selectable').notNull().default(true),
    display: boolean('display').notNull().default(true),
    /** Services only: FLOW or DISCRETE. */
    utilityType: text('utility_type').$type<'FLOW' | 'DISCRETE'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customers_parent_id_idx').on(table.parentId),
    index('customers_structure_id_idx').on(table.structureId),
    index('customers_type_id_idx').on(table.typeId),
  ],
);

export const customerCharges = pgTable(
  'customer_charges',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => charges.id),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.chargeId] })],
);
