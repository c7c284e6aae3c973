import { asc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  parseIdList,
  vacationSettingsSchema,
  type VacationSettings,
  type VacationSettingsView,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { vacationBlockedPeriods } from './vacation.schema.ts';

const SETTING_KEYS = Object.keys(vacationSettingsSchema.shape) as (keyof VacationSettings)[];

/**
 * The vacation settings tab (admin, vacation_system_admin): blocked periods and the planner's constants.
 * Every change is audited.
 */
export class VacationSettingsService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
  ) {}

  /** GET dba/vacations/settings: the constants as numbers, dates and ids, with the people of the list named. */
  async view(): Promise<VacationSettingsView> {
    const stored = new Map((await this.settings.list()).map((row) => [row.key, row.value]));
    const raw = Object.fromEntries(
      SETTING_KEYS.map((key) => [key, stored.get(key) ?? DEFAULT_SETTINGS[key]]),
    ) as Record<keyof VacationSettings, string>;
    const ids = parseIdList(raw.vacation_next_year_users);
    const people = ids.length ? await this.db.select().from(users).where(inArray(users.id, ids)) : [];
    return {
      vacation_lead_days: Number(raw.vacation_lead_days),
      vacation_override_date: raw.vacation_override_date,
      vacation_next_year_opens: raw.vacation_next_year_opens,
      vacation_next_year_users: ids,
      vacation_annual_days: Number(raw.vacation_annual_days),
      next_year_people: people.map((person) => ({ id: person.id, full_name: fullName(person) })),
    };
  }

  /** PUT dba/vacations/settings: all constants at once; unknown people in the list are 400. */
  async update(actor: AuthUser, input: VacationSettings): Promise<VacationSettingsView> {
    const ids = [...new Set(input.vacation_next_year_users)];
    if (ids.length) {
      const found = await this.db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
      if (found.length !== ids.length)
        throw badRequest('Проверьте правильность заполнения полей', {
          vacation_next_year_users: ['В списке есть неизвестные сотрудники'],
        });
    }
    const before = await this.view();
    const values: Record<keyof VacationSettings, string> = {
      vacation_lead_days: String(input.vacation_lead_days),
      vacation_override_date: input.vacation_override_date,
      vacation_next_year_opens: input.vacation_next_year_opens,
      vacation_next_year_users: ids.join(','),
      vacation_annual_days: String(input.vacation_annual_days),
    };
    await this.db.transaction(async (tx) => {
      for (const key of SETTING_KEYS) await this.settings.set(key, values[key], tx);
      await recordAudit(tx, {
        actor,
        action: 'vacation.settings.update',
        targetType: 'settings',
        details: { before: { ...before, next_year_people: undefined }, after: values },
      });
    });
    return this.view();
  }

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
    // The period and its audit entry land together.
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(vacationBlockedPeriods)
        .values({
          dateStart: input.date_start,
          dateEnd: input.date_end,
          comment: input.comment ?? null,
          createdBy: actor.id,
        })
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'vacation.blocked_period.create',
        targetType: 'vacation_blocked_period',
        targetId: created!.id,
        details: input,
      });
      return created;
    });
    return { id: row!.id, date_start: row!.dateStart, date_end: row!.dateEnd, comment: row!.comment };
  }

  async removeBlockedPeriod(actor: AuthUser, id: number): Promise<void> {
    // Removed with its audit entry, which keeps the dates and the reason.
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(vacationBlockedPeriods)
        .where(eq(vacationBlockedPeriods.id, id))
        .returning();
      if (!row) throw notFound('Период не найден');
      await recordAudit(tx, {
        actor,
        action: 'vacation.blocked_period.delete',
        targetType: 'vacation_blocked_period',
        targetId: id,
        details: { date_start: row.dateStart, date_end: row.dateEnd, comment: row.comment },
      });
    });
  }
}
