import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  datesBetween,
  COUNTRIES,
  dayTypeConflict,
  isDayOff,
  normHours,
  parseWorkCalendarCsv,
  WORK_DAY_TYPE,
  type CalendarCsvResult,
  type WeekendDay,
  type WorkCalendarDay,
  type WorkDayType,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { badRequest, fieldError } from '../../platform/http/app-error.ts';
import { workCalendarDays } from './work-calendar.schema.ts';

const countryCode = new Map<number, string>(COUNTRIES.map((country) => [country.id, country.code]));

export interface DateRange {
  start: string;
  end: string;
}

type Row = typeof workCalendarDays.$inferSelect;

function toDay(row: Row): WorkCalendarDay {
  return {
    id: row.id,
    date: row.date,
    country_id: row.countryId,
    country_code: countryCode.get(row.countryId) ?? '',
    type: row.type,
    name: row.name,
  };
}

export function yearRange(year: number): DateRange {
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

/** Resolves a country from its id, code (RUS) or Russian name (Россия). */
export function findCountryId(value: string): number | undefined {
  const lowered = value.trim().toLowerCase();
  return COUNTRIES.find(
    (country) =>
      String(country.id) === lowered ||
      country.code.toLowerCase() === lowered ||
      country.name.toLowerCase() === lowered,
  )?.id;
}

export class WorkCalendarService {
  constructor(private readonly db: Db) {}

  async listDays(countryId: number, range: DateRange, types?: WorkDayType[]): Promise<WorkCalendarDay[]> {
    const rows = await this.db
      .select()
      .from(workCalendarDays)
      .where(
        and(
          eq(workCalendarDays.countryId, countryId),
          gte(workCalendarDays.date, range.start),
          lte(workCalendarDays.date, range.end),
          types ? inArray(workCalendarDays.type, types) : undefined,
        ),
      )
      .orderBy(asc(workCalendarDays.date));
    return rows.map(toDay);
  }

  async holidays(countryId: number, range: DateRange): Promise<WorkCalendarDay[]> {
    return this.listDays(countryId, range, [WORK_DAY_TYPE.holiday, WORK_DAY_TYPE.moved_holiday]);
  }

  /** GET /work_calendar/filter: every date of the range with is_weekend and its norm hours. */
  async weekends(countryId: number, range: DateRange): Promise<WeekendDay[]> {
    const special = new Map(
      (await this.listDays(countryId, range)).map((day) => [day.date, day.type as WorkDayType]),
    );
    return datesBetween(range.start, range.end).map((date) => {
      const type = special.get(date) ?? null;
      return { date, is_weekend: isDayOff(date, type), type, hours: normHours(date, type) };
    });
  }

  /** Sets one day's type, or makes it ordinary again with type null. */
  async setDay(
    actor: AuthUser,
    input: { countryId: number; date: string; type: WorkDayType | null; name?: string | null },
  ) {
    if (input.type !== null) {
      const problem = dayTypeConflict(input.date, input.type);
      if (problem) throw fieldError('type', problem);
    }
    return this.db.transaction(async (tx) => {
      const where = and(
        eq(workCalendarDays.countryId, input.countryId),
        eq(workCalendarDays.date, input.date),
      );
      const [before] = await tx.select().from(workCalendarDays).where(where);
      let after: Row | undefined;
      if (input.type === null) {
        await tx.delete(workCalendarDays).where(where);
      } else {
        [after] = await tx
          .insert(workCalendarDays)
          .values({
            countryId: input.countryId,
            date: input.date,
            type: input.type,
            name: input.name ?? null,
            updatedBy: actor.id,
          })
          .onConflictDoUpdate({
            target: [workCalendarDays.countryId, workCalendarDays.date],
            set: { type: input.type, name: input.name ?? null, updatedBy: actor.id, updatedAt: sql`now()` },
          })
          .returning();
      }
      await recordAudit(tx, {
        actor,
        action: 'work_calendar.day',
        targetType: 'work_calendar',
        targetId: `${input.countryId}:${input.date}`,
        details: {
          before: before ? { type: before.type, name: before.name } : null,
          after: input.type === null ? null : { type: input.type, name: input.name ?? null },
        },
      });
      return after ? toDay(after) : null;
    });
  }

  /**
   * Imports one year of one country from CSV. A dry run only parses and previews. A real run with any bad
   * line is a 400 listing every line and writes nothing; otherwise the year's days are replaced in one
   * transaction.
   */
  async importYear(
    actor: AuthUser,
    input: { countryId: number; year: number; csv: string; dryRun: boolean },
  ) {
    const parsed: CalendarCsvResult = parseWorkCalendarCsv(input.csv, input.year);
    if (input.dryRun) return { ...parsed, written: 0 };
    if (parsed.errors.length > 0) {
      throw badRequest(`В файле ${parsed.errors.length} ошибочных строк, ничего не сохранено`, {
        csv: parsed.errors.map((error) => `Строка ${error.line}: ${error.message}`),
      });
    }
    if (parsed.rows.length === 0) throw fieldError('csv', 'В файле нет ни одной строки с датой');
    const range = yearRange(input.year);
    await this.db.transaction(async (tx) => {
      await tx
        .delete(workCalendarDays)
        .where(
          and(
            eq(workCalendarDays.countryId, input.countryId),
            gte(workCalendarDays.date, range.start),
            lte(workCalendarDays.date, range.end),
          ),
        );
      await tx.insert(workCalendarDays).values(
        parsed.rows.map((row) => ({
          countryId: input.countryId,
          date: row.date,
          type: row.type,
          name: row.name,
          updatedBy: actor.id,
        })),
      );
      await recordAudit(tx, {
        actor,
        action: 'work_calendar.import',
        targetType: 'work_calendar',
        targetId: `${input.countryId}:${input.year}`,
        details: { rows: parsed.rows.length },
      });
    });
    return { ...parsed, written: parsed.rows.length };
  }
}
