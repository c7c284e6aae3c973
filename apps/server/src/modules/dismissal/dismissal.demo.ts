import { asc, eq, inArray } from 'drizzle-orm';
import { addDays } from '@intranet/contracts';
import { DISMISSAL_CHECK, DISMISSAL_PROCESS_CODE } from '@intranet/contracts/dismissal/dismissal';
import type { Db } from '../../platform/db/database.ts';
import { companies } from '../organisation/organisation.schema.ts';
import { refreshAssignees } from '../requests/requests.assignees.ts';
import { CatalogCache } from '../requests/requests.catalog.ts';
import { insertDemoRequest, stepsOf, type DemoRequestRow } from '../requests/requests.demo-kit.ts';
import { bpDepartmentMembers, bpDepartments } from '../requests/requests.schema.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { createCheckLists } from './dismissal.checklists.ts';
import { leaverFacts } from './dismissal.facts.ts';
import { placesOf } from './dismissal.queries.ts';
import { bpDismissals, dismissalCheckLists, dismissalSubjects } from './dismissal.schema.ts';

/**
 * The checking departments' people among the demo logins (README): they see every application and tick
 * their own checklist.
 */
export const DEMO_DIRECTION_MEMBERS: readonly [department: string, login: string][] = [
  ['dismissal_finance_legal', 'admin_director'],
  ['dismissal_1c', 'assistant'],
  ['dismissal_timesheet', 'ts_admin'],
  ['dismissal_hr_documents', 'hr'],
];

interface DemoDismissal {
  /** The leaver's login; the talk part finds the demo applications by these (docs/modules/dismissal.md). */
  leaver: string;
  daysAgo: number;
  fireIn: number;
  reason: string;
  steps: [code: string, login: string, comment?: string][];
  /** How many subjects of each checklist are decided, from the top (all: the done one). */
  decided: number;
}

/** One of each status: on approval, two in progress half checked, done, rejected, cancelled. */
export const DEMO_DISMISSALS: readonly DemoDismissal[] = [
  { leaver: 'team_lead', daysAgo: 1, fireIn: 20, reason: 'Переезд в другой город', steps: [], decided: 1 },
  {
    leaver: 'operator',
    daysAgo: 6,
    fireIn: 9,
    reason: 'Предложение о работе в другой компании',
    steps: [['approve', 'manager']],
    decided: 2,
  },
  {
    leaver: 'project_manager',
    daysAgo: 10,
    fireIn: 3,
    reason: 'Учёба с отрывом от работы',
    steps: [['approve', 'manager']],
    decided: 1,
  },
  {
    leaver: 'moderator',
    daysAgo: 40,
    fireIn: -20,
    reason: 'Семейные обстоятельства',
    steps: [
      ['approve', 'manager'],
      ['complete', 'dissmissal_admin'],
    ],
    decided: 99,
  },
  {
    leaver: 'user_statuses',
    daysAgo: 15,
    fireIn: 15,
    reason: 'Несогласие с условиями труда',
    steps: [['reject', 'manager', 'Обсудим перевод в другую практику']],
    decided: 0,
  },
  {
    leaver: 'wc_assistant',
    daysAgo: 12,
    fireIn: 12,
    reason: 'Личные причины',
    steps: [['cancel', 'hr']],
    decided: 0,
  },
];

/** The working day on or after a date (Saturdays and Sundays skipped; the demo needs no holidays). */
function workingDay(date: string): string {
  let day = date;
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

/**
 * Demo applications in every status with checklists half done, filed by `hr` and approved by `manager`,
 * laid as the engine lays them; the checking departments get their demo members. Deterministic: the same
 * leavers, dates relative to today, subjects decided from the top of each checklist.
 */
export async function seedDismissalDemo(
  db: Db,
  { today }: { userIds: number[]; today: string },
): Promise<void> {
  const people = await db
    .select({
      id: users.id,
      login: users.login,
      lastName: users.lastName,
      name: users.name,
      patronymic: users.patronymic,
    })
    .from(users);
  const byLogin = new Map(people.map((person) => [person.login, person]));
  const id = (login: string) => byLogin.get(login)?.id;
  const departments = new Map((await db.select().from(bpDepartments)).map((row) => [row.code, row.id]));
  for (const [code, login] of DEMO_DIRECTION_MEMBERS)
    if (departments.get(code) && id(login))
      await db
        .insert(bpDepartmentMembers)
        .values({ departmentId: departments.get(code)!, userId: id(login)! })
        .onConflictDoNothing();
  const catalog = await new CatalogCache(db).get();
  const process = [...catalog.processes.values()].find((p) => p.type.code === DISMISSAL_PROCESS_CODE);
  const [company] = await db.select().from(companies).orderBy(asc(companies.id)).limit(1);
  const hr = id('hr');
  const manager = id('manager');
  if (!process || !company || !hr || !manager) return;
  const leavers = DEMO_DISMISSALS.map((demo) => byLogin.get(demo.leaver)).filter((row) => row !== undefined);
  const places = await placesOf(
    db,
    leavers.map((row) => row.id),
  );
  const created: DemoRequestRow[] = [];
  for (const demo of DEMO_DISMISSALS) {
    const leaver = byLogin.get(demo.leaver);
    if (!leaver) continue;
    const at = new Date(`${addDays(today, -demo.daysAgo)}T10:00:00`);
    const fireDate = workingDay(addDays(today, demo.fireIn));
    const row = await insertDemoRequest(db, catalog, process, {
      authorId: hr,
      title: `Увольнение: ${fullName(leaver)}`,
      responsibleUserId: manager,
      at,
      steps: stepsOf(demo.steps, (login) => id(login)),
    });
    await db.insert(bpDismissals).values({
      requestId: row.id,
      employeeId: leaver.id,
      defaultLegalEntityId: company.id,
      managerId: manager,
      assistantId: id('assistant') ?? null,
      practiceId: places.get(leaver.id)?.practiceId ?? null,
      blockId: places.get(leaver.id)?.blockId ?? null,
      reasonForLeaving: demo.reason,
      employmentRecord: 'electronic',
      fireDate,
      comment: 'Заявление подписано сотрудником',
    });
    await createCheckLists(db, row.id, await leaverFacts(db, null, leaver.id, fireDate, today), hr);
    await decideTop(db, row.id, demo.decided);
    created.push(row);
  }
  await refreshAssignees(db, catalog, created, today);
}

/** The first `count` subjects of each checklist of an application decided («no action needed»). */
async function decideTop(db: Db, requestId: number, count: number) {
  if (count === 0) return;
  const lists = await db
    .select({ id: dismissalCheckLists.id })
    .from(dismissalCheckLists)
    .where(eq(dismissalCheckLists.requestId, requestId));
  const subjects = await db
    .select()
    .from(dismissalSubjects)
    .where(
      inArray(
        dismissalSubjects.checkListId,
        lists.map((list) => list.id),
      ),
    )
    .orderBy(asc(dismissalSubjects.position), asc(dismissalSubjects.id));
  const decided = lists.flatMap((list) =>
    subjects
      .filter((subject) => subject.checkListId === list.id)
      .slice(0, count)
      .filter((subject) => subject.check === DISMISSAL_CHECK.waiting)
      .map((subject) => subject.id),
  );
  if (decided.length)
    await db
      .update(dismissalSubjects)
      .set({ check: DISMISSAL_CHECK.noAction })
      .where(inArray(dismissalSubjects.id, decided));
}
