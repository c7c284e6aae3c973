import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SEARCH_KIND_LABELS, SEARCH_KINDS, type SearchHit, type SearchKind } from '@intranet/contracts';
import { systemClock, type Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/sql.ts';
import { structures } from '../organisation/organisation.schema.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { candidatesSql, lookupSql, personRowsSql } from './search.queries.ts';
import { KEY_POINTS, rankDocuments } from './search.rank.ts';
import {
  buildReadings,
  highlightQueryOf,
  lookupsOf,
  meantText,
  readingWords,
  tsqueryOf,
  type VocabularyRow,
} from './search.readings.ts';
import { searchDocuments, searchKeys } from './search.schema.ts';
import {
  normalise,
  parseHeadline,
  personKeys,
  plainText,
  queryKeys,
  switchLayout,
  vocabularyOf,
} from './search.text.ts';

export interface SearchDocumentInput {
  kind: SearchKind;
  entityId: number;
  title: string;
  subtitle?: string | null;
  /** Plain text or rich text (tags are dropped); what the words and snippets come from. */
  body?: string | null;
  url: string;
  meta?: Record<string, unknown> | null;
  /** Exact identifiers the document is found by alone (a person's e-mail, login, phones), normalised. */
  keys?: string[];
}

interface PersonRow {
  id: number;
  entity_id: number;
  title: string;
  subtitle: string | null;
  url: string;
  meta: Record<string, unknown> | null;
}

/** What the ranking reads of a candidate (subtitle and body only when found outside the name). */
interface CandidateRow {
  id: number;
  title: string;
  subtitle: string | null;
  body: string | null;
}

/** A person found by an identifier key: exactly or by its start. */
type KeyRow = PersonRow & CandidateRow & { exact: boolean };

interface ContentRow extends PersonRow {
  kind: SearchKind;
  rank: number;
  snippet: string | null;
}

/** Rows written per statement when indexing. */
const BATCH = 1000;

/** A query that may be the start of an e-mail or a login: one token with @, a dot, an underscore or a digit. */
const IDENTIFIER_START = /^[a-z0-9._@+-]*[._@\d][a-z0-9._@+-]*$/;

const personHit = (row: PersonRow, rank: number): SearchHit => ({
  kind: 'user',
  id: Number(row.entity_id),
  title: row.title,
  subtitle: row.subtitle,
  url: row.url,
  meta: row.meta,
  rank,
  snippet: null,
});

/**
 * The search index of the whole product. Modules call `upsert`/`remove` when their content changes;
 * `search` answers /api/esearch, grouped by kind (docs/decisions.md, "Search").
 */
export class SearchService {
  constructor(
    private readonly db: Db,
    /** Seeds and scripts index without one: they run on the machine's day. */
    private readonly clock: Clock = systemClock,
  ) {}

  /** Adds or replaces documents (by kind and entity), their identifier keys and their words, atomically. */
  async upsert(documents: SearchDocumentInput[], db: Db = this.db): Promise<void> {
    if (documents.length === 0) return;
    await db.transaction(async (tx) => {
      for (let offset = 0; offset < documents.length; offset += BATCH) {
        const batch = documents.slice(offset, offset + BATCH).map((doc) => ({
          kind: doc.kind,
          entityId: doc.entityId,
          title: doc.title.trim(),
          subtitle: doc.subtitle ?? null,
          body: plainText(doc.body),
          url: doc.url,
          meta: doc.meta ?? null,
          keys: [...new Set((doc.keys ?? []).map(normalise).filter(Boolean))],
        }));
        const saved = await tx
          .insert(searchDocuments)
          .values(batch.map(({ keys: _keys, ...row }) => row))
          .onConflictDoUpdate({
            target: [searchDocuments.kind, searchDocuments.entityId],
            set: {
              title: sql`excluded.title`,
              subtitle: sql`excluded.subtitle`,
              body: sql`excluded.body`,
              url: sql`excluded.url`,
              meta: sql`excluded.meta`,
              updatedAt: sql`now()`,
            },
          })
          .returning({
            id: searchDocuments.id,
            kind: searchDocuments.kind,
            entityId: searchDocuments.entityId,
          });
        const idOf = new Map(saved.map((row) => [`${row.kind}:${row.entityId}`, row.id]));
        await tx.delete(searchKeys).where(
          inArray(
            searchKeys.documentId,
            saved.map((row) => row.id),
          ),
        );
        const keys = batch.flatMap((doc) =>
          doc.keys.map((key) => ({ documentId: idOf.get(`${doc.kind}:${doc.entityId}`)!, key })),
        );
        if (keys.length > 0) await tx.insert(searchKeys).values(keys).onConflictDoNothing();
        await this.addWords(
          batch.map((doc) => `${doc.title} ${doc.subtitle ?? ''} ${doc.body ?? ''}`),
          tx,
        );
      }
    });
  }

  /** Puts the words of texts into the vocabulary with their Russian stems (known words are left as they are). */
  private async addWords(texts: string[], db: Db): Promise<void> {
    const words = [...new Set(texts.flatMap((text) => vocabularyOf(text)))];
    if (words.length === 0) return;
    await db.execute(sql`
      insert into search_words (word, stem)
      select w, (ts_lexize('russian_stem', w))[1] from unnest(${sql.param(words)}::text[]) as w
      on conflict do nothing`);
  }

  async remove(kind: SearchKind, entityIds: number[]): Promise<void> {
    if (entityIds.length === 0) return;
    await this.db
      .delete(searchDocuments)
      .where(and(eq(searchDocuments.kind, kind), inArray(searchDocuments.entityId, entityIds)));
  }

  /** (Re)indexes people: name, position, department, e-mail, phones; dismissed people leave the index. */
  async indexUsers(ids?: number[]): Promise<number> {
    const department = alias(structures, 'department');
    const office = alias(structures, 'office');
    const rows = await this.db
      .select({ user: users, department: department.name, office: office.name })
      .from(users)
      .leftJoin(department, eq(department.id, users.departmentId))
      .leftJoin(office, eq(office.id, users.officeId))
      .where(ids ? inArray(users.id, ids) : undefined);
    const today = this.clock.today();
    const active = rows.filter((row) => !row.user.fireDate || row.user.fireDate >= today);
    const gone = rows.filter((row) => !active.includes(row)).map((row) => row.user.id);
    await this.upsert(
      active.map(({ user, department: departmentName, office: officeName }) => ({
        kind: 'user',
        entityId: user.id,
        title: fullName(user),
        subtitle: user.workPosition,
        body: [departmentName, officeName, user.email, user.login, user.phoneCorp, user.phonePersonal]
          .filter(Boolean)
          .join(' '),
        url: `/search?user=${user.id}`,
        meta: {
          work_position: user.workPosition,
          department: departmentName,
          office: officeName,
          email: user.email,
          phone_corp: user.phoneCorp,
          phone_personal: user.phonePersonal,
        },
        keys: personKeys({
          email: user.email,
          login: user.login,
          phones: [user.phoneCorp, user.phonePersonal],
        }),
      })),
    );
    await this.remove('user', gone);
    // After a bulk load the planner needs fresh statistics, or it scans the table instead of the indexes.
    if (!ids) await this.db.execute(sql`analyze search_documents, search_keys, search_words`);
    return active.length;
  }

  /**
   * An index built before the vocabulary and the keys existed (migration 0014) gets them: people are indexed
   * again, other documents give their words. Cheap to call on every start.
   */
  async rebuildIfNeeded(): Promise<boolean> {
    const [state] = rowsOf<{ documents: boolean; words: boolean }>(
      await this.db.execute(sql`select exists (select 1 from search_documents) as documents,
        exists (select 1 from search_words) as words`),
    );
    if (!state?.documents || state.words) return false;
    await this.indexUsers();
    const others = await this.db
      .select({
        title: searchDocuments.title,
        subtitle: searchDocuments.subtitle,
        body: searchDocuments.body,
      })
      .from(searchDocuments)
      .where(ne(searchDocuments.kind, 'user'));
    for (let offset = 0; offset < others.length; offset += BATCH)
      await this.addWords(
        others
          .slice(offset, offset + BATCH)
          .map((doc) => `${doc.title} ${doc.subtitle ?? ''} ${doc.body ?? ''}`),
        this.db,
      );
    return true;
  }

  /**
   * People first by an exact identifier (then only them), else by the words of the name and the other
   * fields — as typed, as word forms, with a typo corrected, in the other keyboard layout — ranked by
   * search.rank.ts; content by full text with snippets. Three round trips: the keys and the vocabulary, the
   * candidates of both, the people shown.
   */
  async search(text: string, options: { kind?: SearchKind; limit: number }) {
    const wantPeople = !options.kind || options.kind === 'user';
    const wantContent = options.kind !== 'user';
    const switched = switchLayout(text.trim());
    const keys = wantPeople
      ? [...new Set([...queryKeys(text), ...(switched ? queryKeys(switched) : [])])]
      : [];
    const start = [normalise(text), switched ? normalise(switched) : ''].find(
      (candidate) => candidate.length >= 3 && IDENTIFIER_START.test(candidate),
    );
    const readings = readingWords(text);
    const lookups = lookupsOf(readings);
    const [lookup] = rowsOf<{ keys: KeyRow[]; words: VocabularyRow[] }>(
      await this.db.execute(
        lookupSql(
          { keys, prefix: start ?? null },
          { lookups: lookups.words, variants: lookups.variants, guesses: lookups.guesses },
        ),
      ),
    );
    // An exact e-mail, login or phone is the person asked for: that hit alone.
    const exact = (lookup?.keys ?? []).filter((row) => row.exact);
    const hits: SearchHit[] = exact.map((row) => personHit(row, KEY_POINTS.exact));
    let meantQuery: string | null = null;
    if (exact.length === 0) {
      const meant = buildReadings(readings, lookups.words, lookup?.words ?? []);
      meantQuery = meantText(meant);
      const fullQuery = tsqueryOf(meant, false);
      const highlightQuery = highlightQueryOf(meant);
      const [candidates] = fullQuery
        ? rowsOf<{ people: CandidateRow[]; content: ContentRow[] }>(
            await this.db.execute(
              candidatesSql(
                wantPeople ? { exactQuery: tsqueryOf(meant, true), fullQuery } : null,
                wantContent && highlightQuery
                  ? { fullQuery, highlightQuery, kind: options.kind, limit: options.limit }
                  : null,
              ),
            ),
          )
        : [];
      const people = new Map<number, CandidateRow & { key?: 'prefix' }>();
      for (const row of lookup?.keys ?? []) people.set(row.id, { ...row, key: 'prefix' });
      for (const row of candidates?.people ?? []) if (!people.has(row.id)) people.set(row.id, row);
      const ranked = rankDocuments([...people.values()], meant).slice(0, options.limit);
      if (ranked.length > 0) {
        const shown = new Map(
          rowsOf<PersonRow>(await this.db.execute(personRowsSql(ranked.map((row) => row.id)))).map((row) => [
            row.id,
            row,
          ]),
        );
        for (const row of ranked) {
          const person = shown.get(row.id);
          if (person) hits.push(personHit(person, row.rank));
        }
      }
      for (const row of candidates?.content ?? [])
        hits.push({
          kind: row.kind,
          id: Number(row.entity_id),
          title: row.title,
          subtitle: row.subtitle,
          url: row.url,
          meta: row.meta,
          rank: Number(row.rank),
          snippet: row.snippet ? parseHeadline(row.snippet) : null,
        });
    }
    const data = SEARCH_KINDS.map((kind) => ({
      kind,
      label: SEARCH_KIND_LABELS[kind],
      items: hits.filter((hit) => hit.kind === kind).slice(0, options.limit),
    })).filter((group) => group.items.length > 0);
    return { data, meant: data.length > 0 ? meantQuery : null };
  }
}
