import { Readable } from 'node:stream';
import { Faker, ru } from '@faker-js/faker';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { CUSTOMER_TYPE, STRUCTURE_LEVEL } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { PREVIEW_MIME, reencodeImage } from '../../platform/files/images.ts';
import type { InspectedFile, StoredPreview } from '../../platform/files/inspect.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { richTextToPlain } from '../../platform/text/rich-text.ts';
import { FilesService } from '../files/files.service.ts';
import { customers, structures } from '../organisation/organisation.schema.ts';
import {
  portfolioProjectMembers,
  portfolioProjects,
  portfolioProjectTechnologies,
  sectors,
  technologies,
} from './portfolio.schema.ts';
import { SearchService } from '../search/search.service.ts';
import { comments, likes, socialCounters } from '../social/social.schema.ts';
import { roles, userRoles, users } from '../users/users.schema.ts';
import {
  DEMO_PROJECT_COMMENTS,
  DEMO_PROJECTS,
  DEMO_SECTORS,
  DEMO_TECHNOLOGIES,
  type DemoSector,
} from './portfolio.demo-data.ts';

const ROLES_IN_TEAM = [
  'Руководитель проекта',
  'Архитектор',
  'Аналитик',
  'Разработчик',
  'Разработчик',
  'Тестировщик',
];

/**
 * A cover in the palette of the project's industry: a gradient with "screens" of a product (rounded panels
 * and bars; no text, since fonts differ between machines), as a JPEG.
 */
export async function drawProjectCover(sector: DemoSector, faker: Faker): Promise<Buffer> {
  const [dark, light, pale] = DEMO_SECTORS[sector];
  const panels = Array.from({ length: 5 }, (_, index) => {
    const x = 80 + index * 220 + faker.number.int({ min: -30, max: 30 });
    const y = faker.number.int({ min: 90, max: 260 });
    const height = faker.number.int({ min: 180, max: 320 });
    const bars = Array.from({ length: 4 }, (__, bar) => {
      const width = faker.number.int({ min: 60, max: 150 });
      return `<rect x="${x + 20}" y="${y + 40 + bar * 34}" width="${width}" height="14" rx="7" fill="${dark}" fill-opacity="0.35"/>`;
    }).join('');
    return `<rect x="${x}" y="${y}" width="190" height="${height}" rx="18" fill="${pale}" fill-opacity="${faker.number.float({ min: 0.55, max: 0.9, fractionDigits: 2 })}"/>${bars}`;
  }).join('');
  const dots = Array.from({ length: 8 }, () => {
    const r = faker.number.int({ min: 20, max: 140 });
    return `<circle cx="${faker.number.int({ min: 0, max: 1200 })}" cy="${faker.number.int({ min: 0, max: 630 })}" r="${r}"
      fill="${faker.helpers.arrayElement([light, pale, '#ffffff'])}" fill-opacity="${faker.number.float({ min: 0.1, max: 0.35, fractionDigits: 2 })}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>${dots}${panels}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

async function editorIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(roles.name, ['moderator', 'admin']));
  return rows.map((row) => row.id);
}

/**
 * The demo portfolio: 30 projects of the demo organisation's customers and practices over
 * the last eight years, with technologies, sectors, teams, covers, likes and a few comments, in the search
 * index. Written once: a database with any portfolio project is left alone, so a restart adds nothing.
 */
export async function seedPortfolioDemo(db: Db, storage: FileStorage, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ id: portfolioProjects.id }).from(portfolioProjects).limit(1);
  if (existing) return;
  const faker = new Faker({ locale: [ru] });
  faker.seed(20261401);
  const people = await db
    .select({ id: users.id, departmentId: users.departmentId })
    .from(users)
    .where(isNull(users.fireDate));
  if (people.length < 5) return;
  const editors = await editorIds(db);
  const author = editors[0] ?? people[0]!.id;
  const year = now.getFullYear();

  const clients = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.typeId, CUSTOMER_TYPE.customer), isNull(customers.entityType)));
  const clientId = new Map(clients.map((row) => [row.name, row.id]));
  const nodes = await db
    .select({
      id: structures.id,
      name: structures.name,
      parentId: structures.parentId,
      level: structures.level,
    })
    .from(structures)
    .where(inArray(structures.level, [STRUCTURE_LEVEL.block, STRUCTURE_LEVEL.practice]));
  const nodeByName = new Map(nodes.map((node) => [node.name, node]));

  /** People of a practice, or of every practice of a block. */
  const peopleOf = (departmentId: number | undefined) => {
    if (departmentId === undefined) return [];
    const practiceIds = new Set([
      departmentId,
      ...nodes.filter((node) => node.parentId === departmentId).map((node) => node.id),
    ]);
    return people.filter((person) => person.departmentId !== null && practiceIds.has(person.departmentId));
  };

  const filesService = new FilesService(db, storage);
  const stored: InspectedFile[] = [];
  try {
    for (const [index, project] of DEMO_PROJECTS.entries()) {
      // The same path as an upload: re-encoded, with the previews the cards show.
      const image = await reencodeImage(await drawProjectCover(project.sector, faker), 'image/jpeg');
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
        name: `проект-${index + 1}.jpg`,
        mime: 'image/jpeg',
        previews,
      });
    }
  } catch (error) {
    await filesService.discard(stored);
    throw error;
  }

  try {
    await db.transaction(async () => {
      const fileRows = await filesService.recordUploads(db, stored, author);
      await filesService.share(
        db,
        fileRows.map((row) => row.id),
      );
      await db
        .insert(technologies)
        .values(DEMO_TECHNOLOGIES.map((name) => ({ name })))
        .onConflictDoNothing();
      const techId = new Map((await db.select().from(technologies)).map((row) => [row.name, row.id]));
      await db
        .insert(sectors)
        .values(Object.keys(DEMO_SECTORS).map((name) => ({ name })))
        .onConflictDoNothing();
      const sectorId = new Map((await db.select().from(sectors)).map((row) => [row.name, row.id]));

      const written = await db
        .insert(portfolioProjects)
        .values(
          DEMO_PROJECTS.map((project, index) => {
            const yearStart = year - project.startedYearsAgo;
            const stamp = new Date(now.getTime() - (DEMO_PROJECTS.length - index) * 86_400_000);
            return {
              title: project.title,
              description: project.description,
              descriptionText: richTextToPlain(project.description),
              customerId: project.customer ? (clientId.get(project.customer) ?? null) : null,
              sectorId: sectorId.get(project.sector) ?? null,
              departmentId: nodeByName.get(project.department)?.id ?? null,
              yearStart,
              yearEnd: project.lasted === null ? null : Math.min(year, yearStart + project.lasted),
              coverId: fileRows[index]!.id,
              createdBy: author,
              createdAt: stamp,
              updatedAt: stamp,
            };
          }),
        )
        .returning({ id: portfolioProjects.id });

      const links = DEMO_PROJECTS.flatMap((project, index) =>
        project.technologies.flatMap((name) =>
          techId.has(name) ? [{ projectId: written[index]!.id, technologyId: techId.get(name)! }] : [],
        ),
      );
      await db.insert(portfolioProjectTechnologies).values(links);

      const counters: (typeof socialCounters.$inferInsert)[] = [];
      for (const [index, project] of DEMO_PROJECTS.entries()) {
        const projectId = written[index]!.id;
        const colleagues = peopleOf(nodeByName.get(project.department)?.id);
        const team = faker.helpers.arrayElements(
          colleagues,
          Math.min(colleagues.length, faker.number.int({ min: 3, max: 6 })),
        );
        if (team.length)
          await db.insert(portfolioProjectMembers).values(
            team.map((person, position) => ({
              projectId,
              userId: person.id,
              role: ROLES_IN_TEAM[position] ?? 'Разработчик',
              position,
            })),
          );
        const likers = faker.helpers.arrayElements(
          people,
          faker.number.int({ min: 0, max: Math.min(18, people.length) }),
        );
        if (likers.length)
          await db
            .insert(likes)
            .values(
              likers.map((person) => ({ entityType: 'project', entityId: projectId, createdBy: person.id })),
            );
        // Every fourth project has a short discussion.
        const said =
          index % 4 === 0
            ? faker.helpers.arrayElements(DEMO_PROJECT_COMMENTS, faker.number.int({ min: 1, max: 3 }))
            : [];
        for (const [order, body] of said.entries()) {
          const at = new Date(now.getTime() - (said.length - order) * 3 * 3_600_000);
          await db.insert(comments).values({
            entityType: 'project',
            entityId: projectId,
            authorId: faker.helpers.arrayElement(people).id,
            body,
            createdAt: at,
            updatedAt: at,
          });
        }
        if (likers.length || said.length)
          counters.push({
            entityType: 'project',
            entityId: projectId,
            likes: likers.length,
            comments: said.length,
          });
      }
      if (counters.length) await db.insert(socialCounters).values(counters);

      await new SearchService(db).upsert(
        DEMO_PROJECTS.map((project, index) => ({
          kind: 'project' as const,
          entityId: written[index]!.id,
          title: project.title,
          subtitle: project.customer ?? project.sector,
          body: [
            richTextToPlain(project.description),
            ...project.technologies,
            project.sector,
            project.customer,
            project.department,
          ]
            .filter(Boolean)
            .join(' '),
          url: `/project/${written[index]!.id}`,
        })),
      );
    });
  } catch (error) {
    await filesService.discard(stored);
    throw error;
  }
}
