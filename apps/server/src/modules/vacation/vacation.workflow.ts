import { and, asc, inArray, isNull } from 'drizzle-orm';
import {
  isVacationLocked,
  VACATION_TEXTS,
  VACATION_WORKFLOW,
  type VacationAction,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, fieldError } from '../../platform/http/app-error.ts';
import type { Workflow } from '../../platform/workflow/workflow.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { users } from '../users/users.schema.ts';
import { recordVacationHistory } from './vacation-history.ts';
import type { VacationRow } from './vacation.mapper.ts';
import { isVacationAdmin, mayActOnVacation } from './vacation.policy.ts';
import { vacationBlockedPeriods, vacations } from './vacation.schema.ts';

export type VacationRecord = VacationRow & { status: number };
export interface VacationActionInput {
  comment?: string | null;
  /** Deleting needs it: days before the lead time are locked. */
  today?: string;
}
export interface VacationContext {
  people: Map<number, { id: number; managerId: number | null }>;
}

export interface VacationWorkflowDeps {
  db: Db;
  /** The instant a transition stamps on the day (updated_at, deleted_at). */
  clock: Clock;
  notifications: NotificationsService;
  /** The first day the actor may change (lead days, the override date; admins: the year's start). */
  minDateFor(actor: AuthUser, today: string): Promise<string>;
  /**
   * The actor as the planner sees them for a person (an assistant borrows the roles of the person viewed).
   */
  viewerFor(actor: AuthUser, personId: number): Promise<AuthUser>;
}

const DECISION_TEXT: Partial<Record<VacationAction, string>> = {
  approve: 'Ваш отпуск согласован',
  reject: 'Ваш отпуск отклонен',
};

/**
 * Vacation days as a workflow (VACATION_WORKFLOW): approve, reject, return and delete, one statement for the
 * set, the owner notified in the same transaction. A day moved or deleted meanwhile is a 409, not a 404.
 */
export function vacationWorkflow(
  deps: VacationWorkflowDeps,
): Workflow<VacationRecord, VacationAction, VacationActionInput, VacationContext> {
  const { db } = deps;
  return {
    name: 'vacation',
    table: VACATION_WORKFLOW,
    db,
    target: {
      table: vacations,
      id: vacations.id,
      status: vacations.statusId,
      set: (action, actor, input) => {
        const now = deps.clock.now();
        return action === 'delete'
          ? { deletedAt: now, updatedBy: actor.id, updatedAt: now }
          : { statusComment: input.comment ?? null, updatedBy: actor.id, updatedAt: now };
      },
    },
    lock: async (ids) => {
      const rows = await db
        .select()
        .from(vacations)
        .where(and(inArray(vacations.id, [...ids])))
        .orderBy(asc(vacations.id))
        .for('no key update');
      return rows.map((row) => ({ ...row, status: row.statusId }));
    },
    context: async (_actor, rows) => {
      const ids = [...new Set(rows.map((row) => row.userId))];
      const people = await db
        .select({ id: users.id, managerId: users.managerId })
        .from(users)
        .where(inArray(users.id, ids));
      return { people: new Map(people.map((person) => [person.id, person])) };
    },
    may: (actor, row, action, context) =>
      mayActOnVacation(actor, context.people.get(row.userId)!, row, action),
    validate: (action, input) => {
      if (action === 'reject' && !input.comment) throw fieldError('comment', 'Укажите причину отклонения');
    },
    check: async ({ action, actor, input, changes }) => {
      if (action !== 'delete') return;
      // A blocked period holds its days as they are for everyone but vacation-system admins.
      const periods = await db.select().from(vacationBlockedPeriods);
      if (!input.today) throw new Error('Удаление отпуска без даты «сегодня»');
      const limits = new Map<number, { minDate: string; blocked: typeof periods }>();
      for (const userId of new Set(changes.map((change) => change.row.userId))) {
        const viewer = await deps.viewerFor(actor, userId);
        limits.set(userId, {
          minDate: await deps.minDateFor(viewer, input.today),
          blocked: isVacationAdmin(viewer) ? [] : periods,
        });
      }
      for (const { row } of changes) {
        const { minDate, blocked } = limits.get(row.userId)!;
        if (blocked.some((period) => period.dateStart <= row.date && period.dateEnd >= row.date))
          throw conflict(VACATION_TEXTS.blockedPeriod);
        if (isVacationLocked(row.date, minDate)) throw conflict(VACATION_TEXTS.locked);
      }
    },
    after: [
      // The reports of changes read every transition, not only the day's latest state.
      ({ action, actor, input, changes }) =>
        recordVacationHistory(
          db,
          changes.map((change) => ({
            vacationId: change.row.id,
            action,
            fromStatus: change.from,
            toStatus: change.to ?? change.from,
            comment: action === 'delete' ? null : (input.comment ?? null),
            actorId: actor.id,
          })),
        ),
      async ({ action, changes }) => {
        if (action !== 'delete') return;
        // A deleted first day hands its block over: the earliest live day becomes the parent of the others.
        const parents = changes
          .filter((change) => change.row.parentId === null)
          .map((change) => change.row.id);
        if (parents.length === 0) return;
        const orphans = await db
          .select({ id: vacations.id, parentId: vacations.parentId })
          .from(vacations)
          .where(and(inArray(vacations.parentId, parents), isNull(vacations.deletedAt)))
          .orderBy(asc(vacations.date), asc(vacations.id));
        const byParent = new Map<number, number[]>();
        for (const orphan of orphans)
          byParent.set(orphan.parentId!, [...(byParent.get(orphan.parentId!) ?? []), orphan.id]);
        for (const [first, ...rest] of byParent.values()) {
          await db
            .update(vacations)
            .set({ parentId: null })
            .where(inArray(vacations.id, [first!]));
          if (rest.length)
            await db.update(vacations).set({ parentId: first! }).where(inArray(vacations.id, rest));
        }
      },
      async ({ action, actor, input, changes }) => {
        const title = DECISION_TEXT[action];
        if (!title) return;
        const owners = [...new Set(changes.map((change) => change.row.userId))].filter(
          (id) => id !== actor.id,
        );
        await deps.notifications.notifyUsers(owners, {
          title,
          body: input.comment ?? null,
          link: '/vacation',
        });
      },
    ],
  };
}
