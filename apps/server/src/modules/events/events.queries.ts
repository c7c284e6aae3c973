import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  EVENT_PLANNED_STATUSES,
  freePlaces,
  type EventGroup,
  type EventImage,
  type EventItem,
  type EventMemberStatus,
  type EventsQueryParsed,
  type Tag,
} from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { qualified } from '../../platform/db/sql.ts';
import { filePreviews } from '../files/files.schema.ts';
import { previewUrl } from '../files/files.service.ts';
import { tags } from '../social/social.schema.ts';
import { commentCountOf, likeCountOf, myLikeOf } from '../social/social.sql.ts';
import { eventMembers, events, eventTags } from './events.schema.ts';

export const liveEvent = isNull(events.deletedAt);

/**
 * The columns of an event in a list, everything in one statement: its tags and its image's previews as
 * subqueries, the caller's status and like, the kept counts of likes and comments.
 */
export function eventItemColumns(actorId: number) {
  return {
    id: events.id,
    name: events.name,
    type: events.type,
    address: events.address,
    startsAt: events.startsAt,
    endsAt: events.endsAt,
    price: events.price,
    capacity: events.capacity,
    imageId: events.imageId,
    groups: events.groups,
    registered: events.registeredCount,
    requested: events.requestedCount,
    previewWidths: sql<
      number[] | null
    >`(select array_agg(${filePreviews.width} order by ${filePreviews.width})
      from ${filePreviews} where ${filePreviews.fileId} = ${qualified(events.imageId)})`,
    tags: sql<Tag[] | null>`(select json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name})
      order by ${tags.name} collate "ru_ru") from ${eventTags} join ${tags} on ${tags.id} = ${eventTags.tagId}
      where ${eventTags.eventId} = ${qualified(events.id)})`,
    myStatus: sql<EventMemberStatus | null>`(select ${eventMembers.status} from ${eventMembers}
      where ${eventMembers.eventId} = ${qualified(events.id)} and ${eventMembers.userId} = ${actorId}::int)`,
    likes: likeCountOf('event', events.id),
    comments: commentCountOf('event', events.id),
    myLike: myLikeOf('event', events.id, actorId),
  };
}

/** Events with the list's columns, for the caller to filter, order and page. */
export function selectEventItems(db: Db, actorId: number) {
  return db.select(eventItemColumns(actorId)).from(events);
}

export type EventItemRow = Awaited<ReturnType<typeof selectEventItems>>[number];

/** The image of an event: the original, its smallest preview (cards) and its widest (the page). */
export function eventImage(imageId: number | null, widths: readonly number[] | null): EventImage | null {
  if (imageId === null) return null;
  const url = `/api/files/${imageId}`;
  const sorted = [...(widths ?? [])].map(Number).sort((a, b) => a - b);
  return {
    id: imageId,
    url,
    thumb_url: sorted.length ? previewUrl(imageId, sorted[0]!) : url,
    preview_url: sorted.length ? previewUrl(imageId, sorted.at(-1)!) : url,
  };
}

/** Kopecks of the database to roubles of the wire, and back. */
export const toRoubles = (kopecks: number | null) => (kopecks === null ? null : kopecks / 100);
export const toKopecks = (roubles: number | null) => (roubles === null ? null : Math.round(roubles * 100));

export function toEventItem(row: EventItemRow, now: Date): EventItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    address: row.address,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    price: toRoubles(row.price),
    image: eventImage(row.imageId, row.previewWidths),
    groups: row.groups as EventGroup[],
    tags: row.tags ?? [],
    capacity: row.capacity,
    registered: row.registered,
    requested: row.requested,
    free_places: freePlaces(row.capacity, row.registered),
    my_status: row.myStatus,
    past: row.endsAt.getTime() < now.getTime(),
    likes: row.likes,
    comments: row.comments,
    my_like_id: row.myLike,
  };
}

/** Midnight of a calendar day in the server's time zone (the zone the clock's "today" is in). */
function dayStart(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00`);
}

/** The values of GET /events/intranet's statements (their placeholders when prepared, platform/db/prepared.ts). */
export function eventListValues(query: EventsQueryParsed, actorId: number, now: Date, offset: number) {
  return {
    actor: actorId,
    now: now.toISOString(),
    // An event ending exactly at the period's first midnight belongs to the day before.
    periodStart: query.date_start ? dayStart(query.date_start).toISOString() : null,
    periodEnd: query.date_end ? dayStart(addDays(query.date_end, 1)).toISOString() : null,
    address: query.address ?? null,
    type: query.type ?? null,
    priceMax: query.price_max === undefined ? null : Math.round(query.price_max * 100),
    tag: query.tag ?? null,
    limit: query.per_page,
    offset,
  };
}
export type EventListValues = ReturnType<typeof eventListValues>;

/** Which conditions and order a list query has: one prepared statement each (its name). */
export function eventListShape(query: EventsQueryParsed): string {
  const period = query.date_start && query.date_end;
  return [
    period ? 'period' : query.when,
    query.address ? 'address' : '',
    query.type ? 'type' : '',
    query.price_max !== undefined ? 'price' : '',
    query.tag ? 'tag' : '',
    query.mine ? 'mine' : '',
    eventListForwards(query) ? 'asc' : 'desc',
  ]
    .filter(Boolean)
    .join('_');
}

/** The conditions of GET /events/intranet; each is served by an index of events or event_members. */
export function eventListConditions(query: EventsQueryParsed, v: EventListValues): SQL[] {
  const conditions: SQL[] = [liveEvent];
  if (query.date_start && query.date_end) {
    // Events that overlap the period: a two-day conference shows on both days of the calendar.
    conditions.push(sql`${events.startsAt} < ${v.periodEnd}::timestamptz`);
    conditions.push(
      sql`(${events.endsAt} > ${v.periodStart}::timestamptz or ${events.startsAt} >= ${v.periodStart}::timestamptz)`,
    );
  } else if (query.when === 'upcoming') conditions.push(sql`${events.endsAt} >= ${v.now}::timestamptz`);
  else if (query.when === 'past') conditions.push(sql`${events.endsAt} < ${v.now}::timestamptz`);
  if (query.address) conditions.push(sql`${events.address} = ${v.address}`);
  if (query.type) conditions.push(sql`${events.type} = ${v.type}`);
  // An unknown price is not «up to X»: those events are left out of a price filter.
  if (query.price_max !== undefined) conditions.push(sql`${events.price} <= ${v.priceMax}::int`);
  if (query.tag)
    conditions.push(
      sql`exists (select 1 from ${eventTags} join ${tags} on ${tags.id} = ${eventTags.tagId}
        where ${eventTags.eventId} = ${events.id} and lower(${tags.name}) = lower(${v.tag}))`,
    );
  if (query.mine)
    conditions.push(
      sql`exists (select 1 from ${eventMembers} where ${eventMembers.eventId} = ${events.id}
        and ${eventMembers.userId} = ${v.actor}::int
        and ${inArray(eventMembers.status, [...EVENT_PLANNED_STATUSES])})`,
    );
  return conditions;
}

/** Upcoming events and a month read forwards; past ones and «все» newest first. */
export function eventListOrder(query: EventsQueryParsed): SQL[] {
  return eventListForwards(query)
    ? [sql`${events.startsAt} asc`, sql`${events.id} asc`]
    : [sql`${events.startsAt} desc`, sql`${events.id} desc`];
}

function eventListForwards(query: EventsQueryParsed): boolean {
  return Boolean(query.date_start) || query.when === 'upcoming';
}

/** Live events among `ids` (every signed-in person sees every live event). */
export async function liveEventIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(inArray(events.id, ids), liveEvent));
  return new Set(rows.map((row) => row.id));
}
