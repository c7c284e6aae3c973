import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SEARCH_KIND_LABELS, SEARCH_KINDS, type SearchHit, type SearchKind } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/sql.ts';
import { structures } from '../organisation/organisation.schema.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { searchDocuments } from './search.schema.ts';

interface SearchRow {
  kind: SearchKind;
  entity_id: number;
  title: string;
  subtitle: string | null;
  url: string;
  meta: Record<string, unknown> | null;
  rank: number;
}

export interface SearchDocumentInput {
  kind: SearchKind;
  entityId: number;
  title: string;
  subtitle?: string | null;
  body?: string | null;
  url: string;
  meta?: Record<string, unknown> | null;
}

/** How many index matches get the full (trigram) ranking. */
export const CANDIDATE_LIMIT = 300;

/** Trigram word similarity needed for a typo match («Иваонв» → «Иванов» scores 0.43). */
export const TYPO_THRESHOLD = 0.4;

/** `иван петр` -> `иван:* & петр:*` for the `simple` vector; null when no word is left. */
export function prefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

export interface SearchSqlOptions {
  kind?: SearchKind;
  limit: number;
  /** `exact`: full-text word forms and name prefixes (indexes only); `typo`: trigram similarity. */
  mode: 'exact' | 'typo';
}

/**
 * The queries behind /api/esearch. Phase 1 finds candidates through an index and ranks them cheaply,
 * keeping the best few hundred; phase 2 adds trigram word similarity for those only. The typo query runs
 * only when the exact one found too little: trigram checks on thousands of rows are what makes a broad
 * query slow. Exported for the benchmark.
 */
export function searchSql(lowered: string, options: SearchSqlOptions): SQL {
  const prefix = prefixQuery(lowered);
  const russian = sql`websearch_to_tsquery('russian', ${lowered})`;
  const prefixMatch = prefix ? sql`d.tsv_simple @@ to_tsquery('simple', ${prefix})` : sql`false`;
  const prefixRank = prefix ? sql`ts_rank(d.tsv_simple, to_tsquery('simple', ${prefix}))` : sql`0`;
  const match =
    options.mode === 'exact'
      ? sql`(d.tsv_russian @@ ${russian} or ${prefixMatch})`
      : sql`${lowered} <% d.search_text`;
  const cheapRank =
    options.mode === 'exact' ? sql`2 * ts_rank(d.tsv_russian, ${russian}) + ${prefixRank}` : sql`0`;
  return sql`
    select kind, entity_id, title, subtitle, url, meta, rank from (
      select d.kind, d.entity_id, d.title, d.subtitle, d.url, d.meta, c.cheap + word_similarity(${lowered}, d.search_text) as rank
      from (
        select d.id, ${cheapRank} as cheap
        from search_documents d
        where ${match} ${options.kind ? sql`and d.kind = ${options.kind}` : sql``}
        order by cheap desc
        limit ${CANDIDATE_LIMIT}
      ) c
      join search_documents d on d.id = c.id
    ) ranked
    order by rank desc, title`;
}

/**
 * The search index of the whole product. Modules call `upsert`/`remove` when their content changes;
 * `search` answers /api/esearch from this one table, grouped by kind.
 */
export class SearchService {
  constructor(private readonly db: Db) {}

  async upsert(documents: SearchDocumentInput[], db: Db = this.db): Promise<void> {
    if (documents.length === 0) return;
    const rows = documents.map((doc) => ({
      kind: doc.kind,
      entityId: doc.entityId,
      title: doc.title,
      subtitle: doc.subtitle ?? null,
      body: doc.body ?? null,
      url: doc.url,
      meta: doc.meta ?? null,
    }));
    for (let offset = 0; offset < rows.length; offset += 1000) {
      await db
        .insert(searchDocuments)
        .values(rows.slice(offset, offset + 1000))
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
        });
    }
  }

  async remove(kind: SearchKind, entityIds: number[]): Promise<void> {
    if (entityIds.length === 0) return;
    await this.db
      .delete(searchDocuments)
      .where(and(eq(searchDocuments.kind, kind), inArray(searchDocuments.entityId, entityIds)));
  }

  /** (Re)indexes people: name, position, department, email, phones; dismissed people leave the index. */
  async indexUsers(ids?: number[]): Promise<number> {
    const department = alias(structures, 'department');
    const office = alias(structures, 'office');
    const rows = await this.db
      .select({ user: users, department: department.name, office: office.name })
      .from(users)
      .leftJoin(department, eq(department.id, users.departmentId))
      .leftJoin(office, eq(office.id, users.officeId))
      .where(ids ? inArray(users.id, ids) : undefined);
    const today = new Date().toISOString().slice(0, 10);
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
      })),
    );
    await this.remove('user', gone);
    // After a bulk load the planner needs fresh statistics, or it scans the table instead of the indexes.
    if (!ids) await this.db.execute(sql`analyze search_documents`);
    return active.length;
  }

  /** Russian word forms and name prefixes first; typo-tolerant trigram matches when those find too few. */
  async search(text: string, options: { kind?: SearchKind; limit: number }) {
    const lowered = text.trim().toLowerCase();
    const exact = rowsOf<SearchRow>(await this.db.execute(searchSql(lowered, { ...options, mode: 'exact' })));
    let hits = exact;
    if (exact.length < options.limit) {
      const typos = await this.db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`,
        );
        return rowsOf<SearchRow>(await tx.execute(searchSql(lowered, { ...options, mode: 'typo' })));
      });
      const seen = new Set(exact.map((hit) => `${hit.kind}:${hit.entity_id}`));
      hits = [...exact, ...typos.filter((hit) => !seen.has(`${hit.kind}:${hit.entity_id}`))];
    }
    const groups = SEARCH_KINDS.map((kind) => ({
      kind,
      label: SEARCH_KIND_LABELS[kind],
      items: hits
        .filter((hit) => hit.kind === kind)
        .slice(0, options.limit)
        .map((hit): SearchHit => ({
          kind: hit.kind,
          id: Number(hit.entity_id),
          title: hit.title,
          subtitle: hit.subtitle,
          url: hit.url,
          meta: hit.meta,
          rank: Number(hit.rank),
        })),
    }));
    return groups.filter((group) => group.items.length > 0);
  }
}
