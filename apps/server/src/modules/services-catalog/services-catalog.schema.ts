import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { files } from '../files/files.schema.ts';
import { companies } from '../organisation/organisation.schema.ts';
import { users } from '../users/users.schema.ts';

/** A group of the catalogue (docs/modules/services-catalog.md): shown in `position` order with its picture. */
export const catalogGroups = pgTable('catalog_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** An upload of POST /upload/files, shared when set (its reference keeps it from the clean-up). */
  imageId: integer('image_id').references(() => files.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where services work: countries and their cities (kind 'country' | 'city'; a city's parent is its country). */
export const catalogRegions = pgTable(
  'catalog_regions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => catalogRegions.id),
    position: integer('position').notNull().default(0),
  },
  (table) => [unique('catalog_regions_name_unique').on(table.parentId, table.name).nullsNotDistinct()],
);

/** A way to classify services (service type, channel…) with its values. */
export const catalogClassifiers = pgTable('catalog_classifiers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique('catalog_classifiers_name_unique'),
  position: integer('position').notNull().default(0),
});

export const catalogClassifierValues = pgTable(
  'catalog_classifier_values',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    classifierId: integer('classifier_id')
      .notNull()
      .references(() => catalogClassifiers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [unique('catalog_classifier_values_name_unique').on(table.classifierId, table.name)],
);

/**
 * A service. `likes_count` is kept by every like and unlike in the same transaction (lists never count);
 * `request_path` is the product's own request form for it, or null.
 */
export const catalogServices = pgTable(
  'catalog_services',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    fullDescription: text('full_description').notNull().default(''),
    requestPath: text('request_path'),
    likesCount: integer('likes_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The text search: words of the name or the short description, anywhere in them.
    index('catalog_services_search_trgm_idx').using(
      'gin',
      sql`lower(${table.name} || ' ' || ${table.shortDescription}) gin_trgm_ops`,
    ),
  ],
);

export const catalogServiceGroups = pgTable(
  'catalog_service_groups',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => catalogServices.id, { onDelete: 'cascade' }),
    // No cascade: a group with services is refused (409), never emptied silently.
    groupId: integer('group_id')
      .notNull()
      .references(() => catalogGroups.id),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.groupId] }),
    index('catalog_service_groups_group_idx').on(table.groupId),
  ],
);

export const catalogServiceRegions = pgTable(
  'catalog_service_regions',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => catalogServices.id, { onDelete: 'cascade' }),
    regionId: integer('region_id')
      .notNull()
      .references(() => catalogRegions.id),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.regionId] }),
    index('catalog_service_regions_region_idx').on(table.regionId),
  ],
);

export const catalogServiceValues = pgTable(
  'catalog_service_values',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => catalogServices.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => catalogClassifierValues.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.valueId] }),
    index('catalog_service_values_value_idx').on(table.valueId),
  ],
);

/** Who a service is for: a company (company_id), a role (role) or a text. */
export const catalogServiceConsumers = pgTable(
  'catalog_service_consumers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => catalogServices.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role'),
    text: text('text'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('catalog_service_consumers_service_idx').on(table.serviceId)],
);

/** A contact of a service: an employee (user_id) or a free-text name, with the ways to reach them. */
export const catalogServiceContacts = pgTable(
  'catalog_service_contacts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => catalogServices.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    role: text('role'),
    phone: text('phone'),
    email: text('email'),
    chatLink: text('chat_link'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('catalog_service_contacts_service_idx').on(table.serviceId)],
);

/** One like (favourite) per person and service: the primary key makes a second like a no-op. */
export const catalogServiceLikes = pgTable(
  'catalog_service_likes',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => catalogServices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.userId] }),
    index('catalog_service_likes_user_idx').on(table.userId),
  ],
);
