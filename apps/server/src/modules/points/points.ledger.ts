import { and, asc, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  POINTS_DISABLED_MESSAGE,
  POINTS_GRANT_REASONS,
  type PointsBalanceRow,
  type PointsCompany,
  type PointsEntry,
  type PointsGrantBody,
  type PointsWallet,
} from '@intranet/contracts/points/points';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { byName, escapeLike } from '../../platform/db/sql.ts';
import { lockRows } from '../../platform/db/transaction-context.ts';
import { fieldError, notFound } from '../../platform/http/app-error.ts';
import { countTotal, pageOffset, paginated, type PageRequest } from '../../platform/http/pagination.ts';
import { companies } from '../organisation/organisation.schema.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { companyUsesPoints, grantsPoints } from './points.policy.ts';
import { pointsCompanies, pointsEntries } from './points.schema.ts';
import type { PointsService } from './points.service.ts';

const granter = alias(users, 'granter');
const reasonLabel = new Map<string, string>(
  POINTS_GRANT_REASONS.map((reason) => [reason.value, reason.label]),
);

/** What the person reads for a grant: the reason's label and HR's comment («Другое» is the comment alone). */
export function grantReasonText(reason: PointsGrantBody['reason'], comment?: string): string {
  const text = comment?.trim();
  if (reason === 'other' && text) return text;
  const label = reasonLabel.get(reason) ?? reason;
  return text ? `${label}: ${text}` : label;
}

/** The calls of the wallet's screens (docs/modules/points.md): my wallet, HR's grants, balances and switches. */
export class PointsLedgerService {
  constructor(
    private readonly db: Db,
    private readonly points: PointsService,
  ) {}

  async wallet(actor: AuthUser): Promise<PointsWallet> {
    const [enabled, balance] = await Promise.all([
      this.points.enabledFor(actor.id),
      this.points.balanceOf(actor.id),
    ]);
    return { enabled, balance, can_grant: grantsPoints.allows(actor, undefined) };
  }

  /** A person's ledger, newest first. */
  async entries(userId: number, page: PageRequest, basePath: string) {
    const where = eq(pointsEntries.userId, userId);
    const [rows, total] = await Promise.all([
      this.db
        .select({
          entry: pointsEntries,
          granter: {
            id: granter.id,
            lastName: granter.lastName,
            name: granter.name,
            patronymic: granter.patronymic,
          },
        })
        .from(pointsEntries)
        .leftJoin(granter, eq(granter.id, pointsEntries.grantedBy))
        .where(where)
        .orderBy(desc(pointsEntries.id))
        .limit(page.per_page)
        .offset(pageOffset(page)),
      countTotal(this.db, this.db.select({ id: pointsEntries.id }).from(pointsEntries).where(where)),
    ]);
    return paginated(rows.map(toEntry), total, page, basePath);
  }

  /** HR's view of a person's ledger: 404 for someone who does not exist. */
  async userEntries(actor: AuthUser, userId: number, page: PageRequest) {
    authorize(actor, grantsPoints);
    const [person] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!person) throw notFound('Сотрудник не найден');
    return this.entries(userId, page, `/api/points/users/${userId}/entries`);
  }

  /**
   * Credits `amount` to each person once per `request_key`: a retried request adds nothing. Everyone must work
   * in a company that uses points, or nobody is credited (400 naming them).
   */
  async grant(actor: AuthUser, body: PointsGrantBody) {
    authorize(actor, grantsPoints);
    const ids = [...new Set(body.user_ids)];
    const reason = grantReasonText(body.reason, body.comment);
    return this.db.transaction(async (tx) => {
      const people = await this.db
        .select({
          id: users.id,
          lastName: users.lastName,
          name: users.name,
          patronymic: users.patronymic,
          enabled: companyUsesPoints(users.companyId),
        })
        .from(users)
        .where(inArray(users.id, ids));
      if (people.length !== ids.length) throw fieldError('user_ids', 'Сотрудник не найден');
      const disabled = people.filter((person) => !person.enabled);
      if (disabled.length > 0) {
        throw fieldError('user_ids', `${POINTS_DISABLED_MESSAGE}: ${disabled.map(fullName).join(', ')}`);
      }
      await lockRows(this.db, users, users.id, ids);
      let granted = 0;
      for (const userId of ids) {
        const added = await this.points.credit({
          userId,
          amount: body.amount,
          key: `grant:${body.request_key}:${userId}`,
          reason,
          reasonCode: body.reason,
          grantedBy: actor.id,
        });
        if (added) granted += 1;
      }
      if (granted > 0) {
        await recordAudit(tx, {
          actor,
          action: 'points.grant',
          targetType: 'user',
          targetId: ids.join(','),
          details: { amount: body.amount, reason: body.reason, comment: body.comment ?? null },
        });
      }
      const balances = await this.balancesOf(ids);
      return { granted, balances: ids.map((id) => ({ user_id: id, balance: balances.get(id) ?? 0 })) };
    });
  }

  /** Everyone who works in a company with points or holds points, with their balance; by name. */
  async balances(actor: AuthUser, search: string | undefined, page: PageRequest) {
    authorize(actor, grantsPoints);
    const enabled = companyUsesPoints(users.companyId);
    const holdsPoints = sql<boolean>`exists (select 1 from ${pointsEntries} where ${pointsEntries.userId} = ${users.id})`;
    const conditions: SQL[] = [
      or(isNull(users.fireDate), gte(users.fireDate, sql`current_date`))!,
      or(enabled, holdsPoints)!,
    ];
    for (const word of (search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
      conditions.push(
        sql`lower(${users.lastName} || ' ' || ${users.name} || ' ' || coalesce(${users.patronymic}, '')) like ${`%${escapeLike(word)}%`}`,
      );
    }
    const where = and(...conditions);
    const [rows, total] = await Promise.all([
      this.db
        .select({
          id: users.id,
          lastName: users.lastName,
          name: users.name,
          patronymic: users.patronymic,
          workPosition: users.workPosition,
          company: companies.name,
          enabled,
          balance: sql<number>`(select coalesce(sum(${pointsEntries.amount}), 0)::int from ${pointsEntries}
            where ${pointsEntries.userId} = ${users.id})`,
        })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(where)
        .orderBy(byName(users.lastName), byName(users.name), asc(users.id))
        .limit(page.per_page)
        .offset(pageOffset(page)),
      countTotal(this.db, this.db.select({ id: users.id }).from(users).where(where)),
    ]);
    const data: PointsBalanceRow[] = rows.map((row) => ({
      user: { id: row.id, full_name: fullName(row), work_position: row.workPosition },
      company: row.company,
      enabled: Boolean(row.enabled),
      balance: Number(row.balance),
    }));
    return paginated(data, total, page, '/api/points/balances');
  }

  async companies(actor: AuthUser): Promise<PointsCompany[]> {
    authorize(actor, grantsPoints);
    const rows = await this.db
      .select({ id: companies.id, name: companies.name, enabled: pointsCompanies.enabled })
      .from(companies)
      .leftJoin(pointsCompanies, eq(pointsCompanies.companyId, companies.id))
      .orderBy(asc(companies.id));
    return rows.map((row) => ({ id: row.id, name: row.name, enabled: row.enabled === true }));
  }

  /** The administrator's switch: whether the company's people use points. */
  async setCompany(actor: AuthUser, companyId: number, enabled: boolean): Promise<PointsCompany> {
    authorize(actor, grantsPoints);
    return this.db.transaction(async (tx) => {
      const [company] = await this.db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!company) throw notFound('Компания не найдена');
      await this.db
        .insert(pointsCompanies)
        .values({ companyId, enabled, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: pointsCompanies.companyId,
          set: { enabled, updatedBy: actor.id, updatedAt: sql`now()` },
        });
      await recordAudit(tx, {
        actor,
        action: 'points.company',
        targetType: 'company',
        targetId: companyId,
        details: { enabled },
      });
      return { ...company, enabled };
    });
  }

  private async balancesOf(ids: number[]): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ userId: pointsEntries.userId, balance: sql<number>`sum(${pointsEntries.amount})::int` })
      .from(pointsEntries)
      .where(inArray(pointsEntries.userId, ids))
      .groupBy(pointsEntries.userId);
    return new Map(rows.map((row) => [row.userId, Number(row.balance)]));
  }
}

type EntryRow = {
  entry: typeof pointsEntries.$inferSelect;
  granter: { id: number; lastName: string; name: string; patronymic: string | null } | null;
};

function toEntry({ entry, granter: by }: EntryRow): PointsEntry {
  return {
    id: entry.id,
    amount: entry.amount,
    kind: entry.kind as PointsEntry['kind'],
    reason_code: (entry.reasonCode ?? null) as PointsEntry['reason_code'],
    reason: entry.reason,
    granted_by: by ? { id: by.id, full_name: fullName(by) } : null,
    created_at: entry.createdAt.toISOString(),
  };
}
