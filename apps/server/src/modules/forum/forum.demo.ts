import { Readable } from 'node:stream';
import { Faker, ru } from '@faker-js/faker';
import { eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../platform/db/database.ts';
import { PREVIEW_MIME, reencodeImage } from '../../platform/files/images.ts';
import type { InspectedFile, StoredPreview } from '../../platform/files/inspect.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { richTextToPlain } from '../../platform/text/rich-text.ts';
import { FilesService } from '../files/files.service.ts';
import {
  forumBoardFavorites,
  forumBoards,
  forumBoardSubscriptions,
  forumTopicReads,
  forumTopics,
  forumTopicSubscriptions,
} from './forum.schema.ts';
import { topicDocument } from './forum.search.ts';
import { SearchService } from '../search/search.service.ts';
import { comments, likes, socialCounters } from '../social/social.schema.ts';
import { roles, userRoles, users } from '../users/users.schema.ts';
import { DEMO_FORUM } from './forum.demo-texts.ts';
import { ROLE_NAMES } from '@intranet/contracts';

const HOUR = 3_600_000;

/** An abstract picture (no text: fonts differ between machines) in a board's palette, as a JPEG. */
async function drawPicture(
  [dark, light, pale]: [string, string, string],
  width: number,
  height: number,
  faker: Faker,
): Promise<Buffer> {
  const stripes = Array.from({ length: 7 }, (_, index) => {
    const x = index * (width / 5) - height + faker.number.int({ min: -40, max: 40 });
    return `<path d="M${x} ${height} L${x + height} 0 L${x + height + width / 12} 0 L${x + width / 12} ${height} Z"
      fill="${index % 2 ? pale : light}" fill-opacity="${faker.number.float({ min: 0.12, max: 0.35, fractionDigits: 2 })}"/>`;
  }).join('');
  const dots = Array.from({ length: 5 }, () => {
    const r = faker.number.int({ min: height / 12, max: height / 3 });
    return `<circle cx="${faker.number.int({ min: 0, max: width })}" cy="${faker.number.int({ min: 0, max: height })}"
      r="${r}" fill="#ffffff" fill-opacity="${faker.number.float({ min: 0.08, max: 0.3, fractionDigits: 2 })}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>${stripes}${dots}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Stores a generated picture the way an upload is stored: re-encoded, with its previews. */
async function storePicture(storage: FileStorage, bytes: Buffer, name: string): Promise<InspectedFile> {
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

async function idsOf(db: Db, logins: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(inArray(users.login, logins));
  return new Map(rows.map((row) => [row.login, row.id]));
}

/**
 * The demo forum: five boards with generated thumbnails and banners, topics of the last
 * three weeks with discussions (quotes, likes), subscriptions, favourites, and read marks that leave the
 * demo accounts some unread activity. Written once: a database that has any board is left alone.
 */
export async function seedForumDemo(db: Db, storage: FileStorage, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ id: forumBoards.id }).from(forumBoards).limit(1);
  if (existing) return;
  const faker = new Faker({ locale: [ru] });
  faker.seed(20261401);
  const people = (await db.select({ id: users.id }).from(users).where(isNull(users.fireDate))).map(
    (row) => row.id,
  );
  if (people.length < 5) return;
  // Demo accounts (login = role) get only the subscriptions chosen for them below.
  const demo = await idsOf(db, [...ROLE_NAMES, 'employee']);
  const crowd = people.filter((id) => ![...demo.values()].includes(id));
  const moderators = (
    await db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(roles.name, 'moderator'))
  ).map((row) => row.id);
  const moderatorId = demo.get('moderator') ?? moderators[0] ?? people[0]!;

  const filesService = new FilesService(db, storage);
  const stored: InspectedFile[] = [];
  try {
    for (const [index, board] of DEMO_FORUM.entries()) {
      stored.push(
        await storePicture(
          storage,
          await drawPicture(board.palette, 480, 480, faker),
          `раздел-${index + 1}.jpg`,
        ),
        await storePicture(
          storage,
          await drawPicture(board.palette, 1600, 400, faker),
          `баннер-${index + 1}.jpg`,
        ),
      );
    }
    await db.transaction(async () => {
      const fileRows = await filesService.recordUploads(db, stored, moderatorId);
      await filesService.share(
        db,
        fileRows.map((row) => row.id),
      );
      const readers = [demo.get('employee'), demo.get('moderator')].filter(
        (id): id is number => id !== undefined,
      );
      const documents = [];
      for (const [b, text] of DEMO_FORUM.entries()) {
        const subscribers = new Set(
          faker.helpers.arrayElements(crowd, faker.number.int({ min: 6, max: 30 })),
        );
        if (demo.has('moderator')) subscribers.add(demo.get('moderator')!);
        if (demo.has('employee') && b <= 1) subscribers.add(demo.get('employee')!);
        if (demo.has('admin') && b === 3) subscribers.add(demo.get('admin')!);
        const [board] = await db
          .insert(forumBoards)
          .values({
            title: text.title,
            description: text.description,
            thumbnailId: fileRows[b * 2]!.id,
            bannerId: fileRows[b * 2 + 1]!.id,
            subscribersCount: subscribers.size,
            createdBy: moderatorId,
            createdAt: new Date(now.getTime() - 90 * 24 * HOUR),
            updatedAt: new Date(now.getTime() - 90 * 24 * HOUR),
          })
          .returning();
        await db
          .insert(forumBoardSubscriptions)
          .values([...subscribers].map((userId) => ({ boardId: board!.id, userId })));

        let boardActivity = board!.updatedAt;
        for (const [t, topicText] of text.topics.entries()) {
          const createdAt = new Date(
            now.getTime() - ((t * 5 + b) * 18 + faker.number.int({ min: 2, max: 14 })) * HOUR,
          );
          const authorId =
            topicText.pinned || topicText.closed
              ? moderatorId
              : b === 1 && t === 0 && demo.has('employee')
                ? demo.get('employee')!
                : faker.helpers.arrayElement(people);
          const end = Math.min(createdAt.getTime() + 4 * 24 * HOUR, now.getTime() - HOUR);
          const times = topicText.comments.map(
            (_, k) =>
              new Date(
                createdAt.getTime() +
                  ((end - createdAt.getTime()) * (k + 1)) / (topicText.comments.length + 1),
              ),
          );
          const updatedAt = times.at(-1) ?? createdAt;
          const [topic] = await db
            .insert(forumTopics)
            .values({
              boardId: board!.id,
              title: topicText.title,
              description: topicText.description,
              descriptionText: richTextToPlain(topicText.description),
              authorId,
              pinned: topicText.pinned ?? false,
              closed: topicText.closed ?? false,
              createdAt,
              updatedAt,
            })
            .returning();
          if (updatedAt > boardActivity) boardActivity = updatedAt;

          const written: { id: number; authorId: number; body: string; at: Date }[] = [];
          for (const [k, commentText] of topicText.comments.entries()) {
            const quoted = commentText.quotes !== undefined ? written[commentText.quotes] : undefined;
            const commenter = faker.helpers.arrayElement(people.filter((id) => !readers.includes(id)));
            const [row] = await db
              .insert(comments)
              .values({
                entityType: 'topic',
                entityId: topic!.id,
                authorId: commenter,
                body: commentText.body,
                quoteId: quoted?.id ?? null,
                quote: quoted?.body ?? null,
                quoteAuthorId: quoted?.authorId ?? null,
                createdAt: times[k]!,
                updatedAt: times[k]!,
              })
              .returning({ id: comments.id });
            written.push({ id: row!.id, authorId: commenter, body: commentText.body, at: times[k]! });
          }

          const topicSubscribers = new Set([
            authorId,
            ...written.filter((_, k) => k % 2 === 0).map((c) => c.authorId),
          ]);
          await db
            .insert(forumTopicSubscriptions)
            .values([...topicSubscribers].map((userId) => ({ topicId: topic!.id, userId })));
          await db
            .update(forumTopics)
            .set({ subscribersCount: topicSubscribers.size })
            .where(eq(forumTopics.id, topic!.id));

          // The demo accounts read most topics part of the way: what came after shows as new.
          for (const readerId of readers) {
            const own = readerId === authorId;
            if (!own && !faker.datatype.boolean({ probability: 0.7 })) continue;
            // Half of them to the end (read), the rest part of the way (new comments since).
            const seen = own
              ? 0
              : faker.datatype.boolean()
                ? written.length
                : faker.number.int({ min: 0, max: written.length });
            const last = written[seen - 1];
            await db.insert(forumTopicReads).values({
              userId: readerId,
              topicId: topic!.id,
              readAt: new Date((last?.at ?? createdAt).getTime() + (own ? 0 : 60_000)),
              lastCommentId: last?.id ?? null,
            });
          }
          // The author has read their own topic up to its creation.
          if (!readers.includes(authorId))
            await db
              .insert(forumTopicReads)
              .values({ userId: authorId, topicId: topic!.id, readAt: createdAt, lastCommentId: null })
              .onConflictDoNothing();

          const fans = faker.helpers.arrayElements(people, faker.number.int({ min: 0, max: 12 }));
          if (fans.length)
            await db
              .insert(likes)
              .values(fans.map((createdBy) => ({ entityType: 'topic', entityId: topic!.id, createdBy })));
          const counters: (typeof socialCounters.$inferInsert)[] = [
            { entityType: 'topic', entityId: topic!.id, likes: fans.length, comments: written.length },
          ];
          for (const entry of written) {
            const commentFans = faker.helpers.arrayElements(people, faker.number.int({ min: 0, max: 3 }));
            if (!commentFans.length) continue;
            await db
              .insert(likes)
              .values(
                commentFans.map((createdBy) => ({ entityType: 'comment', entityId: entry.id, createdBy })),
              );
            counters.push({
              entityType: 'comment',
              entityId: entry.id,
              likes: commentFans.length,
              comments: 0,
            });
          }
          await db.insert(socialCounters).values(counters);
          documents.push(topicDocument(topic!, text.title));
        }
        await db
          .update(forumBoards)
          .set({ topicsCount: text.topics.length, updatedAt: boardActivity })
          .where(eq(forumBoards.id, board!.id));
        const favoriteOf = b === 1 ? demo.get('employee') : b === 4 ? demo.get('moderator') : undefined;
        if (favoriteOf)
          await db.insert(forumBoardFavorites).values({ userId: favoriteOf, boardId: board!.id });
      }
      await new SearchService(db).upsert(documents);
    });
  } catch (error) {
    await filesService.discard(stored);
    throw error;
  }
}
