import { sql, type SQL } from 'drizzle-orm';
import {
  findTsReportType,
  formatRussianDate,
  STRUCTURE_LEVEL,
  TS_REPORT_TYPES,
  type tsReportParamsSchema,
  type TsReportCompany,
  type TsReportCustomer,
  type TsReportResponse,
  type TsReportRow,
  type TsReportType,
  type TsReportUser,
} from '@intranet/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth/guard.ts';
import type { Db } from '../../../platform/db/database.ts';
import { inIds, rowsOf } from '../../../platform/db/sql.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { pageOffset, paginated } from '../../../platform/http/pagination.ts';
import { REPORT_QUERIES } from './reports.catalogue.ts';
import { writeReportWorkbook, type WrittenWorkbook } from './reports-excel.ts';
import { reportScope } from './reports.policy.ts';
import type { ReportContext } from './reports.scope.ts';

export type ReportParams = z.output<typeof tsReportParamsSchema>;
type RawRow = Record<string, unknown>;

const ID_KEYS = ['user_id', 'customer_id', 'company_id'] as const;
export const REPORT_NOT_FOUND = 'Отчёт не найден';

/** A row as the wire has it: the report's columns and the ids its dictionaries resolve. */
export function presentRow(type: TsReportType, raw: RawRow): TsReportRow {
  const row: TsReportRow = {};
  for (const key of ID_KEYS) if (key in raw) row[key] = raw[key] === null ? null : Number(raw[key]);
  for (const column of type.columns) {
    const value = raw[column.key];
    row[column.key] =
      value === null || value === undefined
        ? null
        : column.type === 'number'
          ? Number(value)
          : typeof value === 'string'
            ? value
            : JSON.stringify(value);
  }
  return row;
}

/**
 * TimeSheet reports (docs/modules/timesheet-reports.md): each report type is one SQL statement
 * (reports-*.queries.ts) over the timesheet tables, filtered in SQL by the actor's scope (reports.policy.ts)
 * and the params; the page comes with its total and the dictionaries of the people, projects and companies it
 * mentions.
 */
export class TimesheetReportsService {
  constructor(private readonly db: Db) {}

  catalogue(): readonly TsReportType[] {
    return TS_REPORT_TYPES;
  }

  /** The report type of a url name; an unknown name is a 404. */
  typeOf(name: string): TsReportType {
    const type = findTsReportType(name);
    if (!type) throw notFound(REPORT_NOT_FOUND);
    return type;
  }

  /**
   * The report's statement, scoped to the actor, ordered (no paging). `columns` replaces the select list
   * (`*`), as the export's does; the order still reads the report's own columns.
   */
  async statement(
    actor: AuthUser,
    type: TsReportType,
    params: ReportParams,
    columns: SQL = sql`*`,
  ): Promise<SQL> {
    const ctx: ReportContext = {
      input: {
        date_start: params.date_start,
        date_end: params.date_end,
        users: params.users,
        structures: params.structures,
      },
      scope: reportScope(actor, await this.blockOf(actor.id)),
    };
    const query = REPORT_QUERIES[type.name](ctx);
    return sql`select ${columns} from (${query.select}) as report order by ${sql.raw(query.order)}`;
  }

  /** POST /timesheet/reports/{reportName}: one page of rows, its total, and the dictionaries. */
  async run(actor: AuthUser, name: string, params: ReportParams): Promise<TsReportResponse> {
    const type = this.typeOf(name);
    const statement = await this.statement(actor, type, params);
    const raw = rowsOf<RawRow & { total__: number }>(
      await this.db.execute(
        sql`select page.*, count(*) over () as total__ from (${statement}) as page
          limit ${params.per_page} offset ${pageOffset(params)}`,
      ),
    );
    let total = raw.length ? Number(raw[0]!.total__) : 0;
    // `count(*) over ()` counts the rows the page saw: past the last page it saw none.
    if (!raw.length && params.page > 1) {
      const [counted] = rowsOf<{ n: number }>(
        await this.db.execute(sql`select count(*)::int as n from (${statement}) as counted`),
      );
      total = Number(counted?.n ?? 0);
    }
    const rows = raw.map((item) => presentRow(type, item));
    const { data: _data, ...envelope } = paginated(
      rows,
      total,
      params,
      `/api/timesheet/reports/${type.name}`,
    );
    return { ...envelope, raw_data: rows, ...(await this.dictionaries(rows)) };
  }

  /** POST /timesheet/reports/{reportName}/excel: the whole report as an xlsx file, written in bounded memory. */
  async excel(
    actor: AuthUser,
    name: string,
    params: ReportParams,
  ): Promise<WrittenWorkbook & { fileName: string }> {
    const type = this.typeOf(name);
    const written = await writeReportWorkbook(
      this.db,
      type,
      (columns) => this.statement(actor, type, params, columns),
      type.label,
    );
    return { ...written, fileName: `${type.label} ${periodText(params)}.xlsx` };
  }

  /** Every row of a report (no paging), for the notices sent from it. */
  async allRows(actor: AuthUser, name: string, params: ReportParams): Promise<TsReportRow[]> {
    const type = this.typeOf(name);
    const raw = rowsOf<RawRow>(await this.db.execute(await this.statement(actor, type, params)));
    return raw.map((item) => presentRow(type, item));
  }

  /** The people, projects and companies the rows mention, keyed by id. */
  async dictionaries(rows: TsReportRow[]) {
    const ids = (key: (typeof ID_KEYS)[number]) => [
      ...new Set(rows.map((row) => row[key]).filter((id): id is number => typeof id === 'number')),
    ];
    const userIds = ids('user_id');
    const customerIds = ids('customer_id');
    const people = userIds.length
      ? rowsOf<TsReportUser>(
          await this.db
            .execute(sql`select u.id, concat_ws(' ', u.last_name, u.name, u.patronymic) as full_name,
              s.name as department, u.company_id, u.manager_id, u.work_position, u.email
            from users u left join structures s on s.id = u.department_id
            where ${inIds(sql`u.id`, userIds)}`),
        )
      : [];
    const projects = customerIds.length
      ? rowsOf<TsReportCustomer>(
          await this.db.execute(sql`select c.id, c.name, p.name as parent_name, c.type_id
            from customers c left join customers p on p.id = c.parent_id
            where ${inIds(sql`c.id`, customerIds)}`),
        )
      : [];
    const companyIds = [
      ...new Set(
        [...ids('company_id'), ...people.map((person) => person.company_id)].filter((id) => id !== null),
      ),
    ];
    const companies = companyIds.length
      ? rowsOf<TsReportCompany>(
          await this.db.execute(sql`select id, name from companies where ${inIds(sql`id`, companyIds)}`),
        )
      : [];
    const byId = <T extends { id: number }>(list: T[]) =>
      Object.fromEntries(list.map((item) => [String(item.id), item]));
    return {
      users_dictionary: byId(people),
      customers_dictionary: byId(projects),
      companies_dictionary: byId(companies),
    };
  }

  /** The block of a person's department: the department itself when it is a block, else its parent. */
  private async blockOf(userId: number): Promise<number | null> {
    const [row] = rowsOf<{ block_id: number | null }>(
      await this.db
        .execute(sql`select case when s.level = ${STRUCTURE_LEVEL.block} then s.id else s.parent_id end
          as block_id
        from users u left join structures s on s.id = u.department_id where u.id = ${userId}`),
    );
    return row?.block_id ?? null;
  }
}

/** «01.03.2025 – 31.03.2025». */
export function periodText(params: { date_start: string; date_end: string }): string {
  return `${formatRussianDate(params.date_start)} – ${formatRussianDate(params.date_end)}`;
}
