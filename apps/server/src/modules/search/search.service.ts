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

/**
 * The query behind /api/esearch: Russian full-text OR `simple` prefix OR trigram word similarity (the
 * threshold is set per transaction), ranked, at most `limit` hits per kind. Exported for the benchmark.
 */
export function searchSql(lowered: string, options: { kind?: SearchKind; limit: number }): SQL {
  const prefix = prefixQuery(lowered);
  const prefixMatch = prefix ? sql`d.tsv_simple @@ to_tsquery('simple', ${prefix})` : sql`false`;
  const prefixRank = prefix ? sql`ts_rank(d.tsv_simple, to_tsquery('simple', ${prefix}))` : sql`0`;
  return sql`
    select kind, entity_id, title, subtitle, url, meta, rank from (
      select d.kind, d.entity_id, d.title, d.subtitle, d.url, d.meta, r.rank,
             row_number() over (partition by d.kind order by r.rank desc, d.title) as place
      from search_documents d
      cross join lateral (select
        2 * ts_rank(d.tsv_russian, websearch_to_tsquery('russian', ${lowered}))
          + ${prefixRank}
          + word_similarity(${lowered}, d.search_text) as rank) r
      where (d.tsv_russian @@ websearch_to_tsquery('russian', ${lowered})
             or ${prefixMatch}
             or ${lowered} <% d.search_text)
        ${options.kind ? sql`and d.kind = ${options.kind}` : sql``}
    ) ranked
    where place <= ${options.limit}
    order by kind, rank desc, title`;
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
    return active.length;
  }

  /** Full-text (Russian word forms) OR name prefix OR typo-tolerant trigram match, best first per kind. */
  async search(text: string, options: { kind?: SearchKind; limit: number }) {
    const lowered = text.trim().toLowerCase();
    const hits = await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`,
      );
      const result = await tx.execute(searchSql(lowered, options));
      return rowsOf<SearchRow>(result);
    });
    const groups = SEARCH_KINDS.map((kind) => ({
      kind,
      label: SEARCH_KIND_LABELS[kind],
      items: hits
        .filter((hit) => hit.kind === kind)
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
