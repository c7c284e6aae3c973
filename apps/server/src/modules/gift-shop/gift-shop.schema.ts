import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { GiftCurrency } from '@intranet/contracts/gift-shop/gift-shop';
import { files } from '../files/files.schema.ts';
import { structures } from '../organisation/organisation.schema.ts';
import { bpRequests } from '../requests/requests.schema.ts';

/**
 * A group of the shop's products (docs/modules/gift-shop.md). It is open to the listed companies and offices
 * of the person ordering; an empty list is everyone. The ids are kept as arrays: they are read with the group
 * and only ever matched against one person's company and office.
 */
export const giftGroups = pgTable('gift_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  imageId: integer('image_id').references(() => files.id, { onDelete: 'set null' }),
  companyIds: integer('company_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  officeIds: integer('office_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** A deleted group stays for the deleted products that orders still hold. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** A product; a deleted one stays for the orders that hold it (`deleted_at`), a withdrawn one is not sold. */
export const giftProducts = pgTable(
  'gift_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => giftGroups.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageId: integer('image_id').references(() => files.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('gift_products_group_idx').on(table.groupId)],
);

/** A product's price in one currency, in minor units (GIFT_CURRENCIES.minor_digits). */
export const giftProductPrices = pgTable(
  'gift_product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => giftProducts.id, { onDelete: 'cascade' }),
    currency: text('currency').$type<GiftCurrency>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.currency] }),
    check('gift_product_prices_amount_check', sql`${table.amount} >= 0`),
  ],
);

/** What is left of a product at an office; orders reserve from it under the row lock. */
export const giftStock = pgTable(
  'gift_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => giftProducts.id, { onDelete: 'cascade' }),
    officeId: integer('office_id')
      .notNull()
      .references(() => structures.id),
    quantity: integer('quantity').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.officeId] }),
    // The last guard: the service checks first and answers 400 in Russian.
    check('gift_stock_quantity_check', sql`${table.quantity} >= 0`),
  ],
);

/** A gift order's own fields; its status, route and history are the request engine's (bp_requests). */
export const giftOrders = pgTable('gift_orders', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => bpRequests.id, { onDelete: 'cascade' }),
  /** Where the gifts are picked up: the stock is reserved there. */
  officeId: integer('office_id')
    .notNull()
    .references(() => structures.id),
  currency: text('currency').$type<GiftCurrency>().notNull(),
  comment: text('comment'),
  /** Set while the order holds its stock; cleared when deny, cancel or delete gives it back. */
  reserved: boolean('reserved').notNull().default(true),
});

/** An order's line: the unit price is fixed from the product's price when the line is written. */
export const giftOrderItems = pgTable(
  'gift_order_items',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => giftOrders.requestId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => giftProducts.id),
    quantity: integer('quantity').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.productId] }),
    index('gift_order_items_product_idx').on(table.productId),
    check('gift_order_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);
