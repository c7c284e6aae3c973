import { and, asc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import {
  EVENT_LIMITS,
  EVENT_MESSAGES,
  EVENT_PLANNED_STATUSES,
  EVENTS_PRICE_FILTER_MAX_DEFAULT,
  type EventDetail,
  type EventMemberStatus,
  type EventFilters,
  type EventInputParsed,
  type EventMeta,
  type EventsQueryParsed,
} from '@intranet/contracts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { placeholdersOf, PreparedReads } from '../../platform/db/prepared.ts';
import { byName } from '../../platform/db/sql.ts';
import { isImageMime } from '../../platform/files/images.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import { countTotalPrepared, paginated, pageOffset } from '../../platform/http/pagination.ts';
import { richTextToPlain, sanitizeRichText } from '../../platform/text/rich-text.ts';
import type { FilesService } from '../files/files.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SearchService } from '../search/search.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { TagsService } from '../social/tags.service.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import type { EventSeats } from './event-seats.ts';
import { eventDay, type EventRow } from './event-seats.ts';
import { eventAbilities, organises } from './events.policy.ts';
import {
  eventItemColumns,
  eventListConditions,
  eventListShape,
  eventListValues,
  type EventListValues,
  eventListOrder,
  liveEvent,
  liveEventIds,
  selectEventItems,
  toEventItem,
  toKopecks,
} from './events.queries.ts';
import { eventMembers, events, eventTags } from './events.schema.ts';

/**
 * Events: the list and calendar, one event, the filters derived from the data, and the
 * organisers' writes. Registration is EventMembersService's; seats and the waiting list are EventSeats'.
 */
export class EventsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly tagsService: TagsService,
    private readonly search: SearchService,
    private readonly files: FilesService,
    private readonly notifications: NotificationsService,
    private readonly seats: EventSeats,
  ) {}

  private readonly prepared = new PreparedReads();

  visible(ids: number[]): Promise<Set<number>> {
    return liveEventIds(this.db, ids);
  }

  /** GET /events/intranet: a page of live events with the filters applied (all of them in SQL). */
  async list(actor: AuthUser, query: EventsQueryParsed) {
    const now = this.clock.now();
    const values = eventListValues(query, actor.id, now, pageOffset(query));
    const shape = eventListShape(query);
    const matching = (v: EventListValues) =>
      this.db
        .select({ id: events.id })
        .from(events)
        .where(and(...eventListConditions(query, v)));
    // The page's ids first, then their columns: the per-row subqueries run for the page only, not for the
    // rows an offset skips. Both statements are prepared per shape of the query (platform/db/prepared.ts).
    const rows = await this.prepared.run(
      `events_list_${shape}`,
      () => {
        const v = placeholdersOf(values);
        const page = matching(v)
          .orderBy(...eventListOrder(query))
          .limit(v.limit)
          .offset(v.offset)
          .as('page');
        return selectEventItems(this.db, v.actor)
          .innerJoin(page, eq(page.id, events.id))
          .orderBy(...eventListOrder(query));
      },
      values,
    );
    const total = await countTotalPrepared(this.db, this.prepared, `events_count_${shape}`, matching, values);
    return paginated(
      rows.map((row) => toEventItem(row, now)),
      total,
      query,
      '/api/events/intranet',
    );
  }

  /** GET /events/filters: unique sorted addresses and types of live events, and the highest price. */
  async filters(actor: AuthUser): Promise<EventFilters> {
    const [addresses, types, [price], ceiling] = await Promise.all([
      this.db
        .selectDistinct({ value: events.address, order: byName(events.address) })
        .from(events)
        .where(liveEvent)
        .orderBy(byName(events.address)),
      this.db
        .selectDistinct({ value: events.type, order: byName(events.type) })
        .from(events)
        .where(liveEvent)
        .orderBy(byName(events.type)),
      this.db
        .select({ value: max(events.price) })
        .from(events)
        .where(and(liveEvent, isNotNull(events.price))),
      this.settings.value('events_price_filter_max'),
    ]);
    const maxPrice = price?.value === null || price?.value === undefined ? null : Number(price.value) / 100;
    const fallback = Number(ceiling);
    return {
      addresses: addresses.map((row) => row.value),
      types: types.map((row) => row.value),
      max_price: maxPrice,
      price_ceiling:
        maxPrice ?? (Number.isFinite(fallback) && fallback > 0 ? fallback : EVENTS_PRICE_FILTER_MAX_DEFAULT),
      abilities: { create: organises(actor) },
    };
  }

  /** GET /events/{id}: the event with its description, details, who goes and the caller's place. */
  async get(actor: AuthUser, id: number): Promise<EventDetail> {
    const [row] = await this.db
      .select({
        ...eventItemColumns(actor.id),
        description: events.description,
        meta: events.meta,
        createdAt: events.createdAt,
        updatedAt: events.updatedAt,
        deletedAt: events.deletedAt,
        author: { id: users.id, lastName: users.lastName, name: users.name, patronymic: users.patronymic },
      })
      .from(events)
      .innerJoin(users, eq(users.id, events.createdBy))
      .where(and(eq(events.id, id), liveEvent));
    if (!row) throw notFound(EVENT_MESSAGES.notFound);
    const now = this.clock.now();
    const members = await this.db
      .select({
        id: users.id,
        lastName: users.lastName,
        name: users.name,
        patronymic: users.patronymic,
        status: eventMembers.status,
      })
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(and(eq(eventMembers.eventId, id), inArray(eventMembers.status, [...EVENT_PLANNED_STATUSES])))
      // Registered first, then the waiting list in its order.
      .orderBy(
        sql`${eventMembers.status} = 'requested'`,
        asc(eventMembers.updatedAt),
        asc(eventMembers.userId),
      )
      .limit(EVENT_LIMITS.membersPreview);
    return {
      ...toEventItem(row, now),
      description: row.description,
      meta: row.meta,
      author: { id: row.author.id, full_name: fullName(row.author) },
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      members: members.map((member) => ({
        id: member.id,
        full_name: fullName(member),
        event_member_status: member.status as EventMemberStatus,
      })),
      my_waitlist_position: row.myStatus === 'requested' ? await this.waitlistPosition(id, actor.id) : null,
      abilities: eventAbilities(actor, row, now),
    };
  }

  /** 1 for the next in the waiting list: those who asked earlier (ties by id) go first. */
  private async waitlistPosition(eventId: number, userId: number): Promise<number> {
    const [row] = await this.db
      .select({ ahead: sql<number>`count(*)::int`.mapWith(Number) })
      .from(eventMembers)
      .where(
        sql`${eventMembers.eventId} = ${eventId} and ${eventMembers.status} = 'requested'
          and (${eventMembers.updatedAt}, ${eventMembers.userId}) < (select m.updated_at, m.user_id
            from ${eventMembers} m where m.event_id = ${eventId} and m.user_id = ${userId})`,
      );
    return (row?.ahead ?? 0) + 1;
  }

  /** The checked, sanitised columns of an event to write. */
  private async prepare(actor: AuthUser, input: EventInputParsed, keptImageId: number | null) {
    const description = sanitizeRichText(input.description);
    const imageId = input.image_id ?? null;
    // A picture kept as it was may be someone else's upload (another organiser made the event).
    if (imageId !== null && imageId !== keptImageId) {
      const [file] = await this.files.findByIds([imageId]);
      const usable = await this.files.findUsable(actor, [imageId]);
      if (!file || !usable.length || !isImageMime(file.mime))
        throw fieldError('image_id', EVENT_MESSAGES.notImage);
    }
    return {
      name: input.name,
      description,
      descriptionText: richTextToPlain(description),
      type: input.type,
      address: input.address,
      startsAt: new Date(input.starts_at),
      endsAt: new Date(input.ends_at),
      price: toKopecks(input.price),
      capacity: input.capacity,
      imageId,
      groups: [...new Set(input.groups)],
      meta: input.meta as EventMeta[],
    };
  }

  /** The event's picture and the pictures in its text become readable by everyone who reads the event. */
  private async shareFiles(actor: AuthUser, description: string, imageId: number | null): Promise<void> {
    const inline = [...description.matchAll(/\/api\/files\/(\d+)/g)].map((match) => Number(match[1]));
    const ids = [...new Set([...(imageId ? [imageId] : []), ...inline])];
    await this.files.share(this.db, await this.files.findUsable(actor, ids));
  }

  private async setTags(eventId: number, names: readonly string[]): Promise<void> {
    await this.db.delete(eventTags).where(eq(eventTags.eventId, eventId));
    const found = await this.tagsService.ensure(names);
    if (found.length)
      await this.db.insert(eventTags).values(found.map((tag) => ({ eventId, tagId: tag.id })));
  }

  private async index(event: EventRow, tagNames: readonly string[]): Promise<void> {
    await this.search.upsert([
      {
        kind: 'event',
        entityId: event.id,
        title: event.name,
        subtitle: `${eventDay(event.startsAt)} · ${event.address}`,
        body: [event.descriptionText, event.type, event.address, ...tagNames].join(' '),
        url: `/events/${event.id}`,
      },
    ]);
  }

  /** POST /events: written, tagged and indexed in one transaction. */
  async create(actor: AuthUser, input: EventInputParsed): Promise<EventDetail> {
    const fields = await this.prepare(actor, input, null);
    const id = await this.db.transaction(async () => {
      const [row] = await this.db
        .insert(events)
        .values({ ...fields, createdBy: actor.id })
        .returning();
      await this.setTags(row!.id, input.tags);
      await this.shareFiles(actor, fields.description, fields.imageId);
      await this.index(row!, input.tags);
      return row!.id;
    });
    return this.get(actor, id);
  }

  /** The live event under its row lock, or 404. */
  private async lockLive(id: number): Promise<EventRow> {
    const row = await this.seats.lock(id);
    if (row.deletedAt) throw notFound(EVENT_MESSAGES.notFound);
    return row;
  }

  /**
   * PUT /events/{id}: an edit made since the one the organiser saw is a 409. More seats (or no limit) let
   * the waiting list in at once.
   */
  async update(actor: AuthUser, id: number, input: EventInputParsed): Promise<EventDetail> {
    await this.db.transaction(async () => {
      const row = await this.lockLive(id);
      if (input.updated_at && new Date(input.updated_at).getTime() !== row.updatedAt.getTime())
        throw conflict(EVENT_MESSAGES.stale);
      const fields = await this.prepare(actor, input, row.imageId);
      const [saved] = await this.db
        .update(events)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(events.id, id))
        .returning();
      await this.setTags(id, input.tags);
      await this.shareFiles(
        actor,
        fields.description,
        fields.imageId === row.imageId ? null : fields.imageId,
      );
      await this.index(saved!, input.tags);
      if (saved!.endsAt.getTime() >= this.clock.now().getTime()) await this.seats.promote(id);
    });
    return this.get(actor, id);
  }

  /** DELETE /events/{id}: kept as deleted (audited), gone from lists and search; its members are told. */
  async remove(actor: AuthUser, id: number): Promise<void> {
    await this.db.transaction(async () => {
      const row = await this.lockLive(id);
      await this.db
        .update(events)
        .set({ deletedAt: sql`now()`, deletedBy: actor.id })
        .where(eq(events.id, id));
      await this.files.unsharePublished(this.db, { html: [row.description], fileIds: [row.imageId] });
      await this.search.remove('event', [id]);
      await recordAudit(this.db, {
        actor,
        action: 'event.delete',
        targetType: 'event',
        targetId: id,
        details: { name: row.name, registered: row.registeredCount, requested: row.requestedCount },
      });
      if (row.endsAt.getTime() < this.clock.now().getTime()) return;
      const planned = await this.db
        .select({ userId: eventMembers.userId })
        .from(eventMembers)
        .where(and(eq(eventMembers.eventId, id), inArray(eventMembers.status, ['registered', 'requested'])));
      await this.notifications.notifyUsers(
        planned.map((member) => member.userId).filter((userId) => userId !== actor.id),
        {
          title: 'Событие отменено',
          body: `«${row.name}», ${eventDay(row.startsAt)}: организатор отменил событие.`,
          link: '/events#my-plans',
        },
      );
    });
  }
}
