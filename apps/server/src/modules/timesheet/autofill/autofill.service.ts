import { and, asc, eq, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import {
  autofillPayloadSchema,
  AUTOFILL_TEXTS,
  CUSTOMER_TYPE,
  DEFAULT_COUNTRY_ID,
  notBusyRemainder,
  TIMESHEET_JOB,
  TS_STATUS,
  type AutofillIssue,
  type AutofillPayload,
  type AutofillResult,
  type JobRun,
  type WeekendDay,
} from '@intranet/contracts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { JobContext, JobQueue } from '../../../platform/jobs/jobs.ts';
import { customers } from '../../organisation/organisation.schema.ts';
import { fullName } from '../../users/users.service.ts';
import { users } from '../../users/users.schema.ts';
import type { WorkCalendarService } from '../../work-calendar/work-calendar.service.ts';
import { inPeriod } from '../timesheet.queries.ts';
import { timesheetWrites } from '../timesheet.schema.ts';
import { recordHistory, type HistoryEntry } from '../timesheet.workflow.ts';
import type { ShadowWritesService } from '../writes/shadow-writes.service.ts';

/** People handled in one step (one transaction): small enough to show progress, large enough to be quick. */
const PEOPLE_PER_STEP = 50;
const HISTORY_COMMENT = 'Автозаполнение: остаток дня списан на «не занят»';

type Person = typeof users.$inferSelect;

/** People employed for at least a day of the period, in id order (a resumed run counts them the same way). */
export async function peopleEmployedIn(db: Db, start: string, end: string, countryIds?: readonly number[]) {
  return db
    .select()
    .from(users)
    .where(
      and(
        or(isNull(users.hireDate), lte(users.hireDate, end)),
        or(isNull(users.fireDate), gte(users.fireDate, start)),
        countryIds ? inArray(users.countryId, [...countryIds]) : undefined,
      ),
    )
    .orderBy(asc(users.id));
}

/** The person's working days of the period while employed (weekends and holidays have no norm). */
export function workingDaysOf(person: Person, calendar: WeekendDay[]): WeekendDay[] {
  return calendar.filter(
    (day) =>
      !day.is_weekend &&
      day.hours > 0 &&
      (person.hireDate === null || person.hireDate <= day.date) &&
      (person.fireDate === null || person.fireDate >= day.date),
  );
}

/** Calendars by country, each read once per run. */
export class CalendarCache {
  private readonly byCountry = new Map<number, Promise<WeekendDay[]>>();

  constructor(
    private readonly calendar: WorkCalendarService,
    private readonly start: string,
    private readonly end: string,
  ) {}

  of(countryId: number | null): Promise<WeekendDay[]> {
    const id = countryId ?? DEFAULT_COUNTRY_ID;
    if (!this.byCountry.has(id))
      this.byCountry.set(id, this.calendar.weekends(id, { start: this.start, end: this.end }));
    return this.byCountry.get(id)!;
  }
}

/**
 * Autofill (/timesheet/settings/autofill, `POST /timesheet/autocomplete`): the FAQ's «less than 8
 * hours a day is allowed, the remainder is written off to the practice's "не занят"» done for everyone at
 * once. For each working day a person is at work (not away: sick-leave and vacation days are filled by
 * shadow writes) and filled only in part, «не занят» is raised to the remainder. An empty day stays empty (it
 * is the unfilled report's business), approved rows are never changed, and each change has history.
 */
export class AutofillService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly jobs: JobQueue,
    private readonly calendar: WorkCalendarService,
    private readonly shadow: ShadowWritesService,
  ) {
    jobs.define<AutofillPayload>({
      kind: TIMESHEET_JOB.autofill,
      access: 'timesheet.settings',
      run: (context) => this.run(context),
    });
  }

  start(payload: AutofillPayload, actorId: number): Promise<JobRun> {
    return this.jobs.startRun(TIMESHEET_JOB.autofill, payload, actorId);
  }

  private async run({ params, progress, resumeFrom, startedBy }: JobContext<AutofillPayload>) {
    const { date_start: start, date_end: end } = autofillPayloadSchema.parse(params);
    const people = await peopleEmployedIn(this.db, start, end);
    const notBusyProjects = await this.db
      .select({ id: customers.id, structureId: customers.structureId })
      .from(customers)
      .where(eq(customers.typeId, CUSTOMER_TYPE.internal));
    const calendars = new CalendarCache(this.calendar, start, end);
    await progress(resumeFrom, people.length);
    const result: AutofillResult = { filled_days: 0, people: 0, empty_days: 0, errors: [] };
    for (let index = resumeFrom; index < people.length; index += PEOPLE_PER_STEP) {
      const batch = people.slice(index, index + PEOPLE_PER_STEP);
      await this.db.transaction(() =>
        this.fillBatch(batch, { start, end, actorId: startedBy, notBusyProjects, calendars, result }),
      );
      await progress(index + batch.length);
    }
    return result;
  }

  private async fillBatch(
    batch: Person[],
    run: {
      start: string;
      end: string;
      actorId: number | null;
      notBusyProjects: { id: number; structureId: number | null }[];
      calendars: CalendarCache;
      result: AutofillResult;
    },
  ): Promise<void> {
    const ids = batch.map((person) => person.id);
    const rows = await this.db
      .select({
        id: timesheetWrites.id,
        userId: timesheetWrites.userId,
        date: timesheetWrites.date,
        minutes: timesheetWrites.minutes,
        status: timesheetWrites.status,
        customerId: timesheetWrites.customerId,
      })
      .from(timesheetWrites)
      .where(
        and(
          isNull(timesheetWrites.deletedAt),
          inArray(timesheetWrites.userId, ids),
          inPeriod(run.start, run.end),
        ),
      )
      // Locked as a save locks them: an approval or an edit of these rows waits for this step, not the reverse.
      .for('no key update');
    const away = await this.shadow.absentDays(ids, run.start, run.end);
    const entries: HistoryEntry[] = [];
    for (const person of batch) {
      const notBusyProject =
        run.notBusyProjects.find((project) => project.structureId === person.departmentId)?.id ?? null;
      const own = rows.filter((row) => row.userId === person.id);
      let filledAny = false;
      for (const day of workingDaysOf(person, await run.calendars.of(person.countryId))) {
        if (away.has(`${person.id}|${day.date}`)) continue;
        const ofDay = own.filter((row) => row.date === day.date);
        const notBusyRow = ofDay.find((row) => row.customerId === notBusyProject);
        const filled = ofDay.filter((row) => row !== notBusyRow).reduce((sum, row) => sum + row.minutes, 0);
        if (filled === 0) {
          run.result.empty_days += 1;
          continue;
        }
        const target = notBusyRemainder(day.hours * 60, filled);
        if ((notBusyRow?.minutes ?? 0) >= target) continue;
        if (notBusyRow?.status === TS_STATUS.approved) continue;
        if (notBusyProject === null) {
          run.result.errors.push(issue(person, day.date, AUTOFILL_TEXTS.noNotBusyProject));
          continue;
        }
        const entry = await this.raiseNotBusy(
          person,
          day.date,
          target,
          notBusyProject,
          notBusyRow,
          ofDay,
          run,
        );
        if (!entry) continue;
        entries.push(entry);
        run.result.filled_days += 1;
        filledAny = true;
      }
      if (filledAny) run.result.people += 1;
    }
    if (run.actorId !== null) await recordHistory(this.db, 'write', run.actorId, entries);
  }

  /** «не занят» of the day set to the remainder: the row changed, or one added in the status of the day. */
  private async raiseNotBusy(
    person: Person,
    date: string,
    target: number,
    projectId: number,
    notBusyRow: { id: number; minutes: number } | undefined,
    ofDay: { status: number }[],
    run: { actorId: number | null },
  ): Promise<HistoryEntry | null> {
    if (notBusyRow) {
      await this.db
        .update(timesheetWrites)
        .set({ minutes: target, updatedBy: run.actorId, updatedAt: this.clock.now() })
        .where(and(eq(timesheetWrites.id, notBusyRow.id), ne(timesheetWrites.status, TS_STATUS.approved)));
      return {
        entityId: notBusyRow.id,
        action: 'correct',
        oldMinutes: notBusyRow.minutes,
        newMinutes: target,
        comment: HISTORY_COMMENT,
      };
    }
    // A day sent (waiting or approved) gets its «не занят» sent too; a day being filled, or sent back to be
    // mended (rejected), gets a new row that goes with the rest of the day.
    const sent: number[] = [TS_STATUS.forApproving, TS_STATUS.approved];
    const status = ofDay.some((row) => sent.includes(row.status)) ? TS_STATUS.forApproving : TS_STATUS.new;
    const [created] = await this.db
      .insert(timesheetWrites)
      .values({
        userId: person.id,
        customerId: projectId,
        date,
        minutes: target,
        status,
        automatic: true,
        createdBy: run.actorId,
        updatedBy: run.actorId,
      })
      .onConflictDoNothing()
      .returning({ id: timesheetWrites.id });
    // Someone wrote that cell between the read and now (their row wins): nothing was added.
    if (!created) return null;
    return {
      entityId: created.id,
      action: 'correct',
      newMinutes: target,
      newStatus: status,
      comment: HISTORY_COMMENT,
    };
  }
}

export function issue(person: Person, date: string | null, message: string): AutofillIssue {
  return { user: { id: person.id, full_name: fullName(person) }, date, message };
}
