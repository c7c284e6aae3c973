import { Readable } from 'node:stream';
import { Faker, ru } from '@faker-js/faker';
import { eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { PREVIEW_MIME, PREVIEW_WIDTHS } from '../../platform/files/images.ts';
import type { InspectedFile, StoredPreview } from '../../platform/files/inspect.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { FilesService } from '../files/files.service.ts';
import { albumImages, albums } from './gallery.schema.ts';
import { SearchService } from '../search/search.service.ts';
import { comments, likes, socialCounters } from '../social/social.schema.ts';
import { roles, userRoles, users } from '../users/users.schema.ts';
import { drawPicture, type Scene } from './gallery.demo-draw.ts';

interface DemoAlbum {
  title: string;
  description: string;
  /** The scenes its pictures cycle through. */
  scenes: Scene[];
  images: number;
  /** How long ago the event was, in days. */
  daysAgo: number;
  comments: string[];
}

/** Six albums of a company year; the party has more than one page of 40. */
const DEMO_ALBUMS: DemoAlbum[] = [
  {
    title: 'Новогодний корпоратив 2025',
    description:
      'Праздник в лофте на Красном Октябре: награждение лучших команд года, живая музыка и фотозона. ' +
      'Спасибо всем, кто пришел и остался до конца!',
    scenes: ['party', 'party', 'stage'],
    images: 57,
    daysAgo: 40,
    comments: [
      'Лучший корпоратив за все годы, спасибо организаторам!',
      'Найдите меня на 23-м фото :)',
      'А будут фото с награждения в большом размере? Хочу распечатать.',
      'Оригиналы можно скачать в просмотре — кнопка «Скачать оригинал».',
    ],
  },
  {
    title: 'Турслёт на Селигере',
    description: 'Три дня у озера: сплав, ориентирование, вечерние песни у костра и соревнования отделов.',
    scenes: ['mountains'],
    images: 12,
    daysAgo: 120,
    comments: ['Команда тестирования, вы лучшие на переправе!', 'Когда следующий турслёт?'],
  },
  {
    title: 'Открытие офиса в Минске',
    description: 'Новый офис на проспекте Победителей: переговорные, open space на 120 мест и вид на город.',
    scenes: ['city'],
    images: 10,
    daysAgo: 75,
    comments: ['Красота! Ждем в гости коллег из Москвы.'],
  },
  {
    title: 'Спартакиада 2025',
    description: 'Футбол, волейбол, эстафета и перетягивание каната. Победила команда отдела разработки.',
    scenes: ['stadium'],
    images: 9,
    daysAgo: 150,
    comments: ['Реванш в следующем году!', 'Отличная погода и отличные игры.'],
  },
  {
    title: 'Хакатон «Код будущего»',
    description: '48 часов, 14 команд, 9 прототипов. Лучшие идеи уже в планах продуктовых команд.',
    scenes: ['hackathon'],
    images: 8,
    daysAgo: 20,
    comments: ['Было жарко, но оно того стоило.'],
  },
  {
    title: 'Субботник в Сокольниках',
    description: 'Высадили 40 деревьев и убрали аллеи парка вместе с волонтерами фонда.',
    scenes: ['park'],
    images: 7,
    daysAgo: 200,
    comments: [],
  },
];

async function editors(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(roles.name, ['moderator', 'admin']));
  return rows.map((row) => row.id);
}

/** Draws and stores the pictures of every album (two at a time: sharp works off the event loop). */
async function storePictures(storage: FileStorage, filesService: FilesService, faker: Faker) {
  const jobs = DEMO_ALBUMS.flatMap((album, albumIndex) =>
    Array.from({ length: album.images }, (_, index) => ({
      albumIndex,
      index,
      scene: album.scenes[index % album.scenes.length]!,
    })),
  );
  // Each picture draws from its own seeded faker, so the pictures come out the same whatever the timing.
  const seeds = jobs.map(() => faker.number.int(1_000_000_000));
  const stored: (InspectedFile & { albumIndex: number; width: number; height: number })[] = [];
  const store = async (job: (typeof jobs)[number], seed: number) => {
    const own = new Faker({ locale: [ru] });
    own.seed(seed);
    const picture = await drawPicture(job.scene, own, PREVIEW_WIDTHS);
    const object = await storage.put(Readable.from([picture.bytes]));
    const previews: StoredPreview[] = [];
    for (const preview of picture.previews)
      previews.push({
        ...(await storage.put(Readable.from([preview.bytes]))),
        width: preview.width,
        mime: PREVIEW_MIME,
      });
    return {
      ...object,
      field: 'files[]',
      name: `IMG_${String(2000 + job.albumIndex * 100 + job.index + 1)}.jpg`,
      mime: 'image/jpeg',
      previews,
      albumIndex: job.albumIndex,
      width: picture.width,
      height: picture.height,
    };
  };
  try {
    for (let offset = 0; offset < jobs.length; offset += 2) {
      const pair = jobs.slice(offset, offset + 2);
      stored.push(...(await Promise.all(pair.map((job, i) => store(job, seeds[offset + i]!)))));
    }
  } catch (error) {
    await filesService.discard(stored);
    throw error;
  }
  return stored;
}

/**
 * The gallery of the demo: six albums with generated pictures (1200 × 800 JPEG with their
 * 320 and 1280 previews, through the real storage), one of 57 pictures, with comments and likes, in the
 * search. Written once: a database that has any album is left alone, so a restart adds nothing.
 */
export async function seedGalleryDemo(db: Db, storage: FileStorage, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ id: albums.id }).from(albums).limit(1);
  if (existing) return;
  const people = (await db.select({ id: users.id }).from(users).where(isNull(users.fireDate))).map(
    (row) => row.id,
  );
  if (people.length < 5) return;
  const moderators = await editors(db);
  const authors = moderators.length ? moderators : people.slice(0, 1);
  const faker = new Faker({ locale: [ru] });
  faker.seed(20_261_124);
  const filesService = new FilesService(db, storage);
  const stored = await storePictures(storage, filesService, faker);

  try {
    await db.transaction(async () => {
      const fileRows = await filesService.recordUploads(db, stored, authors[0]!);
      await filesService.share(
        db,
        fileRows.map((row) => row.id),
      );
      const counters: (typeof socialCounters.$inferInsert)[] = [];
      const documents = [];
      for (const [albumIndex, demo] of DEMO_ALBUMS.entries()) {
        const at = new Date(now.getTime() - demo.daysAgo * 86_400_000);
        const authorId = faker.helpers.arrayElement(authors);
        const [album] = await db
          .insert(albums)
          .values({
            title: demo.title,
            description: demo.description,
            authorId,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        const own = stored.flatMap((file, index) =>
          file.albumIndex === albumIndex ? [{ file, index }] : [],
        );
        const images = await db
          .insert(albumImages)
          .values(
            own.map(({ file, index }, place) => ({
              albumId: album!.id,
              fileId: fileRows[index]!.id,
              sequence: place + 1,
              width: file.width,
              height: file.height,
              authorId,
              createdAt: at,
            })),
          )
          .returning({ id: albumImages.id });
        await db
          .update(albums)
          .set({ imageCount: images.length, coverImageId: images[faker.number.int(images.length - 1)]!.id })
          .where(eq(albums.id, album!.id));

        let written = at;
        for (const body of demo.comments) {
          written = new Date(written.getTime() + faker.number.int({ min: 20, max: 600 }) * 60_000);
          await db.insert(comments).values({
            entityType: 'album',
            entityId: album!.id,
            authorId: faker.helpers.arrayElement(people),
            body,
            createdAt: written,
            updatedAt: written,
          });
        }
        const likers = faker.helpers.arrayElements(
          people,
          faker.number.int({ min: 2, max: Math.min(30, people.length) }),
        );
        await db
          .insert(likes)
          .values(likers.map((createdBy) => ({ entityType: 'album', entityId: album!.id, createdBy })));
        counters.push({
          entityType: 'album',
          entityId: album!.id,
          likes: likers.length,
          comments: demo.comments.length,
        });
        documents.push({
          kind: 'album' as const,
          entityId: album!.id,
          title: demo.title,
          subtitle: 'Фотоальбом',
          body: demo.description,
          url: `/gallery/album/${album!.id}`,
        });
      }
      await db.insert(socialCounters).values(counters);
      await new SearchService(db).upsert(documents);
    });
  } catch (error) {
    await filesService.discard(stored);
    throw error;
  }
}
