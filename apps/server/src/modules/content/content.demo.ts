import { and, eq, isNull } from 'drizzle-orm';
import { contentEntries, contentVersions } from './content.schema.ts';
import { contentSearchDocuments } from './content.service.ts';
import { SearchService } from '../search/search.service.ts';
import { users } from '../users/users.schema.ts';
import type { Db } from '../../platform/db/database.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import { DEMO_PAGES } from './content.demo-data.ts';

type EntryRow = typeof contentEntries.$inferSelect;

/**
 * Fills the content pages with the demo texts, written by the demo administrator; /about gets an earlier
 * draft so its history has something to restore. Runs once: a page that already exists is left alone.
 */
export async function seedContentDemo(db: Db): Promise<void> {
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'admin'));
  const authorId = author?.id ?? null;
  const written: EntryRow[] = [];
  await db.transaction(async (tx) => {
    async function insert(
      values: { parentId: number | null; path: string; slug: string; title: string; position: number },
      states: string[],
    ): Promise<EntryRow> {
      const bodies = states.map(sanitizeRichText);
      const [row] = await tx
        .insert(contentEntries)
        .values({ ...values, body: bodies.at(-1)!, version: bodies.length, updatedBy: authorId })
        .returning();
      await tx.insert(contentVersions).values(
        bodies.map((body, index) => ({
          entryId: row!.id,
          version: index + 1,
          title: values.title,
          body,
          createdBy: authorId,
        })),
      );
      written.push(row!);
      return row!;
    }

    for (const page of DEMO_PAGES) {
      const [existing] = await tx
        .select({ id: contentEntries.id })
        .from(contentEntries)
        .where(and(eq(contentEntries.path, page.slug), isNull(contentEntries.deletedAt)));
      if (existing) continue;
      const pageRow = await insert(
        { parentId: null, path: page.slug, slug: page.slug, title: page.title, position: 0 },
        [...(page.drafts ?? []), page.body],
      );
      for (const [sectionIndex, section] of (page.sections ?? []).entries()) {
        const sectionRow = await insert(
          {
            parentId: pageRow.id,
            path: `${page.slug}/${section.slug}`,
            slug: section.slug,
            title: section.title,
            position: sectionIndex,
          },
          [section.body],
        );
        for (const [articleIndex, article] of section.articles.entries()) {
          await insert(
            {
              parentId: sectionRow.id,
              path: `${sectionRow.path}/${article.slug}`,
              slug: article.slug,
              title: article.title,
              position: articleIndex,
            },
            [article.body],
          );
        }
      }
    }
  });
  await new SearchService(db).upsert(contentSearchDocuments(written));
}
