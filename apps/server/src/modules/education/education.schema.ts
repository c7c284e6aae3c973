import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { charges, companies } from '../organisation/organisation.schema.ts';
import { bpRequests } from '../requests/requests.schema.ts';
import { users } from '../users/users.schema.ts';

/** A school, training company or conference organiser that education requests name. */
export const eduFacilities = pgTable('edu_facilities', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  legalName: text('legal_name'),
  address: text('address'),
  /** The contact person at the facility. */
  clientName: text('client_name'),
  email: text('email'),
  phone: text('phone'),
  info: text('info'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An education request's own fields (docs/modules/education.md); its status and route are the request engine's. */
export const bpEducations = pgTable(
  'bp_educations',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => bpRequests.id, { onDelete: 'cascade' }),
    /** One of the contracts' education types (course, conference, certification…). */
    educationType: text('education_type').notNull(),
    facilityId: integer('facility_id').references(() => eduFacilities.id),
    course: text('course').notNull(),
    /** Whether the student signs an agreement to repay the cost on leaving early. */
    studentAgreement: boolean('student_agreement').notNull().default(false),
    chargeId: integer('charge_id').references(() => charges.id),
    /** A work format id (1 office, 2 home, 3 office external). */
    formatId: integer('format_id'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    url: text('url'),
    info: text('info'),
    /** The training department's note, written by them only. */
    adminInfo: text('admin_info'),
    /** The address the facility's invoice and documents go to; editable by the current approver only. */
    email: text('email'),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    billingCompanyId: integer('billing_company_id').references(() => companies.id),
  },
  (table) => [index('bp_educations_facility_idx').on(table.facilityId)],
);

/** The people an education request is for (the author by default). */
export const bpEducationUsers = pgTable(
  'bp_education_users',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => bpRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.userId] }),
    index('bp_education_users_user_idx').on(table.userId),
  ],
);

/** The education rules («приказы») the training department publishes and edits: shown on the education page. */
export const bpEducationEdicts = pgTable('bp_education_edicts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedById: integer('updated_by_id').references(() => users.id),
});
