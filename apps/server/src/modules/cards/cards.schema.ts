import { boolean, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { charges, companies, structures } from '../organisation/organisation.schema.ts';
import { bpRequests } from '../requests/requests.schema.ts';
import { users } from '../users/users.schema.ts';

/** A business-card order's own fields (docs/modules/cards.md); its status and route are the request engine's. */
export const bpCards = pgTable('bp_cards', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => bpRequests.id, { onDelete: 'cascade' }),
  /** One of the contracts' card types. */
  cardType: text('card_type').notNull(),
  /** The person whose cards these are (the author by default; an assistant orders for others). */
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  companyId: integer('company_id').references(() => companies.id),
  lang: text('lang').notNull().default('rus'),
  leagueLogo: boolean('league_logo').notNull().default(false),
  orientation: text('orientation').notNull().default('l'),
  color: text('color').notNull().default('b'),
  lastName: text('last_name').notNull(),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name'),
  lastNameEn: text('last_name_en'),
  firstNameEn: text('first_name_en'),
  workPosition: text('work_position').notNull(),
  workPositionEn: text('work_position_en'),
  phoneExt: text('phone_ext'),
  isQr: boolean('is_qr').notNull().default(false),
  phoneMobile: text('phone_mobile'),
  email: text('email'),
  /** The office whose address prints on the card (a level-5 node of `structures`). */
  addressId: integer('address_id').references(() => structures.id),
  count: integer('count').notNull().default(100),
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  urgent: boolean('urgent').notNull().default(false),
  chargeId: integer('charge_id').references(() => charges.id),
  comment: text('comment'),
  /** The assistant's note to the author (what was changed, when to collect). */
  assistantComment: text('assistant_comment'),
});

/** Work positions typed on cards: a person's own (user_id) and the shared list (user_id null). */
export const bpCardWorkPositions = pgTable(
  'bp_card_work_positions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
  },
  (table) => [
    unique('bp_card_work_positions_unique').on(table.userId, table.name).nullsNotDistinct(),
    index('bp_card_work_positions_user_idx').on(table.userId),
  ],
);
