import { Readable } from 'node:stream';
import { Faker, ru } from '@faker-js/faker';
import { eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../platform/db/database.ts';
import { PREVIEW_MIME, reencodeImage } from '../../platform/files/images.ts';
import type { InspectedFile, StoredPreview } from '../../platform/files/inspect.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { richTextToPlain } from '../../platform/text/rich-text.ts';
import { FilesService } from '../files/files.service.ts';
import { posts, postTags } from './posts.schema.ts';
import { SearchService } from '../search/search.service.ts';
import { comments, likes, socialCounters } from '../social/social.schema.ts';
import { TagsService } from '../social/tags.service.ts';
import { roles, userRoles, users } from '../users/users.schema.ts';
import { DEMO_FEED, type DemoFeedText } from './posts.demo-texts.ts';

const PALETTES: Record<NonNullable<DemoFeedText['cover']>, [string, string, string]> = {
  office: ['#1f5fbf', '#5b8def', '#dbe7fb'],
  team: ['#7c3aed', '#c084fc', '#f3e8ff'],
  tech: ['#0f766e', '#2dd4bf', '#ccfbf1'],
  sport: ['#b45309', '#f59e0b', '#fef3c7'],
  holiday: ['#be123c', '#fb7185', '#ffe4e6'],
  education: ['#4d7c0f', '#a3e635', '#ecfccb'],
  charity: ['#c2410c', '#fdba74', '#ffedd5'],
};

/** An abstract cover (no text: fonts differ between machines) in the palette of its subject, as a JPEG. */
async function drawCover(cover: NonNullable<DemoFeedText['cover']>, faker: Faker): Promise<Buffer> {
  const [dark, light, pale] = PALETTES[cover];
  const circles = Array.from({ length: 6 }, () => {
    const r = faker.number.int({ min: 40, max: 220 });
    return `<circle cx="${faker.number.int({ min: 0, max: 1200 })}" cy="${faker.number.int({ min: 0, max: 630 })}"
      r="${r}" fill="${faker.helpers.arrayElement([light, pale, '#ffffff'])}" fill-opacity="${faker.number.float({ min: 0.15, max: 0.5, fractionDigits: 2 })}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>${circles}
    <path d="M0 ${faker.number.int({ min: 420, max: 520 })} C 300 ${faker.number.int({ min: 350, max: 600 })}, 800 ${faker.number.int({ min: 350, max: 620 })}, 1200 ${faker.number.int({ min: 400, max: 540 })} L1200 630 L0 630 Z"
      fill="${pale}" fill-opacity="0.55"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

async function idsWithRole(db: Db, role: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, role));
  return rows.map((row) => row.id);
}

/**
 * The feed of the demo: 60 news and posts of the last two months with covers, tags, comments
 * (some quoting others) and likes, in the search index. Written once: a database that has any post is left
 * alone, so a restart never duplicates the feed or its pictures.
 */
export async function seedCommunityDemo(db: Db, storage: FileStorage, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ id: posts.id }).from(posts).limit(1);
  if (existing) return;
  const faker = new Faker({ locale: [ru] });
  faker.seed(20261123);
  const people = (await db.select({ id: users.id }).from(users).where(isNull(users.fireDate))).map(
    (row) => row.id,
  );
  if (people.length < 5) return;
  const editors = [...(await idsWithRole(db, 'moderator')), ...(await idsWithRole(db, 'admin'))];
  const newsAuthors = editors.length ? editors : people.slice(0, 1);

  // Newest first in the feed: the first text is the most recent, the last about sixty days old.
  const items = DEMO_FEED.map((text, index) => {
    const hoursAgo = index * 23 + faker.number.int({ min: 1, max: 20 });
    return {
      text,
      authorId: faker.helpers.arrayElement(text.kind === 'news' ? newsAuthors : people),
      createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
    };
  });

  const filesService = new FilesService(db, storage);
  const stored: InspectedFile[] = [];
  const coverOf = new Map<number, number>();
  try {
    for (const [index, item] of items.entries()) {
      if (!item.text.cover) continue;
      // The same path as an upload: re-encoded, with the previews the feed shows.
      const image = await reencodeImage(await drawCover(item.text.cover, faker), 'image/jpeg');
      const object = await storage.put(Readable.from([image.bytes]));
      const previews: StoredPreview[] = [];
      for (const preview of image.previews)
        previews.push({
          ...(await storage.put(Readable.from([preview.bytes]))),
          width: preview.width,
          mime: PREVIEW_MIME,
        });
      stored.push({
        ...object,
        field: 'file',
        name: `обложка-${index + 1}.jpg`,
        mime: 'image/jpeg',
        previews,
      });
      coverOf.set(index, stored.length - 1);
    }
  } catch (error) {
    await filesService.discard(stored);
    throw error;
  }

  try {
    await db.transaction(async () => {
      const fileRows = await filesService.recordUploads(db, stored, newsAuthors[0]!);
      await filesService.share(
        db,
        fileRows.map((row) => row.id),
      );
      const tags = await new TagsService(db).ensure([...new Set(DEMO_FEED.flatMap((text) => text.tags))]);
      const tagId = new Map(tags.map((tag) => [tag.name.toLowerCase(), tag.id]));
      const written = await db
        .insert(posts)
        .values(
          items.map((item, index) => ({
            kind: item.text.kind,
            title: item.text.title,
            body: item.text.body,
            bodyText: richTextToPlain(item.text.body),
            imageId: coverOf.has(index) ? fileRows[coverOf.get(index)!]!.id : null,
            authorId: item.authorId,
            createdAt: item.createdAt,
            updatedAt: item.createdAt,
          })),
        )
        .returning({ id: posts.id });
      const links = items.flatMap((item, index) =>
        item.text.tags.map((name) => ({ postId: written[index]!.id, tagId: tagId.get(name.toLowerCase())! })),
      );
      if (links.length) await db.insert(postTags).values(links);

      const counters: (typeof socialCounters.$inferInsert)[] = [];
      for (const [index, item] of items.entries()) {
        const postId = written[index]!.id;
        const commentIds: number[] = [];
        const bodies: { body: string; authorId: number }[] = [];
        let written_at = item.createdAt;
        for (const text of item.text.comments) {
          const authorId = faker.helpers.arrayElement(people);
          const quoted = text.quotes !== undefined ? bodies[text.quotes] : undefined;
          // Comments follow the post and one another, minutes to hours apart.
          written_at = new Date(written_at.getTime() + faker.number.int({ min: 5, max: 180 }) * 60_000);
          const at = written_at;
          const [row] = await db
            .insert(comments)
            .values({
              entityType: 'post',
              entityId: postId,
              authorId,
              body: text.body,
              quoteId: quoted && text.quotes !== undefined ? commentIds[text.quotes]! : null,
              quote: quoted?.body ?? null,
              quoteAuthorId: quoted?.authorId ?? null,
              createdAt: at,
              updatedAt: at,
            })
            .returning({ id: comments.id });
          commentIds.push(row!.id);
          bodies.push({ body: text.body, authorId });
        }
        const likers = faker.helpers.arrayElements(
          people,
          faker.number.int({ min: 0, max: Math.min(24, people.length) }),
        );
        if (likers.length)
          await db
            .insert(likes)
            .values(likers.map((createdBy) => ({ entityType: 'post', entityId: postId, createdBy })));
        counters.push({
          entityType: 'post',
          entityId: postId,
          likes: likers.length,
          comments: commentIds.length,
        });
        for (const commentId of commentIds) {
          const fans = faker.helpers.arrayElements(people, faker.number.int({ min: 0, max: 4 }));
          if (fans.length)
            await db
              .insert(likes)
              .values(fans.map((createdBy) => ({ entityType: 'comment', entityId: commentId, createdBy })));
          if (fans.length)
            counters.push({ entityType: 'comment', entityId: commentId, likes: fans.length, comments: 0 });
        }
      }
      await db.insert(socialCounters).values(counters);

      await new SearchService(db).upsert(
        items.map((item, index) => ({
          kind: 'post' as const,
          entityId: written[index]!.id,
          title: item.text.title ?? richTextToPlain(item.text.body, 80),
          subtitle: item.text.kind === 'news' ? 'Новость' : 'Пост',
          body: [richTextToPlain(item.text.body), ...item.text.tags].join(' '),
          url: `/posts/${written[index]!.id}`,
        })),
      );
    });
  } catch (error) {
    await filesService.discard(stored);
    throw error;
  }
}
