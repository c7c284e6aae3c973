import { sql } from 'drizzle-orm';
import {
  DEFAULT_COUNTRY_ID,
  periodDays,
  type TsAbilities,
  type TsApproveRow,
  type TsApproveWrites,
} from '@intranet/contracts';
import type { AuthUser } from '../../../platform/auth/guard.ts';
import type { Db } from '../../../platform/db/database.ts';
import { rowsOf } from '../../../platform/db/sql.ts';
import { forbidden } from '../../../platform/http/app-error.ts';
import { fullName } from '../../users/users.service.ts';
import { canApproveProject } from '../timesheet.policy.ts';
import type { KnownFacts, TimesheetRecord, TimesheetWorkflow } from '../timesheet.workflow.ts';
import { ownersOf } from '../timesheet.queries.ts';

/** A row as the database aggregates it: the days of the person's writes on the project, in date order. */
interface AggregatedRow {
  customer_id: number;
  user_id: number;
  days: number[];
  ids: number[];
  minutes: number[];
  statuses: number[];
  comments: Record<string, string> | string | null;
}

interface PersonRow {
  id: number;
  name: string;
  last_name: string;
  patronymic: string | null;
  country_id: number | null;
  charge_code: string | null;
}

/**
 * GET /timesheet/approve_writes: the approve screen's projects as one row per project and person with the
 * period's days as arrays (issue 15). The database groups the writes, so the answer carries ~20× fewer
 * objects than a write per cell; the abilities come from the TimeSheet workflow once per row and status.
 */
export class ApproveWritesService {
  constructor(
    private readonly db: Db,
    private readonly workflow: TimesheetWorkflow,
  ) {}

  async grid(
    actor: AuthUser,
    query: { start: string; end: string; customerIds: number[] },
  ): Promise<TsApproveWrites> {
    const { start, end } = query;
    const customerIds = [...new Set(query.customerIds)];
    const owners = await ownersOf(this.db, customerIds);
    for (const customerId of customerIds) {
      if (!canApproveProject(actor, owners.get(customerId) ?? []))
        throw forbidden('Вы не согласуете этот проект');
    }
    const rows = rowsOf<AggregatedRow>(
      await this.db.execute(sql`
        select w.customer_id, w.user_id,
               array_agg(w.date - ${start}::date order by w.date) as days,
               array_agg(w.id order by w.date) as ids,
               array_agg(w.minutes order by w.date) as minutes,
               array_agg(w.status order by w.date) as statuses,
               json_object_agg((w.date - ${start}::date)::text, w.comment)
                 filter (where w.comment is not null and w.comment <> '') as comments
        from timesheet_writes w
        where w.deleted_at is null and w.date between ${start}::date and ${end}::date
          and w.customer_id in (${sql.join(
            customerIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        group by w.customer_id, w.user_id
        order by w.customer_id, w.user_id`),
    );
    const userIds = [...new Set(rows.map((row) => Number(row.user_id)))];
    // The people by one array parameter: hundreds of bound ids cost Drizzle more to build than the read.
    const people =
      userIds.length === 0
        ? []
        : rowsOf<PersonRow>(
            await this.db.execute(sql`
              select id, name, last_name, patronymic, country_id, charge_code from users
              where id = any(${`{${userIds.join(',')}}`}::int[])`),
          ).map((person) => ({
            id: Number(person.id),
            full_name: fullName({
              lastName: person.last_name,
              name: person.name,
              patronymic: person.patronymic,
            }),
            charge_coded:
              (person.country_id ?? DEFAULT_COUNTRY_ID) === DEFAULT_COUNTRY_ID && person.charge_code !== null,
          }));
    const length = periodDays(start, end);
    const chargeCoded = new Set(people.filter((person) => person.charge_coded).map((person) => person.id));
    const abilities = await this.abilitiesByRowStatus(actor, rows, { owners, chargeCoded });
    return {
      date_start: start,
      date_end: end,
      users: people,
      rows: rows.map((row, index): TsApproveRow => {
        const ids = new Array<number>(length).fill(0);
        const time = new Array<number>(length).fill(0);
        const status = new Array<number>(length).fill(0);
        row.days.forEach((day, at) => {
          ids[day] = Number(row.ids[at]);
          time[day] = Number(row.minutes[at]);
          status[day] = Number(row.statuses[at]);
        });
        const comments =
          typeof row.comments === 'string'
            ? (JSON.parse(row.comments) as Record<string, string>)
            : row.comments;
        return {
          customer_id: Number(row.customer_id),
          user_id: Number(row.user_id),
          ids,
          time,
          status,
          comments: comments ?? {},
          abilities: abilities[index]!,
        };
      }),
    };
  }

  /**
   * The abilities of each row's writes by status: every write of a row shares the person and the project, so
   * the workflow's policy answers once per row and status present (its facts read once for all rows).
   */
  private async abilitiesByRowStatus(
    actor: AuthUser,
    rows: AggregatedRow[],
    known: KnownFacts,
  ): Promise<Record<string, TsAbilities>[]> {
    const records: TimesheetRecord[] = [];
    const keys: { row: number; status: number }[] = [];
    rows.forEach((row, index) => {
      const seen = new Set<number>();
      row.statuses.forEach((value, at) => {
        const status = Number(value);
        if (seen.has(status)) return;
        seen.add(status);
        keys.push({ row: index, status });
        records.push({
          id: keys.length - 1,
          status,
          updatedAt: new Date(0),
          userId: Number(row.user_id),
          date: '',
          minutes: Number(row.minutes[at]),
          projectId: Number(row.customer_id),
        });
      });
    });
    const byRecord = records.length
      ? await this.workflow.abilities(actor, records, known)
      : new Map<number, TsAbilities>();
    const result: Record<string, TsAbilities>[] = rows.map(() => ({}));
    keys.forEach((key, id) => {
      result[key.row]![String(key.status)] = byRecord.get(id)!;
    });
    return result;
  }
}
