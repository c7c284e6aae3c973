import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  CORRECTION_KINDS,
  CUSTOMER_TYPE,
  DEFAULT_COUNTRY_ID,
  FIXABLE_CORRECTIONS,
  notBusyRemainder,
  TS_STATUS,
  type TsCorrection,
} from '@intranet/contracts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { customers } from '../../organisation/organisation.schema.ts';
import { fullName } from '../../users/users.service.ts';
import { users } from '../../users/users.schema.ts';
import type { WorkCalendarService } from '../../work-calendar/work-calendar.service.ts';
import type { ShadowWritesService } from './shadow-writes.service.ts';
import { recordHistory, type HistoryEntry } from '../timesheet.workflow.ts';
import { inPeriod } from '../timesheet.queries.ts';
import { timesheetWrites } from '../timesheet.schema.ts';
import { findDistributedFrom } from '../distributions/source-limit.ts';

/** A finding with what mending it needs: the «не занят» write to change or the project to add one to. */
interface Finding extends TsCorrection {
  notBusyWriteId: number | null;
  notBusyProjectId: number | null;
  /** The «не занят» write is approved: a correction never changes it (it is reported, not mended). */
  notBusyApproved: boolean;
}

/**
 * `GET, POST /timesheet/correct`: «не занят» is added when a period is sent; hours changed afterwards (an
 * unapproved cell corrected, a write deleted) leave it too big or too small. The check compares, for every
 * sent working day, the filled hours and «не занят» with the day's norm; the correction sets «не занят» to
 * the remainder, with history. Time written on a day of absence is reported for a person to look at.
 */
export class TimesheetCorrectionsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly calendar: WorkCalendarService,
    private readonly shadow: ShadowWritesService,
  ) {}

  async find(start: string, end: string, userId?: number): Promise<Finding[]> {
    const rows = await this.db
      .select({
        id: timesheetWrites.id,
        userId: timesheetWrites.userId,
        date: timesheetWrites.date,
        minutes: timesheetWrites.minutes,
        status: timesheetWrites.status,
        customerType: customers.typeId,
        customerStructure: customers.structureId,
      })
      .from(timesheetWrites)
      .innerJoin(customers, eq(customers.id, timesheetWrites.customerId))
      .where(
        and(
          isNull(timesheetWrites.deletedAt),
          inPeriod(start, end),
          userId ? eq(timesheetWrites.userId, userId) : undefined,
        ),
      );
    const userIds = [...new Set(rows.map((row) => row.userId))];
    if (userIds.length === 0) return [];
    const people = await this.db.select().from(users).where(inArray(users.id, userIds));
    const notBusyProjects = await this.db
      .select({ id: customers.id, structureId: customers.structureId })
      .from(customers)
      .where(eq(customers.typeId, CUSTOMER_TYPE.internal));
    // Sick leave and vacations (statuses and approved plans); a business trip is work.
    const away = await this.shadow.absentDays(userIds, start, end);
    const calendars = new Map<number, Awaited<ReturnType<WorkCalendarService['weekends']>>>();
    const findings: Finding[] = [];
    for (const person of people.sort((a, b) => a.id - b.id)) {
      const countryId = person.countryId ?? DEFAULT_COUNTRY_ID;
      if (!calendars.has(countryId))
        calendars.set(countryId, await this.calendar.weekends(countryId, { start, end }));
      const notBusyProject =
        notBusyProjects.find((project) => project.structureId === person.departmentId)?.id ?? null;
      const own = rows.filter((row) => row.userId === person.id);
      for (const day of calendars.get(countryId)!) {
        const ofDay = own.filter((row) => row.date === day.date);
        if (ofDay.length === 0) continue;
        const notBusyRow = ofDay.find(
          (row) =>
            row.customerType === CUSTOMER_TYPE.internal && row.customerStructure === person.departmentId,
        );
        const filled = ofDay.filter((row) => row !== notBusyRow).reduce((sum, row) => sum + row.minutes, 0);
        const notBusy = notBusyRow?.minutes ?? 0;
        const norm = day.is_weekend ? 0 : day.hours * 60;
        const absent = away.has(`${person.id}|${day.date}`);
        const base = {
          user: { id: person.id, full_name: fullName(person) },
          date: day.date,
          filled,
          norm,
          not_busy: notBusy,
          notBusyWriteId: notBusyRow?.id ?? null,
          notBusyApproved: notBusyRow?.status === TS_STATUS.approved,
          notBusyProjectId: notBusyProject,
        };
        if (absent) {
          if (filled > 0 && norm > 0)
            findings.push({ ...base, kind: 'workOnAbsence', message: CORRECTION_KINDS.workOnAbsence });
          continue;
        }
        const sent = ofDay.some((row) => row.status !== TS_STATUS.new);
        const expected = day.is_weekend ? 0 : notBusyRemainder(norm, filled);
        if (notBusy > expected)
          findings.push({ ...base, kind: 'notBusySurplus', message: CORRECTION_KINDS.notBusySurplus });
        else if (sent && notBusy < expected && notBusyProject)
          findings.push({ ...base, kind: 'notBusyMissing', message: CORRECTION_KINDS.notBusyMissing });
      }
    }
    return findings;
  }

  async check(start: string, end: string): Promise<{ errors: TsCorrection[]; corrected: number }[]> {
    return [{ errors: (await this.find(start, end)).map(publicFinding), corrected: 0 }];
  }

  /** Mends what can be mended for everyone, or for one person; returns what is left. */
  async correct(
    actorId: number,
    start: string,
    end: string,
    userId?: number,
  ): Promise<{ errors: TsCorrection[]; corrected: number }[]> {
    if (userId) {
      const [person] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!person) throw notFound('Сотрудник не найден');
    }
    const findings = await this.find(start, end, userId);
    // An approved «не занят» is never changed, nor lowered below the hours distributed from it.
    const distributed = await findDistributedFrom(
      this.db,
      findings.flatMap((finding) =>
        finding.notBusyProjectId
          ? [{ userId: finding.user.id, date: finding.date, customerId: finding.notBusyProjectId }]
          : [],
      ),
    );
    const mendable = (finding: Finding) =>
      FIXABLE_CORRECTIONS.includes(finding.kind) &&
      !finding.notBusyApproved &&
      notBusyRemainder(finding.norm, finding.filled) >=
        (distributed.get(`${finding.user.id}|${finding.date}`) ?? 0);
    const fixable = findings.filter(mendable);
    await this.db.transaction(async (tx) => {
      const entries: HistoryEntry[] = [];
      for (const finding of fixable) {
        const target = notBusyRemainder(finding.norm, finding.filled);
        if (finding.notBusyWriteId) {
          const values =
            target === 0
              ? { deletedAt: this.clock.now(), deletedBy: actorId }
              : { minutes: target, updatedBy: actorId, updatedAt: this.clock.now() };
          await tx.update(timesheetWrites).set(values).where(eq(timesheetWrites.id, finding.notBusyWriteId));
          entries.push({
            entityId: finding.notBusyWriteId,
            action: target === 0 ? 'delete' : 'correct',
            oldMinutes: finding.not_busy,
            newMinutes: target,
            comment: 'Исправление «не занят» до нормы дня',
          });
        } else if (finding.notBusyProjectId) {
          const [created] = await tx
            .insert(timesheetWrites)
            .values({
              userId: finding.user.id,
              customerId: finding.notBusyProjectId,
              date: finding.date,
              minutes: target,
              status: TS_STATUS.forApproving,
              automatic: true,
              createdBy: actorId,
              updatedBy: actorId,
            })
            .returning();
          entries.push({
            entityId: created!.id,
            action: 'correct',
            newMinutes: target,
            newStatus: TS_STATUS.forApproving,
            comment: 'Исправление «не занят» до нормы дня',
          });
        }
      }
      await recordHistory(tx, 'write', actorId, entries);
    });
    const left = findings.filter((finding) => !mendable(finding));
    return [{ errors: left.map(publicFinding), corrected: fixable.length }];
  }
}

function publicFinding({
  notBusyWriteId: _write,
  notBusyProjectId: _project,
  notBusyApproved: _approved,
  ...finding
}: Finding): TsCorrection {
  return finding;
}
