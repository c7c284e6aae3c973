import { sql, type SQL } from 'drizzle-orm';
import {
  availableDays,
  findVacReportType,
  overallColour,
  STATUS_REPORT_LABELS,
  STRUCTURE_LEVEL,
  VAC_REPORT_TYPES,
  vacReportHeaderRows,
  type VacReportCell,
  type VacReportName,
  type VacReportResponse,
  type VacReportType,
} from '@intranet/contracts';
import { authorize } from '../../../platform/auth/authorize.ts';
import type { AuthUser } from '../../../platform/auth/guard.ts';
import type { Db } from '../../../platform/db/database.ts';
import { rowsOf } from '../../../platform/db/sql.ts';
import { fieldError, notFound } from '../../../platform/http/app-error.ts';
import { pageOffset, paginated } from '../../../platform/http/pagination.ts';
import type { SettingsService } from '../../settings/settings.service.ts';
import { canRunVacReport, runVacReport, vacReportScope } from './reports.policy.ts';
import {
  assistantReport,
  balanceReport,
  changesReport,
  periodReport,
  statusReport,
  unifiedReport,
  type VacReportQuery,
} from './reports.queries.ts';
import type { VacReportContext, VacReportInput } from './reports.scope.ts';

export type RawRow = Record<string, unknown>;
export const VAC_REPORT_NOT_FOUND = 'Отчет не найден';

const QUERIES: Record<VacReportName, (ctx: VacReportContext) => VacReportQuery> = {
  UNIFIED: unifiedReport,
  PERIOD: periodReport,
  STATUS: statusReport,
  BALANCE: balanceReport,
  CHANGES: changesReport,
  ASSISTANT: assistantReport,
};

/** A prepared run: the statement in its order and how a raw row becomes the wire's cells. */
export interface VacReportRun {
  type: VacReportType;
  statement: SQL;
  toCells: (raw: RawRow) => VacReportCell[];
}

/**
 * Vacation reports: each report is one SQL statement over the vacation tables, scoped in
 * SQL to the people the actor may see; STATUS and BALANCE finish each row with the planner's own rules
 * (overallColour, availableDays), so a report never disagrees with the planning screen.
 */
export class VacationReportsService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
  ) {}

  /** GET /vacations/reports: the reports this actor may run. */
  catalogue(actor: AuthUser): VacReportType[] {
    return VAC_REPORT_TYPES.filter((type) => canRunVacReport(actor, type.name));
  }

  /** The report of a url name: unknown → 404, not the actor's → 403. */
  typeFor(actor: AuthUser, name: string): VacReportType {
    const type = findVacReportType(name);
    if (!type) throw notFound(VAC_REPORT_NOT_FOUND);
    authorize(actor, runVacReport, type.name);
    return type;
  }

  async prepare(actor: AuthUser, name: string, input: VacReportInput): Promise<VacReportRun> {
    const type = this.typeFor(actor, name);
    const ctx: VacReportContext = {
      input,
      scope: vacReportScope(actor, await this.blockOf(actor.id)),
      ...referenceDays(type, input),
    };
    const query = QUERIES[type.name](ctx);
    const annualDays = Number(await this.settings.value('vacation_annual_days'));
    const finish = finisher(type.name, ctx, annualDays);
    return {
      type,
      statement: sql`select * from (${query.select}) as report order by ${sql.raw(query.order)}`,
      toCells: (raw) => {
        const row = finish(raw);
        return type.columns.map((column) => cell(column.type, row[column.key]));
      },
    };
  }

  /** POST /dba/vacations/reports/{reportName}: the two header rows and one page of data rows. */
  async run(actor: AuthUser, name: string, input: VacReportInput): Promise<VacReportResponse> {
    const { type, statement, toCells } = await this.prepare(actor, name, input);
    const raw = rowsOf<RawRow & { total__: number }>(
      await this.db.execute(
        sql`select page.*, count(*) over () as total__ from (${statement}) as page
          limit ${input.per_page} offset ${pageOffset(input)}`,
      ),
    );
    let total = raw.length ? Number(raw[0]!.total__) : 0;
    if (!raw.length && input.page > 1) {
      const [counted] = rowsOf<{ n: number }>(
        await this.db.execute(sql`select count(*)::int as n from (${statement}) as counted`),
      );
      total = Number(counted?.n ?? 0);
    }
    const { data: _data, ...envelope } = paginated(
      [...raw],
      total,
      input,
      `/api/dba/vacations/reports/${type.name}`,
    );
    const meta = {
      current_page: envelope.meta.current_page,
      last_page: envelope.meta.last_page,
      per_page: envelope.meta.per_page,
      total: envelope.meta.total,
    };
    return {
      columns: type.columns,
      rows: [...vacReportHeaderRows(type.columns), ...raw.map(toCells)],
      links: envelope.links,
      meta,
    };
  }

  /** The whole report behind a cursor, in batches: for the xlsx and XML downloads (bounded memory). */
  async eachBatch(
    run: VacReportRun,
    batchRows: number,
    onBatch: (rows: VacReportCell[][]) => void | Promise<void>,
  ) {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`declare vac_report_cursor no scroll cursor for ${run.statement}`);
      for (;;) {
        const batch = rowsOf<RawRow>(
          await tx.execute(sql`fetch forward ${sql.raw(String(batchRows))} from vac_report_cursor`),
        );
        await onBatch(batch.map(run.toCells));
        if (batch.length < batchRows) break;
      }
      await tx.execute(sql`close vac_report_cursor`);
    });
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

/**
 * The days a report reads: the period (required where the report has the period filter), the calendar year
 * of `date` (STATUS) or of `balance_date` (BALANCE). A missing one is a 400 on its field.
 */
export function referenceDays(
  type: VacReportType,
  input: VacReportInput,
): { start: string; end: string; refDay: string } {
  if (type.filters.includes('period')) {
    if (!input.date_start) throw fieldError('date_start', 'Укажите период');
    if (!input.date_end) throw fieldError('date_end', 'Укажите период');
    return { start: input.date_start, end: input.date_end, refDay: input.date_end };
  }
  const key = type.filters.includes('balance_date') ? 'balance_date' : 'date';
  const day = input[key];
  if (!day) throw fieldError(key, 'Укажите дату');
  const year = day.slice(0, 4);
  return { start: `${year}-01-01`, end: `${year}-12-31`, refDay: day };
}

/** What a report adds to a raw row with the planner's rules (STATUS: the overall status; BALANCE: the balance). */
function finisher(name: VacReportName, ctx: VacReportContext, annualDays: number): (raw: RawRow) => RawRow {
  if (name === 'STATUS')
    return (raw) => {
      const pairs = (raw.pairs__ as number[] | null) ?? [];
      const colour = overallColour(
        pairs.map((pair) => ({ type: Math.floor(pair / 100), status: pair % 100 })),
      );
      return { ...raw, overall: STATUS_REPORT_LABELS[colour] };
    };
  if (name === 'BALANCE')
    return (raw) => ({
      ...raw,
      available: availableDays({
        date: ctx.refDay,
        accumulated: Number(raw.accumulated ?? 0),
        hireDate: (raw.hire_date as string | null) ?? null,
        plannedDays: Number(raw.planned ?? 0),
        ...(Number.isFinite(annualDays) && annualDays > 0 ? { annualDays } : {}),
      }),
    });
  return (raw) => raw;
}

function cell(type: 'date' | 'number' | 'text', value: unknown): VacReportCell {
  if (value === null || value === undefined) return null;
  if (type === 'number') return Number(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}
