import { eq } from 'drizzle-orm';
import { addDays, STRUCTURE_LEVEL } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../users/users.schema.ts';
import { structures } from '../organisation/organisation.schema.ts';
import { refreshAssignees } from './requests.assignees.ts';
import { CatalogCache } from './requests.catalog.ts';
import { insertDemoRequest, stepsOf, type DemoRequestRow } from './requests.demo-kit.ts';
import { bpDepartmentMembers, bpDepartments, bpPracticeDirectors } from './requests.schema.ts';

interface DemoRequest {
  author: string;
  type: string;
  title: string;
  data?: Record<string, string | number>;
  responsible?: string;
  daysAgo: number;
  /** The steps taken: action code and the login who took it. */
  steps: [code: string, login: string, comment?: string][];
}

/**
 * Requests of the demo logins (README) of the engine's own custom processes: some wait for `manager`, `hr`,
 * `admin_director`; one waits for HR past the overdue rule's term, so the desk shows it first.
 * Transfers, education, cards, dismissal and gift orders lay their own (their modules' demo seeds).
 */
const REQUESTS: DemoRequest[] = [
  {
    author: 'employee',
    type: 'employment_certificate',
    title: 'Справка для визового центра',
    data: { purpose: 'Визовый центр Италии', copies: 1 },
    daysAgo: 2,
    steps: [['submit', 'employee']],
  },
  {
    author: 'team_lead',
    type: 'employment_certificate',
    title: 'Справка о доходах для ипотеки',
    data: { purpose: 'Банк, ипотечный кредит', copies: 2 },
    daysAgo: 20,
    steps: [['submit', 'team_lead']],
  },
  {
    author: 'employee',
    type: 'equipment',
    title: 'Второй монитор',
    data: { equipment: 'Монитор 27"', reason: 'Работа с макетами и документацией одновременно' },
    responsible: 'admin_director',
    daysAgo: 1,
    steps: [],
  },
];

/**
 * The service departments' members, the demo practice's director and requests at every stage. Moves are
 * written as the engine writes them (history, assignees), laid `daysAgo` before today.
 */
export async function seedRequestsDemo(db: Db, { today }: { today: string }): Promise<void> {
  const people = await db
    .select({ id: users.id, login: users.login, departmentId: users.departmentId })
    .from(users);
  const byLogin = new Map(people.map((person) => [person.login, person]));
  const id = (login: string) => byLogin.get(login)?.id;
  const departments = new Map(
    (await db.select().from(bpDepartments)).map((department) => [department.code, department.id]),
  );
  const members = [
    ['training', 'bp_education_admin'],
    ['dismissal', 'dissmissal_admin'],
  ] as const;
  for (const [code, login] of members) {
    if (id(login) && departments.get(code))
      await db
        .insert(bpDepartmentMembers)
        .values({ departmentId: departments.get(code)!, userId: id(login)! })
        .onConflictDoNothing();
  }
  // The demo logins work in one practice, and `partner` directs it.
  const partner = byLogin.get('partner');
  if (partner?.departmentId) {
    const [practice] = await db.select().from(structures).where(eq(structures.id, partner.departmentId));
    if (practice?.level === STRUCTURE_LEVEL.practice)
      await db
        .insert(bpPracticeDirectors)
        .values({ structureId: practice.id, userId: partner.id })
        .onConflictDoNothing();
  }
  const catalog = await new CatalogCache(db).get();
  const typeByCode = new Map([...catalog.processes.values()].map((process) => [process.type.code, process]));
  const created: DemoRequestRow[] = [];
  for (const demo of REQUESTS) {
    const process = typeByCode.get(demo.type);
    const authorId = id(demo.author);
    if (!process || !authorId) continue;
    created.push(
      await insertDemoRequest(db, catalog, process, {
        authorId,
        title: demo.title,
        data: demo.data,
        responsibleUserId: demo.responsible ? (id(demo.responsible) ?? null) : null,
        at: new Date(`${addDays(today, -demo.daysAgo)}T10:00:00`),
        steps: stepsOf(demo.steps, id),
      }),
    );
  }
  await refreshAssignees(db, catalog, created, today);
}
