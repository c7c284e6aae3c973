import { asc, inArray } from 'drizzle-orm';
import { addDays, TRANSFER_PROCESS_CODE, type TransferType } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { companies, structures } from '../organisation/organisation.schema.ts';
import { refreshAssignees } from '../requests/requests.assignees.ts';
import { CatalogCache } from '../requests/requests.catalog.ts';
import { insertDemoRequest, stepsOf, type DemoRequestRow } from '../requests/requests.demo-kit.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { bpTransferUsers, bpTransfers } from './transfers.schema.ts';

interface DemoTransfer {
  author: string;
  type: TransferType;
  /** Who moves (logins of the demo people). */
  people: string[];
  position: string;
  daysAgo: number;
  /** Days from today to the date of admission. */
  admissionIn: number;
  steps: [code: string, login: string][];
}

/** One waits for `hr` (to complete), one for `manager`, one is `employee`'s own, one is done. */
const TRANSFERS: DemoTransfer[] = [
  {
    author: 'hr',
    type: 'company',
    people: ['team_lead'],
    position: 'Руководитель группы разработки',
    daysAgo: 8,
    admissionIn: 10,
    steps: [
      ['submit', 'hr'],
      ['approve', 'manager'],
      ['approve', 'partner'],
    ],
  },
  {
    author: 'hr',
    type: 'department',
    people: ['project_manager', 'assistant'],
    position: 'Менеджер проектов',
    daysAgo: 3,
    admissionIn: 20,
    steps: [['submit', 'hr']],
  },
  {
    author: 'employee',
    type: 'department',
    people: ['employee'],
    position: 'Старший Java-разработчик',
    daysAgo: 1,
    admissionIn: 30,
    steps: [],
  },
  {
    author: 'hr',
    type: 'company',
    people: ['approver'],
    position: 'Аналитик',
    daysAgo: 30,
    admissionIn: -14,
    steps: [
      ['submit', 'hr'],
      ['approve', 'manager'],
      ['approve', 'partner'],
      ['complete', 'hr'],
    ],
  },
];

/**
 * Transfers of the demo people at several steps, written as the engine writes them (the history, the
 * assignees), laid `daysAgo` before today. The completed one is marked applied: the demo's work conditions
 * are seeded on their own.
 */
export async function seedTransfersDemo(db: Db, { today }: { today: string }): Promise<void> {
  const people = await db
    .select({
      id: users.id,
      login: users.login,
      lastName: users.lastName,
      name: users.name,
      patronymic: users.patronymic,
      managerId: users.managerId,
    })
    .from(users);
  const byLogin = new Map(people.map((person) => [person.login, person]));
  const catalog = await new CatalogCache(db).get();
  const process = [...catalog.processes.values()].find((p) => p.type.code === TRANSFER_PROCESS_CODE);
  const [company] = await db.select().from(companies).orderBy(asc(companies.id)).limit(1);
  const places = await db
    .select({ id: structures.id, level: structures.level, parentId: structures.parentId })
    .from(structures)
    .where(inArray(structures.level, [2, 4, 5]))
    .orderBy(asc(structures.id));
  const practice = places.find((place) => place.level === 2);
  const office = places.find((place) => place.level === 5);
  if (!process || !company || !practice) return;
  const created: DemoRequestRow[] = [];
  for (const demo of TRANSFERS) {
    const author = byLogin.get(demo.author);
    const moved = demo.people.map((login) => byLogin.get(login)).filter((person) => person !== undefined);
    if (!author || moved.length === 0) continue;
    const at = new Date(`${addDays(today, -demo.daysAgo)}T10:00:00`);
    const names = moved.map(fullName);
    const label =
      demo.type === 'company' ? 'Перевод в другую компанию группы' : 'Перевод в другое подразделение';
    const row = await insertDemoRequest(db, catalog, process, {
      authorId: author.id,
      title: `${label}: ${names[0]}${names.length > 1 ? ` и ещё ${names.length - 1}` : ''}`,
      at,
      steps: stepsOf(demo.steps, (login) => byLogin.get(login)?.id),
    });
    const final = catalog.statuses.get(row.statusId)!.is_terminal;
    await db.insert(bpTransfers).values({
      requestId: row.id,
      transferType: demo.type,
      approverId: byLogin.get('partner')?.id ?? null,
      dateOfAdmission: addDays(today, demo.admissionIn),
      comment: 'Перевод согласован с руководителями обеих сторон',
      appliedAt: final ? at : null,
    });
    await db.insert(bpTransferUsers).values(
      moved.map((person, position) => ({
        requestId: row.id,
        userId: person.id,
        companyId: company.id,
        managerId: person.managerId ?? byLogin.get('manager')?.id ?? null,
        officeId: office?.id ?? null,
        regionId: office?.parentId ?? null,
        departmentId: practice.id,
        workPosition: demo.position,
        position,
      })),
    );
    created.push(row);
  }
  await refreshAssignees(db, catalog, created, today);
}
