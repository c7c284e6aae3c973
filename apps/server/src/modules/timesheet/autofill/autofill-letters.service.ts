import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  AUTOFILL_EXCLUDED_COUNTRY_IDS,
  autofillPayloadSchema,
  AUTOFILL_TEXTS,
  formatRussianDate,
  TIMESHEET_JOB,
  type AutofillMailResult,
  type AutofillPayload,
  type JobRun,
} from '@intranet/contracts';
import type { Db } from '../../../platform/db/database.ts';
import type { JobContext, JobQueue } from '../../../platform/jobs/jobs.ts';
import type { Mailer, OutgoingMail } from '../../../platform/mail/mailer.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { fullName } from '../../users/users.service.ts';
import { roles, userRoles, users } from '../../users/users.schema.ts';
import type { WorkCalendarService } from '../../work-calendar/work-calendar.service.ts';
import { blocksOf, inPeriod } from '../timesheet.queries.ts';
import { timesheetWrites } from '../timesheet.schema.ts';
import type { ShadowWritesService } from '../writes/shadow-writes.service.ts';
import { CalendarCache, issue, peopleEmployedIn, workingDaysOf } from './autofill.service.ts';

/** Letters queued in one step (one transaction). */
const LETTERS_PER_STEP = 50;
const FILL_LINK = '/timesheet/fill';

type Person = typeof users.$inferSelect;

/** A person of the offices where the system does not fill absences, with the days still to fill. */
interface Unfilled {
  person: Person;
  dates: string[];
}

interface Letter {
  userId: number;
  mail: OutgoingMail | null;
  title: string;
  body: string;
}

const datesText = (dates: string[]) => dates.map(formatRussianDate).join(', ');
const periodText = (start: string, end: string) => `${formatRussianDate(start)} – ${formatRussianDate(end)}`;

/**
 * The two letters of autofill (the FAQ; docs/decisions.md, "Autofill"): in the offices of Belarus and
 * Kazakhstan the system does not fill days of sick leave and vacation, the assistant does.
 * `/timesheet/autofill/emails/assistants` tells each assistant which of their block's people have such days
 * still short of the norm in the period; `/emails/employees` tells each of those people which days, and whom
 * to ask. Each is a background job: an in-app notification and an e-mail per person, queued in steps of one
 * transaction each.
 */
export class AutofillLettersService {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly calendar: WorkCalendarService,
    private readonly shadow: ShadowWritesService,
    private readonly notifications: NotificationsService,
    private readonly mail: Mailer,
  ) {
    jobs.define<AutofillPayload>({
      kind: TIMESHEET_JOB.autofillAssistants,
      access: 'timesheet.settings',
      run: (context) => this.run(context, 'assistants'),
    });
    jobs.define<AutofillPayload>({
      kind: TIMESHEET_JOB.autofillEmployees,
      access: 'timesheet.settings',
      run: (context) => this.run(context, 'employees'),
    });
  }

  start(to: 'assistants' | 'employees', payload: AutofillPayload, actorId: number): Promise<JobRun> {
    const kind = to === 'assistants' ? TIMESHEET_JOB.autofillAssistants : TIMESHEET_JOB.autofillEmployees;
    return this.jobs.startRun(kind, payload, actorId);
  }

  private async run(
    { params, progress, resumeFrom }: JobContext<AutofillPayload>,
    to: 'assistants' | 'employees',
  ): Promise<AutofillMailResult> {
    const { date_start: start, date_end: end } = autofillPayloadSchema.parse(params);
    const unfilled = await this.unfilledAbsences(start, end);
    const assistants = await this.assistantsOf(unfilled.map((entry) => entry.person.id));
    const period = periodText(start, end);
    const result: AutofillMailResult = { letters: 0, people: unfilled.length, errors: [] };
    for (const entry of unfilled) {
      if ((assistants.get(entry.person.id) ?? []).length === 0)
        result.errors.push(issue(entry.person, null, AUTOFILL_TEXTS.noAssistant));
    }
    const letters =
      to === 'assistants'
        ? lettersToAssistants(unfilled, assistants, period)
        : lettersToEmployees(unfilled, assistants, period);
    for (const letter of letters) {
      if (!letter.mail) {
        const person = unfilled.find((entry) => entry.person.id === letter.userId)?.person;
        if (person) result.errors.push(issue(person, null, AUTOFILL_TEXTS.noEmail));
      }
    }
    // Resumed after a restart, the run skips the letters of the steps it finished before.
    await progress(resumeFrom, letters.length);
    for (let index = resumeFrom; index < letters.length; index += LETTERS_PER_STEP) {
      const chunk = letters.slice(index, index + LETTERS_PER_STEP);
      await this.db.transaction(async () => {
        await this.notifications.notifyEach(
          chunk.map((letter) => ({
            userId: letter.userId,
            title: letter.title,
            body: letter.body,
            link: FILL_LINK,
          })),
        );
        await this.mail.send(...chunk.flatMap((letter) => (letter.mail ? [letter.mail] : [])));
      });
      await progress(index + chunk.length);
    }
    result.letters = letters.filter((letter) => letter.mail).length;
    return result;
  }

  /** People of the excluded countries with working days of absence in the period not filled to the norm. */
  private async unfilledAbsences(start: string, end: string): Promise<Unfilled[]> {
    const people = await peopleEmployedIn(this.db, start, end, AUTOFILL_EXCLUDED_COUNTRY_IDS);
    if (people.length === 0) return [];
    const ids = people.map((person) => person.id);
    const away = await this.shadow.absentDays(ids, start, end);
    const filledRows = await this.db
      .select({
        userId: timesheetWrites.userId,
        date: timesheetWrites.date,
        minutes: sql<number>`sum(${timesheetWrites.minutes})::int`,
      })
      .from(timesheetWrites)
      .where(
        and(isNull(timesheetWrites.deletedAt), inArray(timesheetWrites.userId, ids), inPeriod(start, end)),
      )
      .groupBy(timesheetWrites.userId, timesheetWrites.date);
    const filled = new Map(filledRows.map((row) => [`${row.userId}|${row.date}`, row.minutes]));
    const calendars = new CalendarCache(this.calendar, start, end);
    const result: Unfilled[] = [];
    for (const person of people) {
      const dates = workingDaysOf(person, await calendars.of(person.countryId))
        .filter((day) => away.has(`${person.id}|${day.date}`))
        .filter((day) => (filled.get(`${person.id}|${day.date}`) ?? 0) < day.hours * 60)
        .map((day) => day.date);
      if (dates.length) result.push({ person, dates });
    }
    return result;
  }

  /** The assistants of each person: people with the assistant role in the person's block. */
  private async assistantsOf(personIds: number[]): Promise<Map<number, Person[]>> {
    if (personIds.length === 0) return new Map();
    const assistantRows = await this.db
      .select({ user: users })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(roles.name, 'assistant'), isNull(users.fireDate)));
    const assistants = assistantRows.map((row) => row.user);
    const blocks = await blocksOf(this.db, [...personIds, ...assistants.map((assistant) => assistant.id)]);
    return new Map(
      personIds.map((id) => {
        const block = blocks.get(id) ?? null;
        const own =
          block === null ? [] : assistants.filter((assistant) => blocks.get(assistant.id) === block);
        return [id, own.filter((assistant) => assistant.id !== id)];
      }),
    );
  }
}

function mailTo(person: Person, subject: string, text: string): OutgoingMail | null {
  return person.email ? { to: [person.email], subject, text } : null;
}

function lettersToAssistants(
  unfilled: Unfilled[],
  assistants: Map<number, Person[]>,
  period: string,
): Letter[] {
  const byAssistant = new Map<number, { assistant: Person; entries: Unfilled[] }>();
  for (const entry of unfilled) {
    for (const assistant of assistants.get(entry.person.id) ?? []) {
      const group = byAssistant.get(assistant.id) ?? { assistant, entries: [] };
      group.entries.push(entry);
      byAssistant.set(assistant.id, group);
    }
  }
  const title = 'Заполните дни отсутствия сотрудников';
  return [...byAssistant.values()]
    .sort((a, b) => a.assistant.id - b.assistant.id)
    .map(({ assistant, entries }) => {
      const lines = entries.map((entry) => `${fullName(entry.person)}: ${datesText(entry.dates)}`);
      const body = `За период ${period} система не заполняет дни больничных и отпусков сотрудников офисов Беларуси и Казахстана. Заполните их в TimeSheet:\n${lines.join('\n')}`;
      return { userId: assistant.id, title, body, mail: mailTo(assistant, `${title}: ${period}`, body) };
    });
}

function lettersToEmployees(
  unfilled: Unfilled[],
  assistants: Map<number, Person[]>,
  period: string,
): Letter[] {
  const title = 'Дни отсутствия в TimeSheet';
  return unfilled.map(({ person, dates }) => {
    const own = assistants.get(person.id) ?? [];
    const whom = own.length ? `ассистенту (${own.map(fullName).join(', ')})` : 'ассистенту вашего блока';
    const body = `За период ${period} система не заполнила ваши дни больничного или отпуска: ${datesText(dates)}. В офисах Беларуси и Казахстана эти дни заполняет ассистент: обратитесь к ${whom}.`;
    return { userId: person.id, title, body, mail: mailTo(person, `${title}: ${period}`, body) };
  });
}
