import { Readable } from 'node:stream';
import { Faker, ru } from '@faker-js/faker';
import { eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { EventMemberStatus } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { PREVIEW_MIME, reencodeImage } from '../../platform/files/images.ts';
import type { InspectedFile, StoredPreview } from '../../platform/files/inspect.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { todayIso } from '../../platform/http/dates.ts';
import { richTextToPlain } from '../../platform/text/rich-text.ts';
import { eventDay } from './event-seats.ts';
import { eventMembers, events, eventTags } from './events.schema.ts';
import { FilesService } from '../files/files.service.ts';
import { SearchService } from '../search/search.service.ts';
import { comments, likes, socialCounters } from '../social/social.schema.ts';
import { TagsService } from '../social/tags.service.ts';
import { roles, userRoles, users } from '../users/users.schema.ts';
import { DEMO_EVENTS, EVENT_COMMENTS, type DemoEventText, type EventCover } from './events.demo-texts.ts';

const PALETTES: Record<EventCover, [string, string, string]> = {
  meetup: ['#1d4ed8', '#60a5fa', '#dbeafe'],
  sport: ['#15803d', '#4ade80', '#dcfce7'],
  party: ['#be185d', '#f472b6', '#fce7f3'],
  education: ['#7c2d12', '#fb923c', '#ffedd5'],
  charity: ['#0e7490', '#67e8f9', '#cffafe'],
  trip: ['#4338ca', '#a5b4fc', '#e0e7ff'],
};

/** An abstract cover (no text: fonts differ between machines): stripes and rings in the subject's colours. */
async function drawCover(cover: EventCover, faker: Faker): Promise<Buffer> {
  const [dark, light, pale] = PALETTES[cover];
  const rings = Array.from({ length: 5 }, () => {
    const r = faker.number.int({ min: 60, max: 260 });
    return `<circle cx="${faker.number.int({ min: 0, max: 1200 })}" cy="${faker.number.int({ min: 0, max: 630 })}"
      r="${r}" fill="none" stroke="${faker.helpers.arrayElement([light, pale, '#ffffff'])}"
      stroke-width="${faker.number.int({ min: 8, max: 40 })}" stroke-opacity="0.35"/>`;
  }).join('');
  const angle = faker.number.int({ min: -30, max: 30 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <g transform="rotate(${angle} 600 315)" fill="${pale}" fill-opacity="0.18">
      <rect x="-200" y="120" width="1600" height="60"/><rect x="-200" y="300" width="1600" height="110"/>
      <rect x="-200" y="520" width="1600" height="40"/></g>${rings}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** The picture stored the way an upload is: re-encoded, with its previews. */
async function storeCover(storage: FileStorage, bytes: Buffer, name: string): Promise<InspectedFile> {
  const image = await reencodeImage(bytes, 'image/jpeg');
  const object = await storage.put(Readable.from([image.bytes]));
  const previews: StoredPreview[] = [];
  for (const preview of image.previews)
    previews.push({
      ...(await storage.put(Readable.from([preview.bytes]))),
      width: preview.width,
      mime: PREVIEW_MIME,
    });
  return { ...object, field: 'file', name, mime: 'image/jpeg', previews };
}

async function loginId(db: Db, login: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return row?.id;
}

/**
 * A moment `day` days from the seed's today at `hour` Moscow time (UTC+3 all year): the demo's times read the
 * same whatever zone the server runs in.
 */
function at(today: string, day: number, hour: number): Date {
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + day) + (hour - 3) * 3_600_000);
}

interface Member {
  userId: number;
  status: EventMemberStatus;
  updatedAt: Date;
}

/** Who answered an event: registered up to the seats (all of them when full, with a line), a few others. */
function membersOf(
  text: DemoEventText,
  people: number[],
  employeeId: number | undefined,
  createdAt: Date,
  faker: Faker,
): Member[] {
  const others = people.filter((id) => id !== employeeId);
  const seats = text.capacity ?? faker.number.int({ min: 15, max: 45 });
  const registeredCount = text.full
    ? seats
    : Math.min(seats - 1, faker.number.int({ min: Math.ceil(seats / 4), max: Math.ceil((seats * 3) / 4) }));
  const waiting = text.full ? faker.number.int({ min: 2, max: 5 }) : 0;
  const extra = faker.number.int({ min: 2, max: 6 });
  const pool = faker.helpers.shuffle(others).slice(0, registeredCount + waiting + extra);
  const wantsEmployee = text.employee && employeeId !== undefined;
  // The demo employee goes, or waits last in line when the event is full.
  const going = wantsEmployee && !text.full ? [employeeId, ...pool] : pool;
  let minute = 0;
  const next = () =>
    new Date(createdAt.getTime() + (minute += faker.number.int({ min: 7, max: 400 })) * 60_000);
  const members: Member[] = going.slice(0, registeredCount).map((userId) => ({
    userId,
    status: 'registered',
    updatedAt: next(),
  }));
  for (const userId of going.slice(registeredCount, registeredCount + waiting))
    members.push({ userId, status: 'requested', updatedAt: next() });
  if (wantsEmployee && text.full)
    members.push({ userId: employeeId, status: 'requested', updatedAt: next() });
  for (const userId of going.slice(registeredCount + waiting))
    members.push({
      userId,
      status: faker.helpers.arrayElement(['uninteresting', 'back']),
      updatedAt: next(),
    });
  return members;
}

/**
 * The events of the demo: twenty events over the months around the seed's today, with
 * covers, tags, details, members (some full with a waiting list, the demo `employee` going to several),
 * comments and likes, in the search index. Written once: a database with any event is left alone.
 */
export async function seedEventsDemo(db: Db, storage: FileStorage, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ id: events.id }).from(events).limit(1);
  if (existing) return;
  const people = (await db.select({ id: users.id }).from(users).where(isNull(users.fireDate))).map(
    (row) => row.id,
  );
  if (people.length < 20) return;
  const faker = new Faker({ locale: [ru] });
  faker.seed(20260314);
  const organisers = (
    await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(roles.name, ['moderator', 'admin']))
  ).map((row) => row.id);
  const authors = organisers.length ? organisers : people.slice(0, 1);
  const employeeId = await loginId(db, 'employee');
  const today = todayIso(now);

  const filesService = new FilesService(db, storage);
  const stored: InspectedFile[] = [];
  try {
    for (const [index, text] of DEMO_EVENTS.entries())
      stored.push(await storeCover(storage, await drawCover(text.cover, faker), `событие-${index + 1}.jpg`));
  } catch (error) {
    await filesService.discard(stored);
    throw error;
  }

  try {
    await db.transaction(async () => {
      const fileRows = await filesService.recordUploads(db, stored, authors[0]!);
      await filesService.share(
        db,
        fileRows.map((row) => row.id),
      );
      const tagList = await new TagsService(db).ensure([
        ...new Set(DEMO_EVENTS.flatMap((text) => text.tags)),
      ]);
      const tagId = new Map(tagList.map((tag) => [tag.name.toLowerCase(), tag.id]));
      const planned = DEMO_EVENTS.map((text, index) => {
        const startsAt = at(today, text.day, text.hour);
        // Announced three to five weeks ahead.
        const createdAt = new Date(startsAt.getTime() - faker.number.int({ min: 21, max: 35 }) * 86_400_000);
        return {
          text,
          createdAt,
          members: membersOf(text, people, employeeId, createdAt, faker),
          row: {
            name: text.name,
            description: text.description,
            descriptionText: richTextToPlain(text.description),
            type: text.type,
            address: text.address,
            startsAt,
            endsAt: new Date(startsAt.getTime() + text.hours * 3_600_000),
            price: text.price === null ? null : text.price * 100,
            capacity: text.capacity,
            imageId: fileRows[index]!.id,
            groups: text.groups,
            meta: text.meta,
            createdBy: faker.helpers.arrayElement(authors),
            createdAt,
            updatedAt: createdAt,
          },
        };
      });
      const written = await db
        .insert(events)
        .values(
          planned.map((item) => ({
            ...item.row,
            registeredCount: item.members.filter((member) => member.status === 'registered').length,
            requestedCount: item.members.filter((member) => member.status === 'requested').length,
          })),
        )
        .returning({ id: events.id });
      const ids = written.map((row) => row.id);
      await db
        .insert(eventTags)
        .values(
          planned.flatMap((item, index) =>
            item.text.tags.map((name) => ({ eventId: ids[index]!, tagId: tagId.get(name.toLowerCase())! })),
          ),
        );
      await db.insert(eventMembers).values(
        planned.flatMap((item, index) =>
          item.members.map((member) => ({
            eventId: ids[index]!,
            userId: member.userId,
            status: member.status,
            createdAt: member.updatedAt,
            updatedAt: member.updatedAt,
          })),
        ),
      );

      const counters: (typeof socialCounters.$inferInsert)[] = [];
      for (const [index, item] of planned.entries()) {
        const eventId = ids[index]!;
        const texts = item.text.comments ?? faker.helpers.arrayElements(EVENT_COMMENTS, { min: 0, max: 2 });
        let written_at = item.createdAt;
        for (const body of texts) {
          written_at = new Date(written_at.getTime() + faker.number.int({ min: 30, max: 2000 }) * 60_000);
          await db.insert(comments).values({
            entityType: 'event',
            entityId: eventId,
            authorId: faker.helpers.arrayElement(people),
            body,
            createdAt: written_at,
            updatedAt: written_at,
          });
        }
        const likers = faker.helpers.arrayElements(people, faker.number.int({ min: 0, max: 18 }));
        if (likers.length)
          await db
            .insert(likes)
            .values(likers.map((createdBy) => ({ entityType: 'event', entityId: eventId, createdBy })));
        counters.push({
          entityType: 'event',
          entityId: eventId,
          likes: likers.length,
          comments: texts.length,
        });
      }
      await db.insert(socialCounters).values(counters);

      await new SearchService(db).upsert(
        planned.map((item, index) => ({
          kind: 'event' as const,
          entityId: ids[index]!,
          title: item.text.name,
          subtitle: `${eventDay(item.row.startsAt)} · ${item.text.address}`,
          body: [item.row.descriptionText, item.text.type, item.text.address, ...item.text.tags].join(' '),
          url: `/events/${ids[index]!}`,
        })),
      );
    });
  } catch (error) {
    await filesService.discard(stored);
    throw error;
  }
}
