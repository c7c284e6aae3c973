import { and, count, eq, gte, inArray, isNull, lte, ne } from 'drizzle-orm';
import { availableDays, VACATION_STATUS, type RemainingDaysRow } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { paginated, type PageRequest } from '../../platform/http/pagination.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { UsersDirectory } from '../users/users.directory.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { vacationBalances, vacations } from './vacation.schema.ts';
import { PAID_TYPES } from './vacation.queries.ts';

/**
 * «Остатки отпусков» (vacation tab 7; admin, vacation_system_admin): a page of employees with the days
 * carried into the year, the paid days planned and what is left on 31 December. Three reads per page.
 */
export class VacationRemainingService {
  constructor(
    private readonly db: Db,
    private readonly directory: UsersDirectory,
    private readonly settings: SettingsService,
  ) {}

  async list(query: { year: number; search?: string } & PageRequest) {
    const people = await this.directory.list({ search: query.search }, query);
    const ids = people.data.map((person) => person.id);
    const [balances, planned] = ids.length
      ? await Promise.all([this.balancesOf(ids, query.year), this.plannedOf(ids, query.year)])
      : [[], []];
    const annualDays = Number(await this.settings.value('vacation_annual_days'));
    const data: RemainingDaysRow[] = people.data.map((person) => {
      const balance = balances.find((row) => row.userId === person.id);
      const plannedDays = planned.find((row) => row.userId === person.id)?.days ?? 0;
      const accumulated = balance?.accumulated ?? 0;
      return {
        user: { id: person.id, full_name: person.full_name, position: person.work_position },
        hire_date: person.hire_date,
        year: query.year,
        accumulated,
        planned: plannedDays,
        available: availableDays({
          date: `${query.year}-12-31`,
          accumulated,
          hireDate: person.hire_date,
          plannedDays,
          annualDays,
        }),
        comment: balance?.comment ?? null,
        updated_at: balance?.updatedAt.toISOString() ?? null,
        updated_by: balance?.editor ? { id: balance.editor.id, full_name: fullName(balance.editor) } : null,
      };
    });
    return paginated(data, people.meta.total, query, '/api/dba/vacations/remaining-days', {
      year: query.year,
    });
  }

  private async balancesOf(ids: number[], year: number) {
    const rows = await this.db
      .select({ balance: vacationBalances, editor: users })
      .from(vacationBalances)
      .leftJoin(users, eq(users.id, vacationBalances.updatedBy))
      .where(and(inArray(vacationBalances.userId, ids), eq(vacationBalances.year, year)));
    return rows.map(({ balance, editor }) => ({ ...balance, editor }));
  }

  /** Paid days planned in the year per person, as `availableDays` counts them (rejected and deleted left out). */
  private async plannedOf(ids: number[], year: number) {
    return this.db
      .select({ userId: vacations.userId, days: count() })
      .from(vacations)
      .where(
        and(
          inArray(vacations.userId, ids),
          isNull(vacations.deletedAt),
          inArray(vacations.typeId, [...PAID_TYPES]),
          ne(vacations.statusId, VACATION_STATUS.rejected),
          gte(vacations.date, `${year}-01-01`),
          lte(vacations.date, `${year}-12-31`),
        ),
      )
      .groupBy(vacations.userId);
  }
}
