import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import ical, { type ICalCalendar } from 'ical-generator';
import { EVENT_MESSAGES, formatEventPrice, type CalendarFeed } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { users } from '../users/users.schema.ts';
import { toRoubles } from './events.queries.ts';
import { eventCalendarTokens, eventMembers, events } from './events.schema.ts';

type EventRow = typeof events.$inferSelect;

/** Past events a feed still lists, so a calendar keeps what one attended recently. */
const FEED_PAST_DAYS = 90;

export const ICS_MIME = 'text/calendar; charset=utf-8';

/** The address of a person's feed (relative: the web puts its own origin before it). */
export const feedPath = (token: string) => `/api/events/calendar.ics?token=${token}`;

function calendar(name: string): ICalCalendar {
  return ical({ name, prodId: { company: 'Intranet', product: 'Events', language: 'RU' } });
}

/** One VEVENT: a stable UID per event, so a subscribed calendar updates it rather than adding a copy. */
function addEvent(cal: ICalCalendar, event: EventRow, origin: string): void {
  const url = `${origin}/events/${event.id}`;
  cal.createEvent({
    id: `event-${event.id}@intranet`,
    start: event.startsAt,
    end: event.endsAt,
    summary: event.name,
    location: event.address,
    description: [event.descriptionText, `Стоимость: ${formatEventPrice(toRoubles(event.price))}`, url]
      .filter(Boolean)
      .join('\n\n'),
    url,
    lastModified: event.updatedAt,
    created: event.createdAt,
  });
}

/**
 * Calendars: an .ics file per event, and a personal feed of the events a person is
 * registered for, read by calendar programs without a session through a secret token in its address; the
 * person regenerates (the old address stops working) or revokes it.
 */
export class EventCalendarService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** GET /events/{id}/ics: the live event as a calendar file. */
  async eventFile(id: number, origin: string): Promise<{ body: string; fileName: string }> {
    const [event] = await this.db
      .select()
      .from(events)
      .where(and(eq(events.id, id), isNull(events.deletedAt)));
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    const cal = calendar(event.name);
    addEvent(cal, event, origin);
    return { body: cal.toString(), fileName: `event-${id}.ics` };
  }

  /** GET /events/calendar.ics?token=: the owner's registered events; an unknown or revoked token is 404. */
  async feed(token: string, origin: string): Promise<string> {
    const [owner] = await this.db
      .select({ userId: eventCalendarTokens.userId, fireDate: users.fireDate })
      .from(eventCalendarTokens)
      .innerJoin(users, eq(users.id, eventCalendarTokens.userId))
      .where(eq(eventCalendarTokens.token, token));
    if (!owner || owner.fireDate) throw notFound(EVENT_MESSAGES.feedNotFound);
    const since = new Date(this.clock.now().getTime() - FEED_PAST_DAYS * 86_400_000);
    const rows = await this.db
      .select({ event: events })
      .from(eventMembers)
      .innerJoin(events, eq(events.id, eventMembers.eventId))
      .where(
        and(
          eq(eventMembers.userId, owner.userId),
          eq(eventMembers.status, 'registered'),
          isNull(events.deletedAt),
          gte(events.endsAt, since),
        ),
      )
      .orderBy(asc(events.startsAt), asc(events.id));
    const cal = calendar('Мои события');
    for (const { event } of rows) addEvent(cal, event, origin);
    return cal.toString();
  }

  async feedInfo(actor: AuthUser): Promise<CalendarFeed> {
    const [row] = await this.db
      .select()
      .from(eventCalendarTokens)
      .where(eq(eventCalendarTokens.userId, actor.id));
    return row
      ? { url: feedPath(row.token), created_at: row.createdAt.toISOString() }
      : { url: null, created_at: null };
  }

  /** POST /events/calendar-feed: a new secret; the previous address stops working at once. */
  async regenerate(actor: AuthUser): Promise<CalendarFeed> {
    const token = randomBytes(24).toString('base64url');
    await this.db
      .insert(eventCalendarTokens)
      .values({ userId: actor.id, token })
      .onConflictDoUpdate({
        target: eventCalendarTokens.userId,
        set: { token, createdAt: this.clock.now() },
      });
    return this.feedInfo(actor);
  }

  /** DELETE /events/calendar-feed: the address stops working; nothing else changes. */
  async revoke(actor: AuthUser): Promise<void> {
    await this.db.delete(eventCalendarTokens).where(eq(eventCalendarTokens.userId, actor.id));
  }
}
