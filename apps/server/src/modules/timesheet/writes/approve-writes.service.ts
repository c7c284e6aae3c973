import { sql } from 'drizzle-orm';
import type { TsAbilities, TsApprovePerson } from '@intranet/contracts';
import type { AuthUser } from '../../../platform/auth/guard.ts';
import type { Db } from '../../../platform/db/database.ts';
import { inIds, rowsOf } from '../../../platform/db/sql.ts';
import { forbidden } from '../../../platform/http/app-error.ts';
import { fullName } from '../../users/users.service.ts';
import { canApproveProject, isChargeCoded } from '../timesheet.policy.ts';
import type { KnownFacts, TimesheetRecord, TimesheetWorkflow } from '../timesheet.workflow.ts';
import { ownersOf } from '../timesheet.queries.ts';

/**
 * A row as the database aggregates it: the person and project, the statuses present, and the row's JSON up to
 * its abilities (`{"customer_id":…,"comments":{…}` without the closing brace).
 */
interface AggregatedRow {
  customer_id: number;
  user_id: number;
  statuses: number[];
  body: string;
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
 * written days as parallel arrays (fewer bytes). PostgreSQL groups the writes and writes each row's JSON
 * itself, so the server neither parses arrays nor stringifies ~1,000 rows of them (bench:timesheet,
 * docs/decisions.md, "TimeSheet: screens"); the abilities come from the TimeSheet workflow once per row and
 * status.
 */
export class ApproveWritesService {
  constructor(
    private readonly db: Db,
    private readonly workflow: TimesheetWorkflow,
  ) {}

  /** The answer's JSON, `{"data": TsApproveWrites}`, ready to send. */
  async gridJson(
    actor: AuthUser,
    query: { start: string; end: string; customerIds: number[] },
  ): Promise<string> {
    const { start, end } = query;
    const customerIds = [...new Set(query.customerIds)];
    const owners = await ownersOf(this.db, customerIds);
    for (const customerId of customerIds) {
      if (!canApproveProject(actor, owners.get(customerId) ?? []))
        throw forbidden('Вы не согласуете этот проект');
    }
    const day = sql`(w.date - ${start}::date)`;
    const rows = rowsOf<AggregatedRow>(
      await this.db.execute(sql`
        select w.customer_id, w.user_id, array_agg(distinct w.status) as statuses,
               '{"customer_id":' || w.customer_id || ',"user_id":' || w.user_id
               || ',"days":' || array_to_json(array_agg(${day} order by w.date))
               || ',"ids":' || array_to_json(array_agg(w.id order by w.date))
               || ',"time":' || array_to_json(array_agg(w.minutes order by w.date))
               || ',"status":' || array_to_json(array_agg(w.status order by w.date))
               || ',"comments":' || coalesce(
                    json_object_agg(${day}::text, w.comment) filter (where w.comment is not null and w.comment <> ''),
                    '{}') as body
        from timesheet_writes w
        where w.deleted_at is null and w.date between ${start}::date and ${end}::date
          and ${inIds(sql`w.customer_id`, customerIds)}
        group by w.customer_id, w.user_id
        order by w.customer_id, w.user_id`),
    );
    const people = await this.people([...new Set(rows.map((row) => Number(row.user_id)))]);
    const chargeCoded = new Set(people.filter((person) => person.charge_coded).map((person) => person.id));
    const abilities = await this.abilitiesByRowStatus(actor, rows, { owners, chargeCoded });
    const json = JSON.stringify;
    const body = rows.map((row, index) => `${row.body},"abilities":${json(abilities[index])}}`);
    return `{"data":{"date_start":${json(start)},"date_end":${json(end)},"users":${json(people)},"rows":[${body.join(',')}]}}`;
  }

  /** The rows' people by one array parameter: hundreds of bound ids cost Drizzle more to build than the read. */
  private async people(userIds: number[]): Promise<TsApprovePerson[]> {
    if (userIds.length === 0) return [];
    const rows = rowsOf<PersonRow>(
      await this.db.execute(sql`
        select id, name, last_name, patronymic, country_id, charge_code from users
        where ${inIds(sql`id`, userIds)}`),
    );
    return rows.map((person) => ({
      id: Number(person.id),
      full_name: fullName({ lastName: person.last_name, name: person.name, patronymic: person.patronymic }),
      charge_coded: isChargeCoded({ countryId: person.country_id, chargeCode: person.charge_code }),
    }));
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
      for (const value of row.statuses) {
        const status = Number(value);
        keys.push({ row: index, status });
        records.push({
          id: keys.length - 1,
          status,
          updatedAt: new Date(0),
          userId: Number(row.user_id),
          date: '',
          // The policy does not weigh minutes.
          minutes: 0,
          projectId: Number(row.customer_id),
        });
      }
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
