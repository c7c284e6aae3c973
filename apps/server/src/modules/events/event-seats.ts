import { and, asc, eq, sql } from 'drizzle-orm';
import { formatRussianDate, type EventMemberStatus } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { lockRows } from '../../platform/db/transaction-context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { todayIso } from '../../platform/http/dates.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { eventMembers, events } from './events.schema.ts';
import { EVENT_MESSAGES } from '@intranet/contracts';

export type EventRow = typeof events.$inferSelect;

const counted = (status: EventMemberStatus | null, which: EventMemberStatus) => (status === which ? 1 : 0);

/** «12.03.2026»: the day an event starts, in the server's time zone. */
export const eventDay = (startsAt: Date) => formatRussianDate(todayIso(startsAt));

/**
 * Seats of an event: every change of a member's status goes through here, inside a transaction holding the
 * event's row lock (`lock`), so the kept counts stay true and two people never take one last seat.
 */
export class EventSeats {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationsService,
  ) {}

  /** Locks the event's row for the rest of the transaction and answers it (a deleted one too); 404 if none. */
  async lock(id: number): Promise<EventRow> {
    await lockRows(this.db, events, events.id, [id]);
    const [row] = await this.db.select().from(events).where(eq(events.id, id));
    if (!row) throw notFound(EVENT_MESSAGES.notFound);
    return row;
  }

  async statusOf(eventId: number, userId: number): Promise<EventMemberStatus | null> {
    const [row] = await this.db
      .select({ status: eventMembers.status })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)));
    return (row?.status as EventMemberStatus | undefined) ?? null;
  }

  /** Whether a newcomer would wait: the seats are taken (an event without a limit is never full). */
  static isFull(event: Pick<EventRow, 'capacity' | 'registeredCount'>): boolean {
    return event.capacity !== null && event.registeredCount >= event.capacity;
  }

  /** Sets one member's status (creating the member) and moves the event's counts with it. */
  async move(eventId: number, userId: number, from: EventMemberStatus | null, to: EventMemberStatus) {
    if (from === to) return;
    // clock_timestamp, not now(): the waiting list is in the order the statuses were really set.
    await this.db
      .insert(eventMembers)
      .values({ eventId, userId, status: to, updatedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({
        target: [eventMembers.eventId, eventMembers.userId],
        set: { status: to, updatedAt: sql`clock_timestamp()` },
      });
    const registered = counted(to, 'registered') - counted(from, 'registered');
    const requested = counted(to, 'requested') - counted(from, 'requested');
    if (registered || requested)
      await this.db
        .update(events)
        .set({
          registeredCount: sql`${events.registeredCount} + ${registered}`,
          requestedCount: sql`${events.requestedCount} + ${requested}`,
        })
        .where(eq(events.id, eventId));
  }

  /**
   * Gives free seats to the waiting list, first come first served, and tells each promoted person (the
   * notification leaves with the commit). Call under the event's lock after a seat frees or the capacity grows.
   */
  async promote(eventId: number): Promise<number[]> {
    const [event] = await this.db.select().from(events).where(eq(events.id, eventId));
    if (!event || event.requestedCount === 0) return [];
    const free =
      event.capacity === null ? event.requestedCount : Math.max(0, event.capacity - event.registeredCount);
    if (free === 0) return [];
    const next = await this.db
      .select({ userId: eventMembers.userId })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.status, 'requested')))
      .orderBy(asc(eventMembers.updatedAt), asc(eventMembers.userId))
      .limit(free);
    for (const { userId } of next) await this.move(eventId, userId, 'requested', 'registered');
    await this.notifications.notifyUsers(
      next.map((row) => row.userId),
      {
        title: 'Вы записаны на событие',
        body: `Освободилось место: «${event.name}», ${eventDay(event.startsAt)}. Вы в списке участников.`,
        link: `/events/${eventId}`,
      },
    );
    return next.map((row) => row.userId);
  }
}
