import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CUSTOMER_TYPE,
  financeStateOf,
  financeStatisticPayloadSchema,
  financeZipName,
  formatRussianDate,
  JOB_RESULT_NOT_READY,
  TIMESHEET_JOB,
  type FinanceStatisticCheck,
  type FinanceStatisticPayload,
  type JobRun,
} from '@intranet/contracts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import type { JobQueue } from '../../../platform/jobs/jobs.ts';
import { jobRuns } from '../../../platform/jobs/jobs.schema.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { customers } from '../../organisation/organisation.schema.ts';
import { customerOwners, users } from '../../users/users.schema.ts';
import { timesheetDistributions } from '../timesheet.schema.ts';
import { financeSheets, writeSheet, zipToStorage } from './finance-statistic.workbooks.ts';

/** What a completed run keeps: the zip in the file storage and the period it covers. */
interface FinanceResult extends Record<string, unknown> {
  file_key: string;
  size: number;
  date_start: string;
  date_end: string;
  rows: number;
  cleared?: boolean;
}

/** The calendar month before today's: what «Сформировать» without options exports. */
export function previousMonth(today: string): { date_start: string; date_end: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { date_start: first.toISOString().slice(0, 10), date_end: last.toISOString().slice(0, 10) };
}

/**
 * Finance statistics (docs/decisions.md, "Finance statistics"): a background job writes three workbooks for
 * the finance department and zips them into the file storage; the run's state is the export's state (default,
 * in progress, done); the zip is downloaded once with `with_clear`, which clears it; the owners of services
 * can be told to check theirs.
 */
export class FinanceStatisticService {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    private readonly mail: Mailer,
  ) {
    jobs.define<FinanceStatisticPayload>({
      kind: TIMESHEET_JOB.financeStatistic,
      access: 'timesheet.settings',
      run: ({ params, progress }) => this.build(financeStatisticPayloadSchema.parse(params), progress),
    });
  }

  /** «Сформировать»: the previous calendar month, approved time, every company. */
  start(actorId: number): Promise<JobRun> {
    return this.startAdvance(
      { ...previousMonth(this.clock.today()), company_ids: [], approved_only: true },
      actorId,
    );
  }

  /** A new export replaces a finished one nobody downloaded: its zip is deleted when the new one starts. */
  async startAdvance(payload: FinanceStatisticPayload, actorId: number): Promise<JobRun> {
    const previous = await this.last();
    const run = await this.jobs.startRun(TIMESHEET_JOB.financeStatistic, payload, actorId);
    if (previous && financeStateOf(previous) === 'done') await this.forget(previous);
    return run;
  }

  private async forget(run: JobRun): Promise<void> {
    const result = run.result as FinanceResult;
    await this.db
      .update(jobRuns)
      .set({ result: { ...result, cleared: true } })
      .where(eq(jobRuns.id, run.id));
    await this.storage.delete(result.file_key);
  }

  last(): Promise<JobRun | null> {
    return this.jobs.lastRun(TIMESHEET_JOB.financeStatistic);
  }

  async check(): Promise<FinanceStatisticCheck> {
    const run = await this.last();
    return { state: financeStateOf(run), run };
  }

  /**
   * The zip of the last completed run; `withClear` forgets it once sent (the state returns to default and
   * the file is deleted). 409 while there is none.
   */
  async load(
    withClear: boolean,
  ): Promise<{ stream: Readable; fileName: string; size: number; afterSent: () => Promise<void> }> {
    const run = await this.last();
    if (!run || financeStateOf(run) !== 'done') throw conflict(JOB_RESULT_NOT_READY);
    const result = run.result as FinanceResult;
    return {
      stream: this.storage.get(result.file_key),
      fileName: financeZipName(result.date_start, result.date_end),
      size: result.size,
      afterSent: async () => {
        if (withClear) await this.forget(run);
      },
    };
  }

  /**
   * Tells the owners of the services that received hours in the exported period to check them: an in-app
   * notification and an e-mail each. 409 until an export is done.
   */
  async notifyServiceOwners(): Promise<{ notified: number }> {
    const run = await this.last();
    if (!run || financeStateOf(run) !== 'done') throw conflict(JOB_RESULT_NOT_READY);
    const { date_start: start, date_end: end } = run.result as FinanceResult;
    const owners = await this.db
      .selectDistinct({ id: users.id, email: users.email })
      .from(customerOwners)
      .innerJoin(users, eq(users.id, customerOwners.userId))
      .innerJoin(customers, eq(customers.id, customerOwners.customerId))
      .where(
        and(
          eq(customers.typeId, CUSTOMER_TYPE.service),
          inArray(
            customers.id,
            this.db
              .select({ id: timesheetDistributions.customerToId })
              .from(timesheetDistributions)
              .where(
                sql`${timesheetDistributions.deletedAt} is null and ${timesheetDistributions.date} between ${start} and ${end}`,
              ),
          ),
        ),
      );
    const period = `${formatRussianDate(start)}–${formatRussianDate(end)}`;
    const body = `Финансовая статистика за ${period} сформирована. Проверьте часы, перенесённые на ваши сервисы.`;
    await this.db.transaction(async () => {
      await this.notifications.notifyUsers(
        owners.map((owner) => owner.id),
        { title: 'Финансовая статистика', body, link: '/timesheet/services' },
      );
      await this.mail.send(
        ...owners.map((owner) => ({ to: [owner.email], subject: 'Финансовая статистика', text: body })),
      );
    });
    return { notified: owners.length };
  }

  /** The job: three workbooks (a step each), then the zip (the last step). */
  private async build(
    payload: FinanceStatisticPayload,
    progress: (step: number, maxSteps?: number | null) => Promise<void>,
  ): Promise<FinanceResult> {
    const sheets = financeSheets(payload);
    const steps = sheets.length + 1;
    await progress(0, steps);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'finance-'));
    try {
      let rows = 0;
      for (const [index, sheet] of sheets.entries()) {
        rows += await writeSheet(this.db, sheet, folder);
        await progress(index + 1);
      }
      const stored = await zipToStorage(
        this.storage,
        folder,
        sheets.map((sheet) => sheet.file),
      );
      // Cancelled at the very end: the zip is not kept.
      await progress(steps).catch(async (error: unknown) => {
        await this.storage.delete(stored.key);
        throw error;
      });
      return {
        file_key: stored.key,
        size: stored.size,
        date_start: payload.date_start,
        date_end: payload.date_end,
        rows,
      };
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
}
