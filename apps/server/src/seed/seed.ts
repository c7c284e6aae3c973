import { inArray, sql } from 'drizzle-orm';
import { addDays } from '@intranet/contracts';
import type { Db } from '../platform/db/database.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import {
  charges,
  companies,
  customerCharges,
  customers,
  structures,
} from '../modules/organisation/organisation.schema.ts';
import { userStatuses } from '../modules/user-statuses/user-statuses.schema.ts';
import { customerOwners, roles, userRoles, users } from '../modules/users/users.schema.ts';
import { todayIso } from '../platform/http/dates.ts';
import { SERVER_MODULES } from '../app.ts';
import { buildDemoOrganisation, DEMO_PASSWORD, DEMO_SEED } from './demo-organisation.ts';

/** Explicit ids leave identity sequences behind; move them past the highest id. */
async function syncIdentity(db: Db, table: string): Promise<void> {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
    ),
  );
}

/**
 * Writes the demo organisation. Re-runnable: rows are upserted by id (structure, companies) or login
 * (users), so a second run changes nothing and duplicates nothing.
 */
export async function seedDemo(
  db: Db,
  /** The day the demo is laid around (statuses, vacations, the timesheet); tests pass a fixed one. */
  today: string = todayIso(),
): Promise<{ users: number }> {
  const organisation = buildDemoOrganisation();
  // One hash for every demo account: scrypt per user would take seconds; the salt is fixed for determinism.
  const passwordHash = await hashPassword(DEMO_PASSWORD, Buffer.from(`demo-${DEMO_SEED}`));
  await db.transaction(async (tx) => {
    await tx
      .insert(companies)
      .values(organisation.companies)
      .onConflictDoUpdate({
        target: companies.id,
        set: { name: sql`excluded.name`, countryId: sql`excluded.country_id` },
      });
    await tx
      .insert(structures)
      .values(organisation.structures)
      .onConflictDoUpdate({
        target: structures.id,
        set: {
          name: sql`excluded.name`,
          parentId: sql`excluded.parent_id`,
          level: sql`excluded.level`,
          entityType: sql`excluded.entity_type`,
          countryId: sql`excluded.country_id`,
        },
      });
    await syncIdentity(tx, 'companies');
    await syncIdentity(tx, 'structures');

    const rows = organisation.users.map(({ managerLogin: _manager, roles: _roles, ...user }) => ({
      ...user,
      passwordHash,
    }));
    const written = await tx
      .insert(users)
      .values(rows)
      .onConflictDoUpdate({
        target: users.login,
        set: {
          email: sql`excluded.email`,
          passwordHash: sql`excluded.password_hash`,
          name: sql`excluded.name`,
          lastName: sql`excluded.last_name`,
          patronymic: sql`excluded.patronymic`,
          departmentId: sql`excluded.department_id`,
          officeId: sql`excluded.office_id`,
          companyId: sql`excluded.company_id`,
          countryId: sql`excluded.country_id`,
          workPosition: sql`excluded.work_position`,
          hireDate: sql`excluded.hire_date`,
          birthday: sql`excluded.birthday`,
          phoneCorp: sql`excluded.phone_corp`,
          phonePersonal: sql`excluded.phone_personal`,
          chargeCode: sql`excluded.charge_code`,
        },
      })
      .returning({ id: users.id, login: users.login });
    const idByLogin = new Map(written.map((row) => [row.login, row.id]));

    // One statement for all managers instead of an update per person.
    const pairs = organisation.users
      .filter((user) => user.managerLogin)
      .map((user) => sql`(${idByLogin.get(user.login)!}::int, ${idByLogin.get(user.managerLogin!)!}::int)`);
    await tx.execute(sql`
      update users set manager_id = m.manager_id
      from (values ${sql.join(pairs, sql`, `)}) as m(user_id, manager_id)
      where users.id = m.user_id`);

    const roleRows = await tx.select({ id: roles.id, name: roles.name }).from(roles);
    const roleIdByName = new Map(roleRows.map((role) => [role.name, role.id]));
    const seededIds = [...idByLogin.values()];
    await tx.delete(userRoles).where(inArray(userRoles.userId, seededIds));
    const links = organisation.users.flatMap((user) =>
      user.roles.map((role) => ({ userId: idByLogin.get(user.login)!, roleId: roleIdByName.get(role)! })),
    );
    if (links.length > 0) await tx.insert(userRoles).values(links);

    await tx
      .insert(charges)
      .values(organisation.charges)
      .onConflictDoUpdate({
        target: charges.id,
        set: { title: sql`excluded.title`, code: sql`excluded.code` },
      });
    await syncIdentity(tx, 'charges');
    await tx
      .insert(customers)
      .values(organisation.customers.map(({ chargeIds: _c, ownerLogins: _o, ...customer }) => customer))
      .onConflictDoUpdate({
        target: customers.id,
        set: {
          name: sql`excluded.name`,
          parentId: sql`excluded.parent_id`,
          typeId: sql`excluded.type_id`,
          entityType: sql`excluded.entity_type`,
          structureId: sql`excluded.structure_id`,
          dateEnd: sql`excluded.date_end`,
          selectable: sql`excluded.selectable`,
          utilityType: sql`excluded.utility_type`,
        },
      });
    await syncIdentity(tx, 'customers');
    const customerIds = organisation.customers.map((customer) => customer.id);
    await tx.delete(customerCharges).where(inArray(customerCharges.customerId, customerIds));
    await tx.delete(customerOwners).where(inArray(customerOwners.customerId, customerIds));
    const chargeLinks = organisation.customers.flatMap((customer) =>
      customer.chargeIds.map((chargeId) => ({ customerId: customer.id, chargeId })),
    );
    const ownerLinks = organisation.customers.flatMap((customer) =>
      customer.ownerLogins.map((login) => ({ customerId: customer.id, userId: idByLogin.get(login)! })),
    );
    if (chargeLinks.length) await tx.insert(customerCharges).values(chargeLinks);
    if (ownerLinks.length) await tx.insert(customerOwners).values(ownerLinks);

    // Statuses are laid around the seeding day, so a fresh demo always has people away today.
    await tx.delete(userStatuses).where(inArray(userStatuses.userId, seededIds));
    await tx.insert(userStatuses).values(
      organisation.statuses.map((status) => ({
        userId: idByLogin.get(status.login)!,
        statusTypeId: status.statusTypeId,
        dateStart: addDays(today, status.startOffset),
        dateEnd: addDays(today, status.startOffset + status.days - 1),
      })),
    );
  });
  const seededIds = await userIdsByLogin(
    db,
    organisation.users.map((user) => user.login),
  );
  // Each module lays its demo around the same day, in the order of SERVER_MODULES.
  for (const module of SERVER_MODULES) {
    const demo = await module.demo?.();
    await demo?.seed?.(db, { userIds: seededIds, today });
  }
  return { users: organisation.users.length };
}

async function userIdsByLogin(db: Db, logins: string[]): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.login, logins));
  return rows.map((row) => row.id);
}
