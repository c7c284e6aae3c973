import { and, asc, eq, exists, gte, isNull, max, or, sql } from 'drizzle-orm';
import {
  JOB_SAFETY_DUPLICATE_RULE_MESSAGE,
  type JobSafetyAssignment,
  type JobSafetyAssignmentCreate,
  jobSafetyAssignmentCreateSchema,
} from '@intranet/contracts/job-safety/job-safety';
import { windowsToAssign } from '@intranet/contracts/job-safety/rules';
import { STRUCTURE_LEVEL } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import { structures } from '../organisation/organisation.schema.ts';
import { users } from '../users/users.schema.ts';
import { wcPositions } from '../work-conditions/work-conditions.schema.ts';
import {
  safetyAssignments,
  safetyChapters,
  safetyEvaluates,
  safetyQuestions,
  safetyTickets,
} from './job-safety.schema.ts';

export const ASSIGN_QUEUE = 'job_safety.assign';
const RULE_NOT_FOUND = 'Правило назначения не найдено';
/** Windows go in batches: one statement per batch however many people there are. */
const INSERT_BATCH = 500;

/**
 * Who must pass which chapter (docs/modules/job-safety.md, «Assignments»): the rules HR keep, and the daily
 * run that opens the windows they call for.
 */
export class JobSafetyAssignmentsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** GET /job-safety/assignments: by chapter order, then office and position. */
  async list(): Promise<JobSafetyAssignment[]> {
    const rows = await this.db
      .select({
        id: safetyAssignments.id,
        chapterId: safetyAssignments.chapterId,
        chapterTitle: safetyChapters.title,
        periodMonths: safetyChapters.periodMonths,
        officeId: safetyAssignments.officeId,
        officeName: structures.name,
        workPosition: safetyAssignments.workPosition,
        windowDays: safetyAssignments.windowDays,
      })
      .from(safetyAssignments)
      .innerJoin(safetyChapters, eq(safetyChapters.id, safetyAssignments.chapterId))
      .leftJoin(structures, eq(structures.id, safetyAssignments.officeId))
      .orderBy(
        asc(safetyChapters.position),
        asc(safetyChapters.id),
        asc(structures.name),
        asc(safetyAssignments.workPosition),
        asc(safetyAssignments.id),
      );
    return rows.map((row) => ({
      id: row.id,
      chapter_id: row.chapterId,
      chapter_title: row.chapterTitle,
      period_months: row.periodMonths,
      office: row.officeId === null ? null : { id: row.officeId, name: row.officeName ?? '' },
      work_position: row.workPosition,
      window_days: row.windowDays,
    }));
  }

  /** POST /job-safety/assignments: an unknown chapter or office is 400 on its field, a repeat rule 409. */
  async create(actor: AuthUser, input: JobSafetyAssignmentCreate): Promise<JobSafetyAssignment> {
    const body = jobSafetyAssignmentCreateSchema.parse(input);
    const id = await this.db.transaction(async (tx) => {
      const [chapter] = await tx
        .select({ id: safetyChapters.id })
        .from(safetyChapters)
        .where(eq(safetyChapters.id, body.chapter_id));
      if (!chapter) throw fieldError('chapter_id', 'Глава не найдена');
      if (body.office_id) {
        const [office] = await tx
          .select({ id: structures.id })
          .from(structures)
          .where(and(eq(structures.id, body.office_id), eq(structures.level, STRUCTURE_LEVEL.office)));
        if (!office) throw fieldError('office_id', 'Офис не найден');
      }
      // The unique index decides a repeat, so two HR saving the same rule at once get one row and one 409.
      const [row] = await tx
        .insert(safetyAssignments)
        .values({
          chapterId: body.chapter_id,
          officeId: body.office_id ?? null,
          workPosition: body.work_position ?? null,
          windowDays: body.window_days,
          createdBy: actor.id,
        })
        .onConflictDoNothing()
        .returning({ id: safetyAssignments.id });
      if (!row) throw conflict(JOB_SAFETY_DUPLICATE_RULE_MESSAGE);
      await recordAudit(tx, {
        actor,
        action: 'job_safety.assignment_create',
        targetType: 'safety_assignment',
        targetId: row.id,
      });
      return row.id;
    });
    return (await this.list()).find((rule) => rule.id === id)!;
  }

  /** DELETE /job-safety/assignments/{id}: windows already opened stay. */
  async remove(actor: AuthUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(safetyAssignments)
        .where(eq(safetyAssignments.id, id))
        .returning({ id: safetyAssignments.id });
      if (deleted.length === 0) throw notFound(RULE_NOT_FOUND);
      await recordAudit(tx, {
        actor,
        action: 'job_safety.assignment_delete',
        targetType: 'safety_assignment',
        targetId: id,
      });
    });
  }

  /**
   * The daily run (and «Назначить сейчас»): opens today's windows for the people still working whom a rule
   * holds and whose last window of the chapter started a period or more ago (chapters with a ticket bank only). Idempotent: a second run the
   * same day finds the windows it opened (and the unique index on person, chapter and start stops a race).
   */
  async assignWindows(today: string = this.clock.today()): Promise<number> {
    // A chapter without a live question in its bank gets no windows: nobody could pass its test.
    const rules = await this.db
      .select()
      .from(safetyAssignments)
      .where(
        exists(
          this.db
            .select({ id: safetyQuestions.id })
            .from(safetyQuestions)
            .innerJoin(safetyTickets, eq(safetyTickets.id, safetyQuestions.ticketId))
            .where(
              and(
                eq(safetyTickets.chapterId, safetyAssignments.chapterId),
                isNull(safetyQuestions.deletedAt),
              ),
            ),
        ),
      );
    if (rules.length === 0) return 0;
    // The position in force: the default work-conditions position when the person has one, else the card.
    const [people, chapters, latest] = await Promise.all([
      this.db
        .select({
          id: users.id,
          officeId: sql<number | null>`case when ${wcPositions.id} is null then ${users.officeId}
            else ${wcPositions.locationId} end`.mapWith((value) => (value === null ? null : Number(value))),
          workPosition: sql<string | null>`case when ${wcPositions.id} is null then ${users.workPosition}
            else ${wcPositions.workPosition} end`,
        })
        .from(users)
        .leftJoin(wcPositions, and(eq(wcPositions.userId, users.id), eq(wcPositions.isDefault, true)))
        .where(or(isNull(users.fireDate), gte(users.fireDate, today))),
      this.db
        .select({ id: safetyChapters.id, periodMonths: safetyChapters.periodMonths })
        .from(safetyChapters),
      this.db
        .select({
          userId: safetyEvaluates.userId,
          chapterId: safetyEvaluates.chapterId,
          start: max(safetyEvaluates.start),
        })
        .from(safetyEvaluates)
        .groupBy(safetyEvaluates.userId, safetyEvaluates.chapterId),
    ]);
    const windows = windowsToAssign({
      rules,
      people,
      periodMonths: new Map(chapters.map((chapter) => [chapter.id, chapter.periodMonths])),
      latestStarts: new Map(
        latest.flatMap((row) => (row.start ? [[`${row.userId}:${row.chapterId}`, row.start] as const] : [])),
      ),
      today,
    });
    let added = 0;
    for (let from = 0; from < windows.length; from += INSERT_BATCH) {
      const inserted = await this.db
        .insert(safetyEvaluates)
        .values(windows.slice(from, from + INSERT_BATCH))
        .onConflictDoNothing()
        .returning({ id: safetyEvaluates.id });
      added += inserted.length;
    }
    return added;
  }
}
