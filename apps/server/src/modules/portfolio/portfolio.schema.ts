import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from '../files/files.schema.ts';
import { customers, structures } from '../organisation/organisation.schema.ts';
import { users } from '../users/users.schema.ts';

/** Technologies of the portfolio (React, Java, 1С…): one name each, compared without case. */
export const technologies = pgTable(
  'technologies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('technologies_name_idx').on(sql`lower(${table.name})`)],
);

/** Industries of the portfolio's projects (Банки, Ритейл, Телеком…). */
export const sectors = pgTable(
  'sectors',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sectors_name_idx').on(sql`lower(${table.name})`)],
);

/**
 * A project of the portfolio (not the TimeSheet's projects, which are `customers` of type 2). The customer
 * is one of `customers` (type 1) or none (undisclosed); the department a practice or a block; `year_end`
 * null while it goes on. Deleted projects stay (soft delete, audited) and leave the lists and the search.
 */
export const portfolioProjects = pgTable(
  'portfolio_projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    /** Sanitised HTML; `description_text` its plain text (excerpts, search). */
    description: text('description').notNull(),
    descriptionText: text('description_text').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    sectorId: integer('sector_id').references(() => sectors.id),
    departmentId: integer('department_id').references(() => structures.id, { onDelete: 'set null' }),
    yearStart: smallint('year_start').notNull(),
    yearEnd: smallint('year_end'),
    coverId: integer('cover_id').references(() => files.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check(
      'portfolio_projects_years_check',
      sql`${table.yearEnd} is null or ${table.yearEnd} >= ${table.yearStart}`,
    ),
    // The list's order: going on first, then by the year it ended, newest first.
    index('portfolio_projects_order_idx')
      .on(
        sql`coalesce(${table.yearEnd}, 9999) desc`,
        table.yearStart.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.deletedAt} is null`),
    index('portfolio_projects_customer_id_idx')
      .on(table.customerId)
      .where(sql`${table.deletedAt} is null`),
    index('portfolio_projects_sector_id_idx')
      .on(table.sectorId)
      .where(sql`${table.deletedAt} is null`),
    index('portfolio_projects_department_id_idx')
      .on(table.departmentId)
      .where(sql`${table.deletedAt} is null`),
    // «Went on in year Y»: the range of its years contains Y.
    index('portfolio_projects_years_idx')
      .using('gist', sql`int4range(${table.yearStart}, coalesce(${table.yearEnd}, 9999), '[]')`)
      .where(sql`${table.deletedAt} is null`),
    index('portfolio_projects_title_trgm_idx')
      .using('gin', sql`lower(${table.title}) gin_trgm_ops`)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export const portfolioProjectTechnologies = pgTable(
  'portfolio_project_technologies',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => portfolioProjects.id, { onDelete: 'cascade' }),
    technologyId: integer('technology_id')
      .notNull()
      .references(() => technologies.id),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.technologyId] }),
    index('portfolio_project_technologies_technology_idx').on(table.technologyId, table.projectId),
  ],
);

/** The team of a project, in the order the editor listed it, each with an optional role. */
export const portfolioProjectMembers = pgTable(
  'portfolio_project_members',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => portfolioProjects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role'),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('portfolio_project_members_user_id_idx').on(table.userId),
  ],
);
