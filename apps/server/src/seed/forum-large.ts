import { Faker, ru } from '@faker-js/faker';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import {
  forumBoards,
  forumBoardSubscriptions,
  forumTopicReads,
  forumTopics,
  forumTopicSubscriptions,
} from '../modules/forum/forum.schema.ts';
import { topicDocument } from '../modules/forum/forum.search.ts';
import { SearchService } from '../modules/search/search.service.ts';
import { comments, socialCounters } from '../modules/social/social.schema.ts';
import { users } from '../modules/users/users.schema.ts';
import { DEMO_FORUM } from '../modules/forum/forum.demo-texts.ts';
import type { LargeContentSeeder } from './large-content.ts';

const DAY = 86_400_000;
const BATCH = 2000;
/** The discussion the topic-page benchmark opens. */
export const LARGE_TOPIC_COMMENTS = 500;

const SUBJECTS = [
  'Офис',
  'Технологии',
  'Спорт',
  'Обучение',
  'Барахолка',
  'Java',
  'Frontend',
  'Тестирование',
  'DevOps',
  'Аналитика',
  'Дизайн',
  'Мобильная разработка',
  'Данные',
  'Безопасность',
  'Карьера',
  'Книги',
  'Путешествия',
  'Кино и сериалы',
  'Музыка',
  'Дети',
  'Здоровье',
  'Волонтёрство',
  'Автомобили',
  'Питомцы',
  'Кулинария',
  'Фотография',
  'Настольные игры',
  'Бег',
  'Велосипед',
  'Новичкам',
];
const OPENERS = ['Коллеги,', 'Подскажите,', 'Друзья,', 'Всем привет!', 'Вопрос к знающим:', 'Делюсь опытом:'];
const REPLIES = [
  'Согласен, у нас было так же.',
  'Попробуйте написать в поддержку, обычно отвечают быстро.',
  'Спасибо, очень полезно!',
  'А есть ссылка на документацию?',
  'Мы решили это через отдельный сервис, могу рассказать подробнее.',
  'Плюсую, давно пора.',
  'Не уверен, что это сработает у нас, но попробовать стоит.',
  'Обсудим на ближайшей встрече команды.',
  'Уже сделали, работает отлично.',
  'Поддерживаю, запишите меня тоже.',
];

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let offset = 0; offset < rows.length; offset += BATCH)
    await insert(rows.slice(offset, offset + BATCH));
}

/**
 * The forum of a large organisation for `bench:forum`: 30 boards, a topic per five people over the past
 * year with up to 15 comments each, and one topic of LARGE_TOPIC_COMMENTS comments (the first board's
 * first); every person subscribed to two boards, read marks on part of the topics. Adds to what is there.
 */
export const forumLargeContent: LargeContentSeeder = {
  label: 'Форум',
  async seed(db: Db, options) {
    const faker = new Faker({ locale: [ru] });
    faker.seed(options.seed + 14);
    const people = (await db.select({ id: users.id }).from(users).orderBy(asc(users.id))).map(
      (row) => row.id,
    );
    const now = Date.now();
    const boards = await db
      .insert(forumBoards)
      .values(
        SUBJECTS.map((title, index) => ({
          title,
          description: DEMO_FORUM[index % DEMO_FORUM.length]!.description,
          createdAt: new Date(now - 400 * DAY),
          updatedAt: new Date(now - 400 * DAY),
        })),
      )
      .returning({ id: forumBoards.id, title: forumBoards.title });

    const topicCount = Math.max(50, Math.floor(options.employees / 5));
    const topicRows = Array.from({ length: topicCount }, (_, index) => {
      const title = `${faker.helpers.arrayElement(OPENERS)} ${faker.lorem.sentence({ min: 3, max: 7 }).toLowerCase()}`;
      const text = `${faker.lorem.paragraph()} ${faker.lorem.paragraph()}`;
      return {
        // The first topic of the first board is the long discussion.
        boardId: index === 0 ? boards[0]!.id : faker.helpers.arrayElement(boards).id,
        title,
        description: `<p>${text}</p>`,
        descriptionText: text,
        authorId: faker.helpers.arrayElement(people),
        pinned: index % 97 === 0,
        createdAt: new Date(now - faker.number.int({ min: 1, max: 365 }) * DAY),
      };
    });
    const topics: { id: number; boardId: number; createdAt: Date; authorId: number }[] = [];
    await insertBatches(topicRows, async (batch) => {
      topics.push(
        ...(await db.insert(forumTopics).values(batch).returning({
          id: forumTopics.id,
          boardId: forumTopics.boardId,
          createdAt: forumTopics.createdAt,
          authorId: forumTopics.authorId,
        })),
      );
    });

    const commentRows: (typeof comments.$inferInsert)[] = [];
    const counts = new Map<number, number>();
    for (const [index, topic] of topics.entries()) {
      const n = index === 0 ? LARGE_TOPIC_COMMENTS : faker.number.int({ min: 0, max: 15 });
      const span = Math.min(now - topic.createdAt.getTime(), 30 * DAY);
      for (let k = 0; k < n; k += 1) {
        const at = new Date(topic.createdAt.getTime() + (span * (k + 1)) / (n + 1));
        commentRows.push({
          entityType: 'topic',
          entityId: topic.id,
          authorId: faker.helpers.arrayElement(people),
          body: `${faker.helpers.arrayElement(REPLIES)} ${faker.lorem.sentence()}`,
          createdAt: at,
          updatedAt: at,
        });
      }
      counts.set(topic.id, n);
    }
    // Comments go in by time, as they were written (the list reads them in id order).
    commentRows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    await insertBatches(commentRows, (batch) => db.insert(comments).values(batch));
    await insertBatches(
      topics.filter((topic) => counts.get(topic.id)),
      (batch) =>
        db.insert(socialCounters).values(
          batch.map((topic) => ({
            entityType: 'topic',
            entityId: topic.id,
            comments: counts.get(topic.id)!,
          })),
        ),
    );

    await insertBatches(topics, (batch) =>
      db
        .insert(forumTopicSubscriptions)
        .values(batch.map((topic) => ({ topicId: topic.id, userId: topic.authorId }))),
    );
    // Every person follows two boards; read marks on a few topics each (up to a point of their discussion).
    const boardSubscriptions = people.flatMap((userId, index) => [
      { boardId: boards[index % boards.length]!.id, userId },
      { boardId: boards[(index * 7 + 3) % boards.length]!.id, userId },
    ]);
    await insertBatches(boardSubscriptions, (batch) =>
      db.insert(forumBoardSubscriptions).values(batch).onConflictDoNothing(),
    );
    const reads = people.flatMap((userId) =>
      faker.helpers.arrayElements(topics, 3).map((topic) => ({
        userId,
        topicId: topic.id,
        readAt: new Date(topic.createdAt.getTime() + DAY),
        lastCommentId: null,
      })),
    );
    await insertBatches(reads, (batch) => db.insert(forumTopicReads).values(batch).onConflictDoNothing());

    // Kept counts and activity from what was written.
    await db.execute(sql`update forum_topics t set
      updated_at = greatest(t.created_at, coalesce((select max(c.created_at) from comments c
        where c.entity_type = 'topic' and c.entity_id = t.id), t.created_at)),
      subscribers_count = (select count(*) from forum_topic_subscriptions s where s.topic_id = t.id)
      where t.id between ${topics[0]!.id} and ${topics.at(-1)!.id}`);
    await db.execute(sql`update forum_boards b set
      topics_count = (select count(*) from forum_topics t where t.board_id = b.id and t.deleted_at is null),
      subscribers_count = (select count(*) from forum_board_subscriptions s where s.board_id = b.id),
      updated_at = coalesce((select max(t.updated_at) from forum_topics t where t.board_id = b.id), b.updated_at)
      where b.id between ${boards[0]!.id} and ${boards.at(-1)!.id}`);
    await db.execute(sql`analyze forum_topics`);
    await db.execute(sql`analyze comments`);

    const titles = new Map(boards.map((board) => [board.id, board.title]));
    await new SearchService(db).upsert(
      topicRows.map((row, index) =>
        topicDocument({ ...row, id: topics[index]!.id }, titles.get(row.boardId)!),
      ),
    );
    return {
      разделов: boards.length,
      тем: topics.length,
      комментариев: commentRows.length,
      'подписок на разделы': boardSubscriptions.length,
    };
  },
};
