import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TS_STATUS, VACATION_STATUS } from '@intranet/contracts';
import { openTestDatabase } from '../../../test/harness.ts';
import { buildProject, buildUser } from '../../../test/factories.ts';
import { buildWrite } from '../../modules/timesheet/timesheet.factory.ts';
import {
  TIMESHEET_DISTRIBUTION_HISTORY_KIND,
  TIMESHEET_HISTORY_KIND,
} from '../../modules/timesheet/timesheet-history.ts';
import { recordHistory } from '../../modules/timesheet/timesheet.workflow.ts';
import { buildVacation } from '../../modules/vacation/vacation.factory.ts';
import { recordVacationHistory, VACATION_HISTORY_KIND } from '../../modules/vacation/vacation-history.ts';
import type { Db } from '../db/database.ts';
import { readWorkflowHistory, recordWorkflowHistory, registerHistorySource } from './workflow-history.ts';

/**
 * The one history reader: request kinds from `workflow_history`, TimeSheet and Vacation from their own tables
 * mapped to the same row shape, each oldest first and only of the kind asked for.
 */
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
let actorId: number;
beforeAll(async () => {
  opened = await openTestDatabase();
  db = opened.database.db;
  actorId = (await buildUser(db)).id;
});
afterAll(async () => opened?.drop());

const shared = {
  impersonatorId: null,
  onBehalfOfId: null,
  id: expect.any(Number) as number,
  createdAt: expect.any(Date) as Date,
};

describe('readWorkflowHistory', () => {
  it('answers TimeSheet writes from timesheet_history in the shared shape, oldest first', async () => {
    const project = await buildProject(db);
    const write = await buildWrite(db, { userId: actorId, customerId: project.id, date: '2026-11-02' });
    await recordHistory(db, 'write', actorId, [
      { entityId: write.id, action: 'create', newMinutes: 480, newStatus: TS_STATUS.new },
    ]);
    await recordHistory(db, 'write', actorId, [
      {
        entityId: write.id,
        action: 'send',
        oldStatus: TS_STATUS.new,
        newStatus: TS_STATUS.forApproving,
        comment: 'Готово',
      },
    ]);
    // A distribution with the same id is another kind.
    await recordHistory(db, 'distribution', actorId, [
      { entityId: write.id, action: 'create', newMinutes: 60 },
    ]);

    expect(await readWorkflowHistory(db, TIMESHEET_HISTORY_KIND, [write.id])).toEqual([
      {
        ...shared,
        kind: 'timesheet',
        recordId: write.id,
        fromStatus: null,
        toStatus: String(TS_STATUS.new),
        action: 'create',
        actorId,
        comment: null,
        changes: { minutes: { before: null, after: 480 } },
      },
      {
        ...shared,
        kind: 'timesheet',
        recordId: write.id,
        fromStatus: String(TS_STATUS.new),
        toStatus: String(TS_STATUS.forApproving),
        action: 'send',
        actorId,
        comment: 'Готово',
        changes: null,
      },
    ]);
    const distribution = await readWorkflowHistory(db, TIMESHEET_DISTRIBUTION_HISTORY_KIND, [write.id]);
    expect(distribution.map((row) => [row.kind, row.action, row.changes])).toEqual([
      ['timesheet_distribution', 'create', { minutes: { before: null, after: 60 } }],
    ]);
  });

  it('answers Vacation days from vacation_history in the shared shape, oldest first', async () => {
    const [day] = await buildVacation(db, { userId: actorId, dates: ['2026-07-06'] });
    await recordVacationHistory(db, [
      { vacationId: day!.id, action: 'plan', fromStatus: null, toStatus: VACATION_STATUS.new, actorId },
    ]);
    await recordVacationHistory(db, [
      {
        vacationId: day!.id,
        action: 'reject',
        fromStatus: VACATION_STATUS.new,
        toStatus: VACATION_STATUS.rejected,
        comment: 'Перенесите',
        actorId,
      },
    ]);

    expect(await readWorkflowHistory(db, VACATION_HISTORY_KIND, [day!.id])).toEqual([
      {
        ...shared,
        kind: 'vacation',
        recordId: day!.id,
        fromStatus: null,
        toStatus: String(VACATION_STATUS.new),
        action: 'plan',
        actorId,
        comment: null,
        changes: null,
      },
      {
        ...shared,
        kind: 'vacation',
        recordId: day!.id,
        fromStatus: String(VACATION_STATUS.new),
        toStatus: String(VACATION_STATUS.rejected),
        action: 'reject',
        actorId,
        comment: 'Перенесите',
        changes: null,
      },
    ]);
  });

  it('answers other kinds from workflow_history, one kind at a time', async () => {
    const actor = { id: actorId, impersonatorUserId: null };
    await recordWorkflowHistory(db, 'history_test', [
      { recordId: 7, fromStatus: null, toStatus: 'registered', action: 'create', actor },
    ]);
    await recordWorkflowHistory(db, 'history_test_other', [
      { recordId: 7, fromStatus: null, toStatus: 'registered', action: 'create', actor },
    ]);
    const rows = await readWorkflowHistory(db, 'history_test', [7]);
    expect(rows.map((row) => [row.kind, row.recordId, row.toStatus, row.actorId])).toEqual([
      ['history_test', 7, 'registered', actorId],
    ]);
    expect(await readWorkflowHistory(db, 'history_test', [])).toEqual([]);
  });

  it('refuses a second source for a kind already registered', () => {
    expect(() => registerHistorySource(VACATION_HISTORY_KIND, () => Promise.resolve([]))).toThrow(
      'История «vacation» уже зарегистрирована',
    );
  });
});
