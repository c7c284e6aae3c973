import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  EVENT_MEMBER_STATUS_LABELS,
  EVENT_MESSAGES,
  freesSeat,
  subscribeOutcome,
  type EventMember,
  type EventMemberStatus,
  type EventOrganiserStatus,
  type EventSubscribeStatus,
} from '@intranet/contracts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import { paginated, pageOffset, type PageRequest } from '../../platform/http/pagination.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { structures } from '../organisation/organisation.schema.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { eventDay, EventSeats, type EventRow } from './event-seats.ts';
import { registrationClosed } from './events.policy.ts';
import { eventMembers, events } from './events.schema.ts';

/** Registered first, then the waiting list, then the rest; each in the order the status was set. */
const STATUS_ORDER = sql`case ${eventMembers.status} when 'registered' then 0 when 'requested' then 1
  when 'uninteresting' then 2 when 'back' then 3 else 4 end`;

/**
 * Who goes to an event: employees register, wait, lose interest or withdraw
 * (POST /events/{id}/subscribe); organisers see the members, change a status and export the list.
 */
export class EventMembersService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly seats: EventSeats,
    private readonly notifications: NotificationsService,
  ) {}

  /** 409 with the reason when registration is closed (a deleted event is a 409 too: spec, "Bad input"). */
  private assertOpen(event: EventRow): void {
    const closed = registrationClosed(event, this.clock.now());
    if (closed) throw conflict(EVENT_MESSAGES[closed]);
  }

  /**
   * POST /events/{id}/subscribe: under the event's lock, so of two people asking for the last seat one is
   * registered and the other waits. Asking again changes nothing. A registered member leaving lets the first
   * of the waiting list in.
   */
  async subscribe(actor: AuthUser, eventId: number, wanted: EventSubscribeStatus): Promise<void> {
    await this.db.transaction(async () => {
      const event = await this.seats.lock(eventId);
      this.assertOpen(event);
      const current = await this.seats.statusOf(eventId, actor.id);
      const outcome = subscribeOutcome(current, wanted, EventSeats.isFull(event));
      if (!outcome.ok) throw conflict(EVENT_MESSAGES[outcome.reason]);
      if (!outcome.changed) return;
      await this.seats.move(eventId, actor.id, current, outcome.status);
      if (freesSeat(current, outcome.status)) await this.seats.promote(eventId);
    });
  }

  /**
   * PUT /events/{id}/members/{userId} (organisers): register (while seats remain), put on the waiting list, or
   * exclude a member; the member is told. An exclusion frees the seat for the waiting list.
   */
  async setStatus(
    actor: AuthUser,
    eventId: number,
    userId: number,
    status: EventOrganiserStatus,
  ): Promise<EventMember> {
    await this.db.transaction(async () => {
      const event = await this.seats.lock(eventId);
      if (event.deletedAt) throw conflict(EVENT_MESSAGES.deleted);
      const current = await this.seats.statusOf(eventId, userId);
      if (current === null) throw notFound(EVENT_MESSAGES.memberNotFound);
      if (current === status) return;
      if (status === 'registered' && EventSeats.isFull(event)) throw conflict(EVENT_MESSAGES.full);
      await this.seats.move(eventId, userId, current, status);
      await recordAudit(this.db, {
        actor,
        action: 'event.member_status',
        targetType: 'event',
        targetId: eventId,
        details: { user_id: userId, from: current, to: status },
      });
      const open = registrationClosed(event, this.clock.now()) === null;
      if (freesSeat(current, status) && open) await this.seats.promote(eventId);
      if (userId !== actor.id && open && status !== 'requested')
        await this.notifications.notifyUsers([userId], {
          title: status === 'registered' ? 'Вы записаны на событие' : 'Вы исключены из участников события',
          body: `«${event.name}», ${eventDay(event.startsAt)}.`,
          link: `/events/${eventId}`,
        });
    });
    const [member] = await this.select(
      eq(eventMembers.eventId, eventId),
      1,
      0,
      eq(eventMembers.userId, userId),
    );
    return member!;
  }

  private select(where: SQL, limit: number, offset: number, extra?: SQL) {
    return this.db
      .select({
        user: {
          id: users.id,
          lastName: users.lastName,
          name: users.name,
          patronymic: users.patronymic,
          workPosition: users.workPosition,
          email: users.email,
        },
        department: structures.name,
        status: eventMembers.status,
        updatedAt: eventMembers.updatedAt,
      })
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .leftJoin(structures, eq(structures.id, users.departmentId))
      .where(extra ? and(where, extra) : where)
      .orderBy(STATUS_ORDER, asc(eventMembers.updatedAt), asc(eventMembers.userId))
      .limit(limit)
      .offset(offset)
      .then((rows) =>
        rows.map((row): EventMember => ({
          user: {
            id: row.user.id,
            full_name: fullName(row.user),
            work_position: row.user.workPosition,
            department: row.department,
            email: row.user.email,
          },
          status: row.status as EventMemberStatus,
          updated_at: row.updatedAt.toISOString(),
        })),
      );
  }

  /** The event for organisers: a deleted one stays readable to them only through the audit, so 404 here. */
  private async liveEvent(eventId: number): Promise<EventRow> {
    const [event] = await this.db.select().from(events).where(eq(events.id, eventId));
    if (!event || event.deletedAt) throw notFound(EVENT_MESSAGES.notFound);
    return event;
  }

  /** GET /events/{id}/members: a page of members, registered first, then the waiting list in its order. */
  async list(eventId: number, query: PageRequest & { status?: EventMemberStatus }) {
    await this.liveEvent(eventId);
    const where = and(
      eq(eventMembers.eventId, eventId),
      query.status ? eq(eventMembers.status, query.status) : undefined,
    )!;
    const [data, [counted]] = await Promise.all([
      this.select(where, query.per_page, pageOffset(query)),
      this.db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(eventMembers)
        .where(where),
    ]);
    return paginated(data, counted?.n ?? 0, query, `/api/events/${eventId}/members`);
  }

  /** GET /events/{id}/members/export: every member with status, as a workbook. */
  async export(eventId: number): Promise<{ bytes: Buffer; fileName: string }> {
    const event = await this.liveEvent(eventId);
    const members = await this.select(eq(eventMembers.eventId, eventId), 1_000_000, 0);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Участники');
    sheet.addRow([`${event.name}, ${eventDay(event.startsAt)}, ${event.address}`]).font = { bold: true };
    sheet.addRow(['Сотрудник', 'Должность', 'Подразделение', 'Эл. почта', 'Статус', 'Статус с']).font = {
      bold: true,
    };
    for (const member of members)
      sheet.addRow([
        member.user.full_name,
        member.user.work_position ?? '',
        member.user.department ?? '',
        member.user.email,
        EVENT_MEMBER_STATUS_LABELS[member.status],
        new Date(member.updated_at).toLocaleString('ru-RU'),
      ]);
    sheet.columns.forEach((column, index) => (column.width = [36, 30, 30, 30, 22, 20][index]));
    sheet.views = [{ state: 'frozen', ySplit: 2 }];
    return {
      bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
      fileName: `Участники события ${event.id}.xlsx`,
    };
  }
}
