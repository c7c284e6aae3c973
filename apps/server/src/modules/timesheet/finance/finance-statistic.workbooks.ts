import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { ZipArchive } from 'archiver';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { CUSTOMER_TYPE, TS_STATUS, type FinanceStatisticPayload } from '@intranet/contracts';
import type { Db } from '../../../platform/db/database.ts';
import { rowsOf } from '../../../platform/db/sql.ts';
import type { FileStorage, StoredObject } from '../../../platform/files/storage.ts';

/** One sheet of the finance export: its file, columns and the rows of a read-only report query. */
interface SheetSpec {
  file: string;
  sheet: string;
  columns: { header: string; key: string; width: number }[];
  query: SQL;
}
type SQL = ReturnType<typeof sql>;

/** Hours as the finance department reads them: minutes / 60, two decimals. */
const hours = (minutes: SQL) => sql`round(sum(${minutes})::numeric / 60, 2)::float8`;

function statusFilter(payload: FinanceStatisticPayload, column: SQL): SQL {
  return payload.approved_only ? sql`and ${column} = ${TS_STATUS.approved}` : sql``;
}

function companyFilter(payload: FinanceStatisticPayload): SQL {
  return payload.company_ids.length
    ? sql`and u.company_id in (${sql.join(
        payload.company_ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
}

/**
 * The three workbooks of the finance statistics (docs/decisions.md, "Finance statistics"): hours per company,
 * project and employee; hours moved to services (distributions); totals per company with what is still not
 * approved. Read-only report queries over the timesheet, people and the organisation.
 */
export function financeSheets(payload: FinanceStatisticPayload): SheetSpec[] {
  const { date_start: start, date_end: end } = payload;
  const person = sql`concat_ws(' ', u.last_name, u.name, u.patronymic)`;
  return [
    {
      file: 'Часы по проектам.xlsx',
      sheet: 'Часы по проектам',
      columns: [
        { header: 'Компания', key: 'company', width: 28 },
        { header: 'Клиент', key: 'client', width: 28 },
        { header: 'Проект', key: 'project', width: 36 },
        { header: 'Сотрудник', key: 'employee', width: 36 },
        { header: 'Часы', key: 'hours', width: 10 },
      ],
      query: sql`
        select coalesce(co.name, 'Без компании') as company, coalesce(parent.name, '') as client,
               c.name as project, ${person} as employee, ${hours(sql`w.minutes`)} as hours
        from timesheet_writes w
        join users u on u.id = w.user_id
        join customers c on c.id = w.customer_id
        left join customers parent on parent.id = c.parent_id
        left join companies co on co.id = u.company_id
        where w.deleted_at is null and w.date between ${start} and ${end}
          ${statusFilter(payload, sql`w.status`)} ${companyFilter(payload)}
        group by co.name, parent.name, c.name, u.id
        having sum(w.minutes) > 0
        order by 1, 2, 3, 4`,
    },
    {
      file: 'Сервисы.xlsx',
      sheet: 'Перенос на сервисы',
      columns: [
        { header: 'Сервис', key: 'service', width: 36 },
        { header: 'Из проекта', key: 'source', width: 36 },
        { header: 'Компания', key: 'company', width: 28 },
        { header: 'Сотрудник', key: 'employee', width: 36 },
        { header: 'Часы', key: 'hours', width: 10 },
      ],
      query: sql`
        select target.name as service, source.name as source, coalesce(co.name, 'Без компании') as company,
               ${person} as employee, ${hours(sql`d.minutes`)} as hours
        from timesheet_distributions d
        join users u on u.id = d.user_id
        join customers target on target.id = d.customer_to
        join customers source on source.id = d.customer_from
        left join companies co on co.id = u.company_id
        where d.deleted_at is null and d.date between ${start} and ${end}
          ${statusFilter(payload, sql`d.status`)} ${companyFilter(payload)}
        group by target.name, source.name, co.name, u.id
        order by 1, 2, 3, 4`,
    },
    {
      file: 'Итоги по компаниям.xlsx',
      sheet: 'Итоги',
      columns: [
        { header: 'Компания', key: 'company', width: 28 },
        { header: 'Сотрудников', key: 'people', width: 14 },
        { header: 'Часы всего', key: 'total', width: 12 },
        { header: 'Согласовано', key: 'approved', width: 14 },
        { header: 'Не согласовано', key: 'pending', width: 16 },
        { header: 'На сервисы', key: 'services', width: 14 },
      ],
      query: sql`
        select coalesce(co.name, 'Без компании') as company, count(distinct w.user_id)::int as people,
               ${hours(sql`w.minutes`)} as total,
               round(coalesce(sum(w.minutes) filter (where w.status = ${TS_STATUS.approved}), 0)::numeric / 60, 2)::float8
                 as approved,
               round(coalesce(sum(w.minutes) filter (where w.status <> ${TS_STATUS.approved}), 0)::numeric / 60, 2)::float8
                 as pending,
               round(coalesce(sum(w.minutes) filter (where c.type_id = ${CUSTOMER_TYPE.service}), 0)::numeric / 60, 2)::float8
                 as services
        from timesheet_writes w
        join users u on u.id = w.user_id
        join customers c on c.id = w.customer_id
        left join companies co on co.id = u.company_id
        where w.deleted_at is null and w.date between ${start} and ${end} ${companyFilter(payload)}
        group by co.name
        order by 1`,
    },
  ];
}

/** Writes one sheet with exceljs's streaming writer (rows leave memory as they are committed). */
export async function writeSheet(db: Db, spec: SheetSpec, folder: string): Promise<number> {
  const rows = rowsOf<Record<string, unknown>>(await db.execute(spec.query));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path.join(folder, spec.file) });
  const sheet = workbook.addWorksheet(spec.sheet);
  sheet.columns = spec.columns;
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return rows.length;
}

/** Zips the written workbooks into the file storage. */
export async function zipToStorage(
  storage: FileStorage,
  folder: string,
  files: string[],
): Promise<StoredObject> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const output = new PassThrough();
  archive.pipe(output);
  const stored = storage.put(output);
  for (const file of files) archive.append(fs.createReadStream(path.join(folder, file)), { name: file });
  await archive.finalize();
  return stored;
}
