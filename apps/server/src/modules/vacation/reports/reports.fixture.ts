import { VACATION_STATUS, VACATION_TYPE } from '@intranet/contracts';
import type { Db } from '../../../platform/db/database.ts';
import { buildCompany, buildDepartment, buildOrganisation, buildUser } from '../../../../test/factories.ts';
import { buildVacation } from '../vacation.factory.ts';
import { sql } from 'drizzle-orm';
import { inIds } from '../../../platform/db/sql.ts';
import { deriveVacationHistory } from '../vacation-history.ts';
import { vacationBalances } from '../vacation.schema.ts';

export const fullName = (lastName: string) => `${lastName} Иван Петрович`;
export const MARCH = { date_start: '2031-03-01', date_end: '2031-03-31' } as const;
export const FEBRUARY = { date_start: '2031-02-01', date_end: '2031-02-28' } as const;

interface BlockSpec {
  userId: number;
  dates: string[];
  typeId: number;
  statusId: number;
  createdBy: number;
  createdAt: string;
  updatedBy?: number;
  updatedAt?: string;
  deletedAt?: string;
  comment?: string;
  statusComment?: string;
}

const range = (from: string, days: number) =>
  Array.from({ length: days }, (_, index) => {
    const date = new Date(`${from}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + index);
    return date.toISOString().slice(0, 10);
  });

async function block(db: Db, spec: BlockSpec) {
  const at = (text: string) => new Date(text);
  const [first] = await buildVacation(
    db,
    { userId: spec.userId, dates: spec.dates, typeId: spec.typeId, statusId: spec.statusId },
    {
      comment: spec.comment ?? null,
      statusComment: spec.statusComment ?? null,
      createdBy: spec.createdBy,
      createdAt: at(spec.createdAt),
      updatedBy: spec.updatedBy ?? spec.createdBy,
      updatedAt: at(spec.updatedAt ?? spec.createdAt),
      deletedAt: spec.deletedAt ? at(spec.deletedAt) : null,
    },
  );
  return first!.id;
}

/**
 * A known organisation for the vacation reports (2031): block «Блок Тест» with «Практика Альфа» (approver M,
 * E1 reporting to M) and «Практика Бета» (E2 reporting to E1, E3, assistant A); outside it a vacation-system
 * admin, a manager without report access and an outsider with a vacation of their own.
 */
export async function buildVacationReportsData(db: Db) {
  const org = await buildOrganisation(db);
  const alpha = await buildCompany(db, { name: 'Альфа ООО' });
  const beta = await buildCompany(db, { name: 'Бета АО' });
  const person = (lastName: string, departmentId: number, companyId: number, extra: object = {}) =>
    buildUser(db, { lastName, name: 'Иван', patronymic: 'Петрович', departmentId, companyId, ...extra });
  const m = await person('Григорьев', org.practiceA.id, alpha.id, {
    roles: ['vacation_approver'],
    hireDate: '2019-01-01',
  });
  const e1 = await person('Алексеев', org.practiceA.id, alpha.id, {
    managerId: m.id,
    hireDate: '2020-02-01',
  });
  const e2 = await person('Борисов', org.practiceB.id, beta.id, { managerId: e1.id, hireDate: '2031-01-10' });
  const e3 = await person('Васильев', org.practiceB.id, beta.id, { hireDate: '2015-05-05' });
  const a = await person('Дмитриев', org.practiceB.id, beta.id, {
    roles: ['assistant'],
    hireDate: '2018-01-01',
  });
  const outside = await buildDepartment(db, { name: 'Внешний отдел' });
  const vsa = await person('Жуков', outside.id, alpha.id, {
    roles: ['vacation_system_admin'],
    hireDate: '2010-01-01',
  });
  const manager = await person('Зайцев', outside.id, alpha.id, {
    roles: ['manager'],
    hireDate: '2010-01-01',
  });
  const outsider = await person('Ильин', outside.id, alpha.id, { hireDate: '2010-01-01' });

  const T = VACATION_TYPE;
  const S = VACATION_STATUS;
  await block(db, {
    userId: e1.id,
    dates: range('2031-03-03', 5),
    typeId: T.indivisible,
    statusId: S.approved,
    createdBy: e1.id,
    createdAt: '2031-01-15T10:00:00Z',
    updatedBy: m.id,
    updatedAt: '2031-01-20T10:00:00Z',
  });
  await block(db, {
    userId: e1.id,
    dates: range('2031-05-12', 2),
    typeId: T.divisible,
    statusId: S.new,
    createdBy: a.id,
    createdAt: '2031-02-01T10:00:00Z',
  });
  await block(db, {
    userId: e2.id,
    dates: range('2031-03-10', 5),
    typeId: T.indivisible,
    statusId: S.rejected,
    comment: 'Хочу в марте',
    statusComment: 'Релиз',
    createdBy: e2.id,
    createdAt: '2031-02-02T10:00:00Z',
    updatedBy: a.id,
    updatedAt: '2031-02-05T10:00:00Z',
  });
  await block(db, {
    userId: e2.id,
    dates: range('2031-02-17', 2),
    typeId: T.indivisible,
    statusId: S.approvedDeleted,
    createdBy: e2.id,
    createdAt: '2031-01-12T10:00:00Z',
    updatedBy: e2.id,
    updatedAt: '2031-02-04T10:00:00Z',
    deletedAt: '2031-02-04T10:00:00Z',
  });
  await block(db, {
    userId: a.id,
    dates: range('2031-03-05', 2),
    typeId: T.study,
    statusId: S.approved,
    createdBy: a.id,
    createdAt: '2031-01-10T10:00:00Z',
  });
  await block(db, {
    userId: outsider.id,
    dates: range('2031-03-17', 3),
    typeId: T.divisible,
    statusId: S.approved,
    createdBy: outsider.id,
    createdAt: '2031-01-10T10:00:00Z',
  });
  // The blocks above were laid straight into the table: their history from their columns.
  await deriveVacationHistory(
    db,
    inIds(
      sql`v.user_id`,
      [m, e1, e2, e3, a, outsider].map((user) => user.id),
    ),
  );
  await db.insert(vacationBalances).values([
    { userId: e1.id, year: 2031, accumulated: 20 },
    { userId: e3.id, year: 2031, accumulated: 10 },
  ]);
  return { org, alpha, beta, m, e1, e2, e3, a, vsa, manager, outsider };
}
