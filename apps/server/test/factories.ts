import { eq } from 'drizzle-orm';
import { CUSTOMER_TYPE, ENTITY_TYPE, STRUCTURE_LEVEL, type RoleName } from '@intranet/contracts';
import type { Db } from '../src/platform/db/database.ts';
import { hashPassword } from '../src/platform/auth/passwords.ts';
import { companies, customers, structures } from '../src/modules/organisation/organisation.schema.ts';
import { customerOwners, users } from '../src/modules/users/users.schema.ts';
import { UsersService } from '../src/modules/users/users.service.ts';

let sequence = 0;
const hashes = new Map<string, Promise<string>>();

/** scrypt is slow on purpose: hash each distinct test password once. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export async function buildCompany(db: Db, values: Partial<typeof companies.$inferInsert> = {}) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Компания ${++sequence}`, countryId: 1, ...values })
    .returning();
  return company!;
}

/** A practice under a block under a league, unless a parent is given. */
export async function buildDepartment(db: Db, values: Partial<typeof structures.$inferInsert> = {}) {
  let parentId = values.parentId;
  if (parentId === undefined) {
    const [league] = await db
      .insert(structures)
      .values({ name: `Лига ${++sequence}`, level: STRUCTURE_LEVEL.league })
      .returning();
    const [block] = await db
      .insert(structures)
      .values({
        name: `Блок ${sequence}`,
        level: STRUCTURE_LEVEL.block,
        entityType: ENTITY_TYPE.block,
        parentId: league!.id,
      })
      .returning();
    parentId = block!.id;
  }
  const [department] = await db
    .insert(structures)
    .values({
      name: `Практика ${++sequence}`,
      level: STRUCTURE_LEVEL.practice,
      entityType: ENTITY_TYPE.practice,
      ...values,
      parentId,
    })
    .returning();
  return department!;
}

export interface BuildUserOptions extends Partial<typeof users.$inferInsert> {
  roles?: RoleName[];
  password?: string;
}

/** A user with a company and a department created when not given; password `secret` by default. */
export async function buildUser(db: Db, options: BuildUserOptions = {}) {
  const { roles = [], password = 'secret', ...values } = options;
  const n = ++sequence;
  const companyId = values.companyId ?? (await buildCompany(db)).id;
  const departmentId = values.departmentId ?? (await buildDepartment(db)).id;
  const [user] = await db
    .insert(users)
    .values({
      login: `user${n}`,
      email: `user${n}@example.test`,
      name: 'Иван',
      lastName: `Тестов${n}`,
      patronymic: 'Петрович',
      countryId: 1,
      ...values,
      companyId,
      departmentId,
      passwordHash: await cachedHash(password),
    })
    .returning();
  if (roles.length > 0) await new UsersService(db).setRoles(user!.id, roles);
  return { ...user!, password };
}

export async function findUser(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** A league with one block, two practices, one region and one office, for directory tests. */
export async function buildOrganisation(db: Db) {
  const [league] = await db
    .insert(structures)
    .values({ name: 'Лига Тест', level: STRUCTURE_LEVEL.league })
    .returning();
  const block = await buildDepartment(db, {
    name: 'Блок Тест',
    level: STRUCTURE_LEVEL.block,
    entityType: ENTITY_TYPE.block,
    parentId: league!.id,
  });
  const practiceA = await buildDepartment(db, { name: 'Практика Альфа', parentId: block.id });
  const practiceB = await buildDepartment(db, { name: 'Практика Бета', parentId: block.id });
  const [region] = await db
    .insert(structures)
    .values({
      name: 'Регион Тест',
      level: STRUCTURE_LEVEL.region,
      entityType: ENTITY_TYPE.region,
      parentId: league!.id,
      countryId: 1,
    })
    .returning();
  const [office] = await db
    .insert(structures)
    .values({
      name: 'Офис Тест',
      level: STRUCTURE_LEVEL.office,
      entityType: ENTITY_TYPE.office,
      parentId: region!.id,
      countryId: 1,
      display: 2,
    })
    .returning();
  return { league: league!, block, practiceA, practiceB, region: region!, office: office! };
}

/** A project under a client (created when not given), owned by `owners` (its approvers). */
export async function buildProject(
  db: Db,
  options: Partial<typeof customers.$inferInsert> & { owners?: number[] } = {},
) {
  const { owners = [], ...values } = options;
  let parentId = values.parentId;
  if (parentId === undefined) {
    const [client] = await db
      .insert(customers)
      .values({ name: `Клиент ${++sequence}`, typeId: CUSTOMER_TYPE.customer, selectable: false })
      .returning();
    parentId = client!.id;
  }
  const [project] = await db
    .insert(customers)
    .values({ name: `Проект ${++sequence}`, typeId: CUSTOMER_TYPE.project, ...values, parentId })
    .returning();
  if (owners.length)
    await db.insert(customerOwners).values(owners.map((userId) => ({ customerId: project!.id, userId })));
  return project!;
}
