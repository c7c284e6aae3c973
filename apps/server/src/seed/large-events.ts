import { Faker, ru } from '@faker-js/faker';
import { isNull, sql } from 'drizzle-orm';
import type { EventGroup, EventMemberStatus } from '@intranet/contracts';
import type { Db } from '../platform/db/database.ts';
import { eventMembers, events, eventTags } from '../modules/events/events.schema.ts';
import { TagsService } from '../modules/social/tags.service.ts';
import { users } from '../modules/users/users.schema.ts';
import type { LargeContentSeeder } from './large-content.ts';
import { EVENT_PLACES } from '../modules/events/events.demo-texts.ts';

const TYPES = [
  'Митап',
  'Конференция',
  'Обучение',
  'Спорт',
  'Корпоратив',
  'Волонтёрство',
  'Мастер-класс',
  'Экскурсия',
];
const TOPICS = [
  'Разработка',
  'Аналитика',
  'Безопасность',
  'Дизайн',
  'Финансы',
  'Английский',
  'Здоровье',
  'Команда',
];
const CITIES = [
  'Москва',
  'Санкт-Петербург',
  'Казань',
  'Нижний Новгород',
  'Воронеж',
  'Минск',
  'Алматы',
  'Астана',
];
const GROUPS: EventGroup[] = ['everyone', 'newcomers', 'managers', 'engineers', 'families', 'sport'];
const STREETS = ['ул. Ленина', 'пр. Мира', 'ул. Садовая', 'наб. Реки', 'ул. Гагарина', 'пр. Победы'];
const SUBJECTS = [
  'опыт команды',
  'практика и разбор кейсов',
  'встреча с экспертами',
  'открытая дискуссия',
  'итоги квартала',
  'для новичков',
  'продвинутый уровень',
  'вопросы и ответы',
];
const BATCH = 2_000;

/** One event for every five people, spread over a year before and after today. */
export const EVENTS_PER_PERSON = 0.2;

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let offset = 0; offset < rows.length; offset += BATCH)
    await insert(rows.slice(offset, offset + BATCH));
}

/**
 * Events at the size of the organisation (docs/decisions.md, "Demo and large data"): 2,000 events for 10,000
 * people over two years around today, in 40 offices, with tags, prices (a tenth unknown) and members —
 * registered up to the seats, a waiting line at the full ones, and some who declined.
 */
export const largeEventsSeeder: LargeContentSeeder = {
  label: 'События',
  async seed(db: Db, options): Promise<Record<string, number>> {
    const faker = new Faker({ locale: [ru] });
    faker.seed(options.seed + 14);
    const people = (await db.select({ id: users.id }).from(users).where(isNull(users.fireDate))).map(
      (row) => row.id,
    );
    if (people.length === 0) return { событий: 0 };
    const count = Math.max(20, Math.round(people.length * EVENTS_PER_PERSON));
    const addresses = [
      ...Object.values(EVENT_PLACES),
      ...CITIES.flatMap((city) =>
        Array.from(
          { length: 4 },
          () => `${city}, ${faker.helpers.arrayElement(STREETS)}, ${faker.number.int({ min: 1, max: 120 })}`,
        ),
      ),
    ];
    const tagNames = [...TOPICS, ...TYPES, ...CITIES];
    const tagRows = await new TagsService(db).ensure(tagNames);
    const now = Date.now();
    const year = 365 * 86_400_000;

    const planned = Array.from({ length: count }, () => {
      const startsAt = new Date(now + faker.number.int({ min: -year, max: year }));
      startsAt.setMinutes(0, 0, 0);
      const capacity = faker.helpers.maybe(() => faker.helpers.arrayElement([10, 20, 30, 50, 80, 150]), {
        probability: 0.8,
      });
      const type = faker.helpers.arrayElement(TYPES);
      const topic = faker.helpers.arrayElement(TOPICS);
      return {
        name: `${type}: ${topic.toLowerCase()} — ${faker.helpers.arrayElement(SUBJECTS)}`,
        description: `<p>${topic}: ${faker.helpers.arrayElement(SUBJECTS)}.</p>`,
        descriptionText: `${topic}: ${faker.helpers.arrayElement(SUBJECTS)}.`,
        type,
        address: faker.helpers.arrayElement(addresses),
        startsAt,
        endsAt: new Date(startsAt.getTime() + faker.number.int({ min: 1, max: 8 }) * 3_600_000),
        price:
          faker.helpers.maybe(() => faker.number.int({ min: 0, max: 200 }) * 5000, { probability: 0.9 }) ??
          null,
        capacity: capacity ?? null,
        groups: faker.helpers.arrayElements(GROUPS, { min: 1, max: 2 }),
        createdBy: faker.helpers.arrayElement(people),
        tags: faker.helpers.arrayElements(tagRows, { min: 1, max: 3 }),
        members: [] as { userId: number; status: EventMemberStatus }[],
      };
    });
    for (const event of planned) {
      const seats = event.capacity ?? faker.number.int({ min: 5, max: 60 });
      const full = event.capacity !== null && faker.datatype.boolean({ probability: 0.25 });
      const registered = full ? seats : faker.number.int({ min: 0, max: seats - 1 });
      const waiting = full ? faker.number.int({ min: 1, max: 8 }) : 0;
      const declined = faker.number.int({ min: 0, max: 5 });
      const chosen = faker.helpers.arrayElements(
        people,
        Math.min(people.length, registered + waiting + declined),
      );
      event.members = chosen.map((userId, index) => ({
        userId,
        status:
          index < registered
            ? 'registered'
            : index < registered + waiting
              ? 'requested'
              : faker.helpers.arrayElement(['uninteresting', 'back'] as const),
      }));
    }

    const ids: number[] = [];
    await insertBatched(planned, async (batch) => {
      const written = await db
        .insert(events)
        .values(
          batch.map(({ tags: _tags, members, ...event }) => ({
            ...event,
            registeredCount: members.filter((member) => member.status === 'registered').length,
            requestedCount: members.filter((member) => member.status === 'requested').length,
          })),
        )
        .returning({ id: events.id });
      ids.push(...written.map((row) => row.id));
    });
    const links = planned.flatMap((event, index) =>
      event.tags.map((tag) => ({ eventId: ids[index]!, tagId: tag.id })),
    );
    await insertBatched(links, (batch) => db.insert(eventTags).values(batch));
    const members = planned.flatMap((event, index) =>
      event.members.map((member, order) => ({
        eventId: ids[index]!,
        userId: member.userId,
        status: member.status,
        updatedAt: new Date(event.startsAt.getTime() - (30 * 86_400_000 - order * 60_000)),
      })),
    );
    await insertBatched(members, (batch) => db.insert(eventMembers).values(batch));
    // Planner statistics now, as autovacuum would gather them (PGlite has none): the benches plan as in use.
    for (const table of [events, eventMembers, eventTags]) await db.execute(sql`analyze ${table}`);
    return { событий: ids.length, участников: members.length };
  },
};
