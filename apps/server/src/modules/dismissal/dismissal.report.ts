import { asc, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import {
  DOCUMENT_STATUS_LABELS,
  EMPLOYMENT_RECORD_LABELS,
  type EmploymentRecord,
} from '@intranet/contracts/dismissal/dismissal';
import type { Db } from '../../platform/db/database.ts';
import { personColumns } from '../../platform/db/person-columns.ts';
import { companies, structures } from '../organisation/organisation.schema.ts';
import type { Catalog } from '../requests/requests.catalog.ts';
import { bpRequests } from '../requests/requests.schema.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { progressOf, statusOf } from './dismissal.queries.ts';
import { bpDismissals } from './dismissal.schema.ts';

const shownDay = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '');

/**
 * GET /employee_dismissal/reports/all: every application, hidden ones too (the desk's record), newest first,
 * with the checklist progress. One sheet.
 */
export async function dismissalWorkbook(db: Db, catalog: Catalog): Promise<Buffer> {
  const employee = alias(users, 'employee');
  const manager = alias(users, 'manager');
  const practice = alias(structures, 'practice');
  const rows = await db
    .select({
      id: bpRequests.id,
      statusId: bpRequests.statusId,
      createdAt: bpRequests.createdAt,
      dismissal: bpDismissals,
      employee: personColumns(employee),
      manager: personColumns(manager),
      company: companies.name,
      practice: practice.name,
    })
    .from(bpDismissals)
    .innerJoin(bpRequests, eq(bpRequests.id, bpDismissals.requestId))
    .innerJoin(employee, eq(employee.id, bpDismissals.employeeId))
    .innerJoin(manager, eq(manager.id, bpDismissals.managerId))
    .leftJoin(companies, eq(companies.id, bpDismissals.defaultLegalEntityId))
    .leftJoin(practice, eq(practice.id, bpDismissals.practiceId))
    .where(isNull(bpRequests.deletedAt))
    .orderBy(desc(bpRequests.createdAt), asc(bpRequests.id));
  const progress = await progressOf(
    db,
    rows.map((row) => row.id),
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Увольнения');
  sheet.addRow([
    '№',
    'Сотрудник',
    'Юридическое лицо',
    'Практика',
    'Руководитель',
    'Дата увольнения',
    'Статус',
    'Причина увольнения',
    'Компенсация отпуска, дней',
    'Трудовая книжка',
    'Документы',
    'Дата отправки',
    'Чек-листы',
    'Создано',
  ]).font = { bold: true };
  for (const row of rows) {
    const done = progress.get(row.id) ?? { decided: 0, total: 0 };
    sheet.addRow([
      row.id,
      fullName(row.employee),
      row.company ?? '',
      row.practice ?? '',
      fullName(row.manager),
      shownDay(row.dismissal.fireDate),
      statusOf(catalog, row.statusId).name,
      row.dismissal.reasonForLeaving ?? '',
      row.dismissal.vacationCompensation ?? '',
      row.dismissal.employmentRecord
        ? EMPLOYMENT_RECORD_LABELS[row.dismissal.employmentRecord as EmploymentRecord]
        : '',
      DOCUMENT_STATUS_LABELS[row.dismissal.documentStatus as 1 | 2] ?? '',
      shownDay(row.dismissal.documentSendingDate),
      `${done.decided} из ${done.total}`,
      shownDay(row.createdAt.toISOString().slice(0, 10)),
    ]);
  }
  sheet.columns.forEach(
    (column, index) => (column.width = [8, 34, 28, 28, 34, 14, 18, 40, 14, 28, 16, 14, 12, 12][index]),
  );
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
