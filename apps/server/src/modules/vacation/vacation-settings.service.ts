import { asc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { vacationBlockedPeriods } from './vacation.schema.ts';

/** Blocked periods of the vacation settings tab (admin, vacation_system_admin); changes are audited. */
export class VacationSettingsService {
  constructor(private readonly db: Db) {}

  async blockedPeriods() {
    const rows = await this.db
      .select()
      .from(vacationBlockedPeriods)
      .orderBy(asc(vacationBlockedPeriods.dateStart));
    return rows.map((row) => ({
      id: row.id,
      date_start: row.dateStart,
      date_end: row.dateEnd,
      comment: row.comment,
    }));
  }

  async addBlockedPeriod(
    actor: AuthUser,
    input: { date_start: string; date_end: string; comment?: string | null },
  ) {
    const [row] = await this.db
      .insert(vacationBlockedPeriods)
      .values({
        dateStart: input.date_start,
        dateEnd: input.date_end,
        comment: input.comment ?? null,
        createdBy: actor.id,
      })
      .returning();
    await recordAudit(this.db, {
      actorId: actor.id,
      action: 'vacation.blocked_period.create',
      targetType: 'vacation_blocked_period',
      targetId: row!.id,
      details: input,
    });
    return { id: row!.id, date_start: row!.dateStart, date_end: row!.dateEnd, comment: row!.comment };
  }

  async removeBlockedPeriod(actor: AuthUser, id: number): Promise<void> {
    const [row] = await this.db
      .delete(vacationBlockedPeriods)
      .where(eq(vacationBlockedPeriods.id, id))
      .returning();
    if (!row) throw notFound('Период не найден');
    await recordAudit(this.db, {
      actorId: actor.id,
      action: 'vacation.blocked_period.delete',
      targetType: 'vacation_blocked_period',
      targetId: id,
      details: { date_start: row.dateStart, date_end: row.dateEnd },
    });
  }
}
