import { and, gte, inArray, lte, eq } from 'drizzle-orm';
import {
  addDays,
  AUTOFILL_EXCLUDED_COUNTRY_IDS,
  DEFAULT_COUNTRY_ID,
  SHADOW_STATUS_TYPE_IDS,
  STATUS_TYPES,
  VACATION_TYPE_STATUS_TYPE,
  TS_STATUS,
  TS_STATUS_LABELS,
  type TsShadowWrite,
} from '@intranet/contracts';
import type { AuthUser } from '../../../platform/auth/guard.ts';
import type { Db } from '../../../platform/db/database.ts';
import { forbidden } from '../../../platform/http/app-error.ts';
import { statusTypes, userStatuses } from '../../user-statuses/user-statuses.schema.ts';
import { fullName } from '../../users/users.service.ts';
import { users } from '../../users/users.schema.ts';
import type { WorkCalendarService } from '../../work-calendar/work-calendar.service.ts';
import { viewablePeople } from '../timesheet.queries.ts';

/** Approved vacation days of people in a range, as the vacation module gives them. */
export type ApprovedVacationsReader = (
  userIds: number[],
  start: string,
  end: string,
) => Promise<{ userId: number; date: string; typeId: number }[]>;

/** Whether the system fills a person's absence days (FAQ: not in the offices of Belarus and Kazakhstan). */
export function autofillsAbsences(countryId: number | null): boolean {
  return !AUTOFILL_EXCLUDED_COUNTRY_IDS.includes(countryId ?? DEFAULT_COUNTRY_ID);
}

/**
 * Shadow writes (the FAQ; docs/modules/timesheet.md): each working day of a sick leave or vacation status
 * counts as filled with the day's norm, shown as approved. They are computed on read, never stored: a status
 * changed or removed later changes them with it, and nothing has to be cleaned up. Approved vacation days of
 * the planner count the same way, as the status type of their vacation type; a user status on the day wins.
 */
export class ShadowWritesService {
  constructor(
    private readonly db: Db,
    private readonly calendar: WorkCalendarService,
    private readonly approvedVacations: ApprovedVacationsReader,
  ) {}

  async list(actor: AuthUser, userIds: number[], start: string, end: string): Promise<TsShadowWrite[]> {
    const visible = await viewablePeople(this.db, actor, userIds, start, end);
    if (userIds.some((id) => !visible.has(id))) throw forbidden('Вы не видите период этого сотрудника');
    return this.compute(userIds, start, end);
  }

  /**
   * Days people are away (a sick-leave or vacation status, or an approved planner vacation), whatever their
   * country: nobody owes «не занят» for them. Keys are `userId|date`.
   */
  async absentDays(userIds: number[], start: string, end: string): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const statuses = await this.db
      .select({ userId: userStatuses.userId, start: userStatuses.dateStart, end: userStatuses.dateEnd })
      .from(userStatuses)
      .where(
        and(
          inArray(userStatuses.userId, userIds),
          inArray(userStatuses.statusTypeId, [...SHADOW_STATUS_TYPE_IDS]),
          lte(userStatuses.dateStart, end),
          gte(userStatuses.dateEnd, start),
        ),
      );
    const away = new Set(
      (await this.approvedVacations(userIds, start, end)).map((day) => `${day.userId}|${day.date}`),
    );
    for (const status of statuses) {
      for (let date = status.start < start ? start : status.start; date <= status.end && date <= end;) {
        away.add(`${status.userId}|${date}`);
        date = addDays(date, 1);
      }
    }
    return away;
  }

  /** The shadow writes of the people in the period, without the access check (for other services). */
  async compute(userIds: number[], start: string, end: string): Promise<TsShadowWrite[]> {
    if (userIds.length === 0) return [];
    const people = await this.db.select().from(users).where(inArray(users.id, userIds));
    const statuses = await this.db
      .select({ status: userStatuses, reason: statusTypes })
      .from(userStatuses)
      .innerJoin(statusTypes, eq(statusTypes.id, userStatuses.statusTypeId))
      .where(
        and(
          inArray(userStatuses.userId, userIds),
          inArray(userStatuses.statusTypeId, [...SHADOW_STATUS_TYPE_IDS]),
          lte(userStatuses.dateStart, end),
          gte(userStatuses.dateEnd, start),
        ),
      );
    const vacationDays = await this.approvedVacations(userIds, start, end);
    const calendars = new Map<number, Awaited<ReturnType<WorkCalendarService['weekends']>>>();
    const result: TsShadowWrite[] = [];
    for (const person of people.sort((a, b) => a.id - b.id)) {
      if (!autofillsAbsences(person.countryId)) continue;
      const own = statuses.filter((row) => row.status.userId === person.id);
      const vacationTypeOf = new Map(
        vacationDays.filter((day) => day.userId === person.id).map((day) => [day.date, day.typeId]),
      );
      if (own.length === 0 && vacationTypeOf.size === 0) continue;
      const countryId = person.countryId ?? DEFAULT_COUNTRY_ID;
      if (!calendars.has(countryId))
        calendars.set(countryId, await this.calendar.weekends(countryId, { start, end }));
      for (const day of calendars.get(countryId)!) {
        if (day.is_weekend) continue;
        const status = own.find((row) => row.status.dateStart <= day.date && row.status.dateEnd >= day.date);
        const reason = status?.reason ?? vacationReason(vacationTypeOf.get(day.date));
        if (!reason) continue;
        result.push({
          date: day.date,
          time: day.hours * 60,
          user: { id: person.id, full_name: fullName(person) },
          reason: { id: reason.id, name: reason.name },
          status: { id: TS_STATUS.approved, name: TS_STATUS_LABELS[TS_STATUS.approved] },
        });
      }
    }
    return result;
  }
}

function vacationReason(typeId: number | undefined): { id: number; name: string } | undefined {
  if (typeId === undefined) return undefined;
  return STATUS_TYPES.find((type) => type.id === VACATION_TYPE_STATUS_TYPE[typeId]);
}
