import { sql, type SQL } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies, countries, customers, structures } from '../organisation/organisation.schema.ts';

/**
 * A birthday's month and day as one number (December 7 is 1207), for ranges of days whatever the year: the
 * expression of `users_birthday_month_day_idx`, so a week's birthdays are read through the index.
 */
export const monthDayOf = (birthday: AnyPgColumn): SQL<number> =>
  sql<number>`((extract(month from ${birthday}) * 100 + extract(day from ${birthday}))::int)`;

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    login: text('login').notNull().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    patronymic: text('patronymic'),
    /** The practice (or other structure node) the employee belongs to. */
    departmentId: integer('department_id').references(() => structures.id),
    officeId: integer('office_id').references(() => structures.id),
    companyId: integer('company_id').references(() => companies.id),
    countryId: integer('country_id').references(() => countries.id),
    managerId: integer('manager_id').references((): AnyPgColumn => users.id),
    workPosition: text('work_position'),
    hireDate: date('hire_date', { mode: 'string' }),
    fireDate: date('fire_date', { mode: 'string' }),
    birthday: date('birthday', { mode: 'string' }),
    phoneCorp: text('phone_corp'),
    phonePersonal: text('phone_personal'),
    /** Ids in the group's HR systems. */
    externalId: text('external_id'),
    leagueGuid: text('league_guid'),
    /**
     * The person's charge code when their time is billed to a client's charge-code system:
     * for Russian-country employees the approve buttons are locked unless the approver may override.
     */
    chargeCode: text('charge_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_department_id_idx').on(table.departmentId),
    index('users_manager_id_idx').on(table.managerId),
    index('users_company_id_idx').on(table.companyId),
    index('users_office_id_idx').on(table.officeId),
    index('users_birthday_month_day_idx').on(monthDayOf(table.birthday)),
  ],
);

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  label: text('label').notNull(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    index('user_roles_role_id_idx').on(table.roleId),
  ],
);

/** Owners of a customer or project: the people who approve its time. */
export const customerOwners = pgTable(
  'customer_owners',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.userId] }),
    index('customer_owners_user_id_idx').on(table.userId),
  ],
);
