import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql, type SQL } from 'drizzle-orm';
import {
  formatRussianDate,
  WC_REPORT_COLUMNS,
  type WcReportFilter,
  type WcReportRow,
  type WORK_CONDITION_PARAMETER_FIELDS,
  type workConditionParametersItemSchema,
} from '@intranet/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { byName, escapeLike, inIds, rowsOf } from '../../platform/db/sql.ts';
import { countTotal, pageOffset, paginated, type PageRequest } from '../../platform/http/pagination.ts';
import {
  conditionColumns,
  conditionJoins,
  employmentStatusName,
  userStatusName,
  type ConditionRow,
} from './work-conditions.queries.ts';
import type { WorkConditionsService } from './work-conditions.service.ts';

export type WorkConditionField = (typeof WORK_CONDITION_PARAMETER_FIELDS)[number];
type ParametersItem = z.infer<typeof workConditionParametersItemSchema>;

interface ReportSqlRow extends ConditionRow {
  position_id: number;
  user_id: number;
  last_name: string;
  name: string;
  patronymic: string | null;
  is_default: boolean;
  date_apply: string;
}

/** Rows of the xlsx read from the cursor at a time. */
const EXCEL_BATCH_ROWS = 2000;

/**
 * The work-conditions report (GET /work_conditions/report, POST …/excel): every position as its history stood
 * on the asked day, and the parameters other modules read (GET /work_conditions/parameters).
 */
export class WorkConditionsReportService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly positions: WorkConditionsService,
  ) {}

  /** The report's statement: the latest entry dated on or before the day, per position, filtered. */
  private statement(filter: WcReportFilter, tail: SQL): SQL {
    const day = filter.date ?? this.clock.today();
    const conditions: SQL[] = [sql`true`];
    if (filter.department_id) {
      conditions.push(
        sql`(h.department_id = ${filter.department_id} or dep.parent_id = ${filter.department_id})`,
      );
    }
    if (filter.location_id) conditions.push(sql`h.location_id = ${filter.location_id}`);
    if (filter.employment_status_id)
      conditions.push(sql`h.employment_status_id = ${filter.employment_status_id}`);
    if (filter.user_status_id) conditions.push(sql`h.user_status_id = ${filter.user_status_id}`);
    for (const word of (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
      const like = `%${escapeLike(word)}%`;
      conditions.push(sql`(lower(u.last_name || ' ' || u.name || ' ' || coalesce(u.patronymic, '')) like ${like}
        or lower(coalesce(h.tab_number, '')) like ${like})`);
    }
    return sql`with h as (
        select distinct on (e.position_id) e.* from wc_position_history e where e.date_apply <= ${day}
        order by e.position_id, e.date_apply desc, e.id desc)
      select h.position_id, p.user_id, u.last_name, u.name, u.patronymic, p.is_default,
        to_char(h.date_apply, 'YYYY-MM-DD') as date_apply, ${conditionColumns('h')}
      from h join wc_positions p on p.id = h.position_id join users u on u.id = p.user_id ${conditionJoins('h')}
      where ${sql.join(conditions, sql` and `)} ${tail}`;
  }

  private static order = sql`order by ${byName(sql`u.last_name`)}, ${byName(sql`u.name`)}, p.user_id, p.is_default desc, h.position_id`;

  private static present(row: ReportSqlRow): WcReportRow {
    return {
      position_id: Number(row.position_id),
      user_id: Number(row.user_id),
      full_name: [row.last_name, row.name, row.patronymic].filter(Boolean).join(' '),
      tab_number: row.tab_number,
      uid: row.uid,
      location: row.location_name,
      department: row.department_name,
      work_position: row.work_position,
      work_rate: Number(row.work_rate),
      hire_date: row.hire_date,
      fire_date: row.fire_date,
      employment_status: employmentStatusName(row.employment_status_id),
      user_status: userStatusName(row.user_status_id),
      default_project: row.default_project_name,
      default_customer: row.default_customer_name,
      is_default: row.is_default,
      date_apply: row.date_apply,
    };
  }

  /** GET /work_conditions/report: a page of the rows. */
  async report(filter: WcReportFilter, page: PageRequest) {
    await this.positions.applyDue();
    const total = await countTotal(this.db, this.statement(filter, sql``));
    const rows = rowsOf<ReportSqlRow>(
      await this.db.execute(
        this.statement(
          filter,
          sql`${WorkConditionsReportService.order} limit ${page.per_page} offset ${pageOffset(page)}`,
        ),
      ),
    );
    return paginated(
      rows.map((row) => WorkConditionsReportService.present(row)),
      total,
      page,
      '/api/work_conditions/report',
      {
        date: filter.date ?? this.clock.today(),
      },
    );
  }

  /**
   * POST /work_conditions/report/excel: all rows into an xlsx file with exceljs's streaming writer, read from
   * a cursor in batches (memory stays flat at any size); the route streams the file and removes it.
   */
  async excel(filter: WcReportFilter): Promise<{ file: string; fileName: string; remove: () => void }> {
    await this.positions.applyDue();
    const day = filter.date ?? this.clock.today();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wc-report-'));
    const file = path.join(folder, 'report.xlsx');
    const remove = () => fs.rmSync(folder, { recursive: true, force: true });
    try {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        filename: file,
        useStyles: false,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet('Условия работы', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = WC_REPORT_COLUMNS.map((column) => ({
        header: column.title,
        key: column.key,
        width: Math.max(8, Math.round(column.width / 7)),
      }));
      sheet.getRow(1).commit();
      await this.db.transaction(async (tx) => {
        await tx.execute(
          sql`declare wc_report_cursor no scroll cursor for ${this.statement(filter, WorkConditionsReportService.order)}`,
        );
        for (;;) {
          const batch = rowsOf<ReportSqlRow>(
            await tx.execute(sql`fetch forward ${sql.raw(String(EXCEL_BATCH_ROWS))} from wc_report_cursor`),
          );
          for (const raw of batch) {
            const row = WorkConditionsReportService.present(raw);
            sheet
              .addRow(
                WC_REPORT_COLUMNS.map((column) => {
                  const value = row[column.key];
                  if (value === null) return null;
                  if (column.type === 'date') return formatRussianDate(String(value));
                  return typeof value === 'boolean' ? (value ? 'Да' : 'Нет') : value;
                }),
              )
              .commit();
          }
          if (batch.length < EXCEL_BATCH_ROWS) break;
        }
        await tx.execute(sql`close wc_report_cursor`);
      });
      sheet.commit();
      await workbook.commit();
      return { file, fileName: `Условия работы на ${formatRussianDate(day)}.xlsx`, remove };
    } catch (error) {
      remove();
      throw error;
    }
  }

  /**
   * GET /work_conditions/parameters («users, fields [department]; first item read»): the asked fields
   * of each asked person from their default position in force today; a person without positions falls back to
   * their card (department, office, position, hire date). Company comes from the card.
   */
  async parameters(userIds: number[], fields: readonly WorkConditionField[]): Promise<ParametersItem[]> {
    if (userIds.length === 0) return [];
    await this.positions.applyDue();
    const rows = rowsOf<{
      user_id: number;
      department_id: number | null;
      department_name: string | null;
      company_id: number | null;
      company_name: string | null;
      office_id: number | null;
      office_name: string | null;
      work_position: string | null;
      hire_date: string | null;
    }>(
      await this.db.execute(sql`select u.id as user_id, d.id as department_id, d.name as department_name,
          c.id as company_id, c.name as company_name, o.id as office_id, o.name as office_name,
          case when p.id is null then u.work_position else p.work_position end as work_position,
          to_char(case when p.id is null then u.hire_date else p.hire_date end, 'YYYY-MM-DD') as hire_date
        from users u left join wc_positions p on p.user_id = u.id and p.is_default
          left join structures d on d.id = case when p.id is null then u.department_id else p.department_id end
          left join companies c on c.id = u.company_id
          left join structures o on o.id = case when p.id is null then u.office_id else p.location_id end
        where ${inIds(sql`u.id`, userIds)}`),
    );
    const named = (id: number | null, name: string | null) =>
      id === null ? null : { id: Number(id), name: name ?? '' };
    const byId = new Map(rows.map((row) => [Number(row.user_id), row]));
    return userIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const item: ParametersItem = { user_id: id };
      for (const field of fields) {
        if (field === 'department') item.department = named(row.department_id, row.department_name);
        if (field === 'company') item.company = named(row.company_id, row.company_name);
        if (field === 'office') item.office = named(row.office_id, row.office_name);
        if (field === 'work_position') item.work_position = row.work_position;
        if (field === 'hire_date') item.hire_date = row.hire_date;
      }
      return [item];
    });
  }

  /** The department of each person's default position in force today (presets of the fill screen). */
  async defaultDepartments(userIds: number[]): Promise<Map<number, { id: number; name: string } | null>> {
    if (userIds.length === 0) return new Map();
    await this.positions.applyDue();
    const rows = rowsOf<{ user_id: number; id: number | null; name: string | null }>(
      await this.db.execute(sql`select p.user_id, d.id, d.name from wc_positions p
        left join structures d on d.id = p.department_id
        where p.is_default and ${inIds(sql`p.user_id`, userIds)}`),
    );
    return new Map(
      rows.map((row) => [
        Number(row.user_id),
        row.id === null ? null : { id: Number(row.id), name: row.name ?? '' },
      ]),
    );
  }
}
