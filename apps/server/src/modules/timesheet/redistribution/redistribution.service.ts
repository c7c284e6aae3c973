import { and, asc, isNull } from 'drizzle-orm';
import {
  redistributionPayloadSchema,
  TIMESHEET_JOB,
  type JobRun,
  type RedistributionPayload,
  type RedistributionResult,
  type RedistributionStatus,
  type TsCorrection,
} from '@intranet/contracts';
import type { Db } from '../../../platform/db/database.ts';
import type { JobContext, JobQueue } from '../../../platform/jobs/jobs.ts';
import { inPeriod } from '../timesheet.queries.ts';
import { timesheetWrites } from '../timesheet.schema.ts';
import type { TimesheetCorrectionsService } from '../writes/corrections.service.ts';

/**
 * Redistribution (docs/decisions.md, "Redistribution of «не занят»"): the «исправление не занят» of
 * /timesheet/correct for everyone at once, as a background job — one person a step, so it shows progress, can
 * be cancelled, and a run resumed after a restart continues with the next person. Each person's mending is
 * its own transaction with history.
 */
export class RedistributionService {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly corrections: TimesheetCorrectionsService,
  ) {
    jobs.define<RedistributionPayload>({
      kind: TIMESHEET_JOB.redistribution,
      access: 'timesheet.settings',
      run: (context) => this.run(context),
    });
  }

  /** Errors of the previous run are gone once a new one starts: the status shows the new run only. */
  start(payload: RedistributionPayload, actorId: number): Promise<JobRun> {
    return this.jobs.startRun(TIMESHEET_JOB.redistribution, payload, actorId);
  }

  status(): Promise<RedistributionStatus> {
    return this.jobs.status(TIMESHEET_JOB.redistribution);
  }

  private async run({ params, progress, resumeFrom, startedBy }: JobContext<RedistributionPayload>) {
    const { date_start: start, date_end: end } = redistributionPayloadSchema.parse(params);
    if (startedBy === null) throw new Error('Не известно, кто запустил перераспределение');
    const actorId = startedBy;
    // People in id order: a resumed run skips the ones done before (resumeFrom counts them).
    const people = await this.db
      .selectDistinct({ id: timesheetWrites.userId })
      .from(timesheetWrites)
      .where(and(isNull(timesheetWrites.deletedAt), inPeriod(start, end)))
      .orderBy(asc(timesheetWrites.userId));
    await progress(resumeFrom, people.length);
    let corrected = 0;
    const errors: TsCorrection[] = [];
    for (let index = resumeFrom; index < people.length; index += 1) {
      const [outcome] = await this.corrections.correct(actorId, start, end, people[index]!.id);
      corrected += outcome?.corrected ?? 0;
      errors.push(...(outcome?.errors ?? []));
      await progress(index + 1);
    }
    const result: RedistributionResult = { corrected, errors };
    return result;
  }
}
