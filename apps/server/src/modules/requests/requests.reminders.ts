import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  assigneeNotices,
  REQUEST_NOTICE,
  sendRequestNotices,
  type RequestNoticeDeps,
} from './requests.notify.ts';
import { overdueWhere } from './requests.queries.ts';
import { bpRequests } from './requests.schema.ts';
import type { RequestsService } from './requests.service.ts';
import { lockRequests } from './requests.workflow.ts';

/** The pg-boss queue of the daily reminder (platform/jobs `daily`: queued at start and every hour). */
export const REMINDERS_QUEUE = 'requests.reminders';

/** The date a request entered its status, as people read it (dd.MM.yyyy). */
const shownDate = (value: Date) =>
  `${String(value.getDate()).padStart(2, '0')}.${String(value.getMonth() + 1).padStart(2, '0')}.${value.getFullYear()}`;

/**
 * The daily reminder of overdue requests (docs/modules/requests.md, «Overdue»): on a working day of the
 * production calendar, the assignees of every request the overdue rule holds overdue (the rule of the admins'
 * list, RequestsService.overdueRule) hear once that it still waits for them. Whom it waits for is recomputed
 * first, so a vacation that began after the status entry routes the reminder to the substitute.
 *
 * Once a day across runs and processes: a request is claimed for today by `reminded_on` in one update whose
 * condition is re-read under the row lock (`is distinct from today`), so of two runs at once only one gets
 * it; the notices go out in the transaction of the claim, so a failed run claims nothing.
 */
export class RequestReminders {
  constructor(
    private readonly db: Db,
    private readonly requests: RequestsService,
    private readonly deps: RequestNoticeDeps,
  ) {}

  async run(): Promise<{ reminded: number }> {
    const rule = await this.requests.overdueRule();
    if (!rule.workingToday) return { reminded: 0 };
    const catalog = await this.requests.catalog.get();
    const due = and(
      overdueWhere(catalog, rule.enteredBefore),
      sql`${bpRequests.remindedOn} is distinct from ${rule.today}`,
    )!;
    const candidates = await this.db.select({ id: bpRequests.id }).from(bpRequests).where(due);
    if (candidates.length === 0) return { reminded: 0 };
    const ids = candidates.map((row) => row.id);
    await this.requests.refreshAssignees(ids);
    return this.db.transaction(async () => {
      // Rows in id order first (as the engine locks them), so two runs at once wait rather than deadlock.
      await lockRequests(this.db, ids);
      const claimed = await this.db
        .update(bpRequests)
        .set({ remindedOn: rule.today })
        .where(and(inArray(bpRequests.id, ids), due))
        .returning({
          id: bpRequests.id,
          title: bpRequests.title,
          statusId: bpRequests.statusId,
          typeId: bpRequests.typeId,
          statusEnteredAt: bpRequests.statusEnteredAt,
        });
      const requests = claimed.map((row) => ({
        id: row.id,
        kind: catalog.processes.get(row.typeId)?.type.kind ?? 'custom',
        title: row.title,
        status: `${catalog.statuses.get(row.statusId)?.name ?? ''} с ${shownDate(row.statusEnteredAt)}`,
      }));
      const notices = await assigneeNotices(this.db, requests, { title: REQUEST_NOTICE.reminder });
      await sendRequestNotices(this.deps, notices);
      return { reminded: claimed.length };
    });
  }
}
