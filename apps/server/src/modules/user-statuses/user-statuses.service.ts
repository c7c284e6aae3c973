import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  STATUS_OVERLAP_MESSAGE,
  STATUS_TYPES,
  type UserStatus,
  type UserStatusBody,
  type UserStatusRow,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { countTotal, pageOffset, paginated, type PageRequest } from '../../platform/http/pagination.ts';
import { structures } from '../organisation/organisation.schema.ts';
import { byName, escapeLike } from '../../platform/db/sql.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { statusTypes, userStatuses } from './user-statuses.schema.ts';

type StatusRow = typeof userStatuses.$inferSelect;

export interface UserStatusesFilter {
  search?: string;
  departmentId?: number;
  /** 0: people without an active status today («Работает»). */
  statusTypeId?: number;
}

const typeName = new Map<number, string>(STATUS_TYPES.map((type) => [type.id, type.name]));

function toStatus(row: StatusRow, today: string): UserStatus {
  return {
    id: row.id,
    user_id: row.userId,
    name: typeName.get(row.statusTypeId) ?? 'Статус',
    status_type_id: row.statusTypeId,
    date_start: row.dateStart,
    date_end: row.dateEnd,
    comment: row.comment,
    active: row.dateStart <= today && row.dateEnd >= today,
    updated_at: row.updatedAt.toISOString(),
  };
}

export class UserStatusesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async ensureTypes(): Promise<void> {
    await this.db
      .insert(statusTypes)
      .values(STATUS_TYPES.map((type) => ({ ...type })))
      .onConflictDoUpdate({ target: statusTypes.id, set: { name: sql`excluded.name` } });
  }

  /** GET /dba_statuses/users: employees with today's status and their recent and planned statuses. */
  async list(filter: UserStatusesFilter, page: PageRequest) {
    const today = this.clock.today();
    const active = alias(userStatuses, 'active_status');
    const activeToday = and(
      eq(active.userId, users.id),
      lte(active.dateStart, today),
      gte(active.dateEnd, today),
    );
    const conditions: SQL[] = [or(isNull(users.fireDate), gte(users.fireDate, today))!];
    if (filter.search) {
      for (const word of filter.search.toLowerCase().split(/\s+/).filter(Boolean)) {
        conditions.push(
          sql`lower(${users.lastName} || ' ' || ${users.name} || ' ' || coalesce(${users.patronymic}, '')) like ${`%${escapeLike(word)}%`}`,
        );
      }
    }
    if (filter.departmentId) {
      conditions.push(
        or(
          eq(users.departmentId, filter.departmentId),
          inArray(
            users.departmentId,
            this.db
              .select({ id: structures.id })
              .from(structures)
              .where(eq(structures.parentId, filter.departmentId)),
          ),
        )!,
      );
    }
    if (filter.statusTypeId === 0) {
      conditions.push(
        notExists(
          this.db
            .select({ one: sql`1` })
            .from(active)
            .where(activeToday),
        ),
      );
    } else if (filter.statusTypeId) {
      conditions.push(
        sql`exists (${this.db
          .select({ one: sql`1` })
          .from(active)
          .where(and(activeToday, eq(active.statusTypeId, filter.statusTypeId)))})`,
      );
    }
    const where = and(...conditions);
    const total = await countTotal(
      this.db,
      this.db
        .select({ one: sql`1` })
        .from(users)
        .where(where),
    );
    const people = await this.db
      .select({ user: users, department: { id: structures.id, name: structures.name } })
      .from(users)
      .leftJoin(structures, eq(structures.id, users.departmentId))
      .where(where)
      .orderBy(byName(users.lastName), byName(users.name), users.id)
      .limit(page.per_page)
      .offset(pageOffset(page));
    const ids = people.map((person) => person.user.id);
    // Statuses from a year back onwards: what the screen shows beside each person.
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const statuses = ids.length
      ? await this.db
          .select()
          .from(userStatuses)
          .where(and(inArray(userStatuses.userId, ids), gte(userStatuses.dateEnd, yearAgo)))
          .orderBy(desc(userStatuses.dateStart))
      : [];
    const data: UserStatusRow[] = people.map(({ user, department }) => {
      const own = statuses
        .filter((status) => status.userId === user.id)
        .map((status) => toStatus(status, today));
      return {
        user: { id: user.id, full_name: fullName(user), work_position: user.workPosition, department },
        current: own.find((status) => status.active) ?? null,
        statuses: own,
      };
    });
    return paginated(data, total, page, '/api/dba_statuses/users');
  }

  /** The status active today, for the employee card. */
  async findCurrent(userId: number): Promise<UserStatus | null> {
    const today = this.clock.today();
    const [row] = await this.db
      .select()
      .from(userStatuses)
      .where(
        and(
          eq(userStatuses.userId, userId),
          lte(userStatuses.dateStart, today),
          gte(userStatuses.dateEnd, today),
        ),
      )
      .limit(1);
    return row ? toStatus(row, today) : null;
  }

  private async assertNoOverlap(body: UserStatusBody, exceptId?: number): Promise<void> {
    const [overlap] = await this.db
      .select({ id: userStatuses.id, dateStart: userStatuses.dateStart, dateEnd: userStatuses.dateEnd })
      .from(userStatuses)
      .where(
        and(
          eq(userStatuses.userId, body.user_id),
          lte(userStatuses.dateStart, body.date_end),
          gte(userStatuses.dateEnd, body.date_start),
          exceptId ? ne(userStatuses.id, exceptId) : undefined,
        ),
      )
      .orderBy(asc(userStatuses.dateStart))
      .limit(1);
    if (overlap) throw conflict(STATUS_OVERLAP_MESSAGE);
  }

  private async assertReferences(body: UserStatusBody): Promise<void> {
    const [user] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, body.user_id))
      .limit(1);
    if (!user) throw fieldError('user_id', 'Сотрудник не найден');
    if (!typeName.has(body.status_type_id)) throw fieldError('status_type_id', 'Неизвестный статус');
  }

  async create(actor: AuthUser, body: UserStatusBody): Promise<UserStatus> {
    await this.assertReferences(body);
    await this.assertNoOverlap(body);
    const [row] = await this.db
      .insert(userStatuses)
      .values({
        userId: body.user_id,
        statusTypeId: body.status_type_id,
        dateStart: body.date_start,
        dateEnd: body.date_end,
        comment: body.comment || null,
        createdBy: actor.id,
        updatedBy: actor.id,
      })
      .returning();
    return toStatus(row!, this.clock.today());
  }

  async update(actor: AuthUser, id: number, body: UserStatusBody): Promise<UserStatus> {
    const [existing] = await this.db.select().from(userStatuses).where(eq(userStatuses.id, id)).limit(1);
    if (!existing) throw notFound('Статус не найден');
    if (body.updated_at && new Date(body.updated_at).getTime() !== existing.updatedAt.getTime()) {
      throw conflict('Статус уже изменил другой пользователь. Обновите страницу.');
    }
    await this.assertReferences(body);
    await this.assertNoOverlap(body, id);
    const row = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(userStatuses)
        .set({
          userId: body.user_id,
          statusTypeId: body.status_type_id,
          dateStart: body.date_start,
          dateEnd: body.date_end,
          comment: body.comment || null,
          updatedBy: actor.id,
          updatedAt: this.clock.now(),
        })
        .where(eq(userStatuses.id, id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'user_status.update',
        targetType: 'user_status',
        targetId: id,
        details: {
          before: { ...existing, updatedAt: existing.updatedAt.toISOString(), createdAt: undefined },
        },
      });
      return updated!;
    });
    return toStatus(row, this.clock.today());
  }

  /** Deletes a status; the audit log keeps what it was. */
  async remove(actor: AuthUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [removed] = await tx.delete(userStatuses).where(eq(userStatuses.id, id)).returning();
      if (!removed) throw notFound('Статус не найден');
      await recordAudit(tx, {
        actor,
        action: 'user_status.delete',
        targetType: 'user_status',
        targetId: id,
        details: {
          user_id: removed.userId,
          status_type_id: removed.statusTypeId,
          date_start: removed.dateStart,
          date_end: removed.dateEnd,
          comment: removed.comment,
        },
      });
    });
  }
}
