import { fakerRU, type SexType } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { ENTITY_TYPE, STRUCTURE_LEVEL } from '@intranet/contracts';
import type { Db } from '../platform/db/database.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { companies, structures } from '../modules/organisation/organisation.schema.ts';
import { users } from '../modules/users/users.schema.ts';
import { SearchService } from '../modules/search/search.service.ts';
import { transliterate } from './demo-organisation.ts';

const POSITIONS = [
  'Разработчик',
  'Старший разработчик',
  'Ведущий разработчик',
  'Аналитик',
  'Системный аналитик',
  'Инженер по тестированию',
  'DevOps-инженер',
  'Руководитель проекта',
  'Архитектор',
  'Консультант',
  'Бухгалтер',
  'HR-менеджер',
];
const REGIONS = [
  { name: 'Центральный регион', countryId: 1, offices: ['Москва', 'Тула', 'Ярославль', 'Воронеж'] },
  { name: 'Северо-Западный регион', countryId: 1, offices: ['Санкт-Петербург', 'Калининград'] },
  { name: 'Приволжский регион', countryId: 1, offices: ['Казань', 'Нижний Новгород', 'Самара'] },
  { name: 'Уральский регион', countryId: 1, offices: ['Екатеринбург', 'Челябинск'] },
  { name: 'Сибирский регион', countryId: 1, offices: ['Новосибирск', 'Томск'] },
  { name: 'Беларусь', countryId: 4, offices: ['Минск', 'Гомель'] },
  { name: 'Казахстан', countryId: 3, offices: ['Алматы', 'Астана'] },
  { name: 'Украина', countryId: 2, offices: ['Киев'] },
];
const BATCH = 1000;

export interface LargeOrganisationResult {
  employees: number;
  structures: number;
  seconds: { structure: number; users: number; search: number; total: number };
}

/**
 * A realistic organisation of any size for benchmarks: ~150 people per practice, ~12 practices per block,
 * 8 regions with 18 offices, managers per practice. Deterministic (faker `ru`, fixed seed); writes into an
 * empty database in batches, then indexes everyone for people search.
 */
export async function buildLargeOrganisation(db: Db, employees: number): Promise<LargeOrganisationResult> {
  const started = performance.now();
  const faker = fakerRU;
  faker.seed(50_000);
  await db.execute(sql`truncate users, structures, companies restart identity cascade`);
  await db.insert(companies).values([
    { id: 1, name: 'ООО «Северный код»', countryId: 1 },
    { id: 2, name: 'ООО «Северный код Украина»', countryId: 2 },
    { id: 3, name: 'ТОО «Северный код Казахстан»', countryId: 3 },
    { id: 4, name: 'ООО «Северный код Бел»', countryId: 4 },
  ]);
  const practiceCount = Math.max(1, Math.round(employees / 150));
  const blockCount = Math.max(1, Math.round(practiceCount / 12));
  const [league] = await db
    .insert(structures)
    .values({ name: 'Лига «Северный код»', level: STRUCTURE_LEVEL.league })
    .returning();
  const blocks = await db
    .insert(structures)
    .values(
      Array.from({ length: blockCount }, (_, index) => ({
        name: `Блок ${index + 1}`,
        level: STRUCTURE_LEVEL.block,
        entityType: ENTITY_TYPE.block,
        parentId: league!.id,
      })),
    )
    .returning({ id: structures.id });
  const practices = await db
    .insert(structures)
    .values(
      Array.from({ length: practiceCount }, (_, index) => ({
        name: `Практика ${faker.hacker.noun()} ${index + 1}`,
        level: STRUCTURE_LEVEL.practice,
        entityType: ENTITY_TYPE.practice,
        parentId: blocks[index % blocks.length]!.id,
      })),
    )
    .returning({ id: structures.id });
  for (let offset = 0; offset < practices.length; offset += BATCH) {
    await db.insert(structures).values(
      practices.slice(offset, offset + BATCH).flatMap((practice, index) =>
        [1, 2, 3].map((n) => ({
          name: `Проект ${offset + index + 1}.${n}`,
          level: STRUCTURE_LEVEL.project,
          parentId: practice.id,
        })),
      ),
    );
  }
  const offices: { id: number; countryId: number }[] = [];
  for (const region of REGIONS) {
    const [regionRow] = await db
      .insert(structures)
      .values({
        name: region.name,
        level: STRUCTURE_LEVEL.region,
        entityType: ENTITY_TYPE.region,
        parentId: league!.id,
        countryId: region.countryId,
      })
      .returning();
    const rows = await db
      .insert(structures)
      .values(
        region.offices.map((name) => ({
          name,
          level: STRUCTURE_LEVEL.office,
          entityType: ENTITY_TYPE.office,
          parentId: regionRow!.id,
          countryId: region.countryId,
          display: 2,
        })),
      )
      .returning({ id: structures.id });
    offices.push(...rows.map((row) => ({ id: row.id, countryId: region.countryId })));
  }
  const structureSeconds = (performance.now() - started) / 1000;

  const usersStarted = performance.now();
  const passwordHash = await hashPassword('demo', Buffer.from('large-organisation'));
  const managers = new Map<number, number>();
  for (let offset = 0; offset < employees; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, employees - offset) }, (_, index) => {
      const n = offset + index;
      const sex: SexType = n % 2 === 0 ? 'male' : 'female';
      const name = faker.person.firstName(sex);
      const lastName = faker.person.lastName(sex);
      const office = offices[n % offices.length]!;
      const login = `${transliterate(name).charAt(0)}.${transliterate(lastName)}.${n}`;
      return {
        login,
        email: `${login}@severcode.ru`,
        passwordHash,
        name,
        lastName,
        patronymic: faker.person.middleName(sex),
        departmentId: practices[n % practices.length]!.id,
        officeId: office.id,
        companyId: office.countryId,
        countryId: office.countryId,
        workPosition: POSITIONS[n % POSITIONS.length]!,
        hireDate: faker.date
          .between({ from: '2010-01-01T00:00:00Z', to: '2026-10-01T00:00:00Z' })
          .toISOString()
          .slice(0, 10),
        birthday: faker.date
          .birthdate({ min: 21, max: 65, mode: 'age', refDate: '2026-11-01T00:00:00Z' })
          .toISOString()
          .slice(0, 10),
        phoneCorp: `+7 (495) 120-00-00 доб. ${1000 + (n % 9000)}`,
        phonePersonal: faker.helpers.replaceSymbols('+7 (9##) ###-##-##'),
      };
    });
    const inserted = await db
      .insert(users)
      .values(rows)
      .returning({ id: users.id, departmentId: users.departmentId });
    for (const row of inserted) if (!managers.has(row.departmentId!)) managers.set(row.departmentId!, row.id);
  }
  // The first person of each practice manages the rest of it.
  await db.execute(sql`
    update users u set manager_id = m.manager_id
    from (select department_id, min(id) as manager_id from users group by department_id) m
    where u.department_id = m.department_id and u.id <> m.manager_id`);
  const usersSeconds = (performance.now() - usersStarted) / 1000;

  const searchStarted = performance.now();
  await new SearchService(db).indexUsers();
  const searchSeconds = (performance.now() - searchStarted) / 1000;
  const [count] = (await db.select({ n: sql<number>`count(*)::int` }).from(structures)) as { n: number }[];
  return {
    employees,
    structures: Number(count?.n ?? 0),
    seconds: {
      structure: structureSeconds,
      users: usersSeconds,
      search: searchSeconds,
      total: (performance.now() - started) / 1000,
    },
  };
}
