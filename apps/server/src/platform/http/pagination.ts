import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { placeholdersOf, preparableSql, type PreparedReads } from '../db/prepared.ts';
import { rowsOf } from '../db/sql.ts';
import { fieldError } from './app-error.ts';

export interface PageRequest {
  page: number;
  per_page: number;
  /** The keyset cursor of `links.next`: the page after this row, found through the sort's index. */
  after?: string;
}

/** Totals are counted exactly up to this many rows; past it the planner's estimate is given (and flagged). */
export const EXACT_TOTAL_UP_TO = 1000;

export interface ListTotal {
  total: number;
  /** True when `total` is the planner's estimate of a list longer than EXACT_TOTAL_UP_TO. */
  estimated: boolean;
}

/** The list envelope every list answers in: data, links and meta, pages from 1. */
export function paginated<T, M extends object = object>(
  data: T[],
  total: number | ListTotal,
  request: PageRequest,
  basePath: string,
  extraMeta?: M,
  /** The keyset cursor of the page after this one (lists with a keyset order). */
  nextCursor?: string,
  /** Whether a row follows this page, when the page was read with `lookAhead`. */
  hasMore?: boolean,
) {
  const counted = settledTotal(
    typeof total === 'number' ? { total, estimated: false } : total,
    data.length,
    request,
    hasMore,
  );
  const lastPage = Math.max(1, Math.ceil(counted.total / request.per_page));
  const link = (page: number) => `${basePath}?page=${page}&per_page=${request.per_page}`;
  const hasNext =
    hasMore ?? (data.length === request.per_page && (counted.estimated || request.page < lastPage));
  return {
    data,
    links: {
      first: link(1),
      last: link(lastPage),
      prev: request.page > 1 ? link(request.page - 1) : null,
      next: hasNext
        ? `${link(request.page + 1)}${nextCursor ? `&after=${encodeURIComponent(nextCursor)}` : ''}`
        : null,
    },
    meta: {
      current_page: request.page,
      last_page: lastPage,
      per_page: request.per_page,
      total: counted.total,
      ...(counted.estimated ? { total_estimated: true } : {}),
      ...(extraMeta ?? ({} as M)),
    },
  };
}

/**
 * The body of a list read by POST with the page its link asks for: `paginated` links to the same url with
 * `?page=N&per_page=M` (contracts `postPageQuerySchema`), which a client follows by POSTing the same body.
 */
export function withLinkPage<B extends PageRequest>(body: B, query: { page?: number; per_page?: number }): B {
  return {
    ...body,
    ...(query.page === undefined ? {} : { page: query.page }),
    ...(query.per_page === undefined ? {} : { per_page: query.per_page }),
  };
}

export function pageOffset(request: PageRequest): number {
  return (request.page - 1) * request.per_page;
}

/**
 * A page read one row past its end (`limit per_page + 1`): the page's rows and whether another row follows.
 * With it `meta.last_page` stays true past EXACT_TOTAL_UP_TO, where the total is only the planner's estimate:
 * a client paging while `current_page < last_page` neither stops early nor asks for empty pages.
 */
export function lookAhead<T>(rows: T[], perPage: number): { rows: T[]; hasMore: boolean } {
  return { rows: rows.slice(0, perPage), hasMore: rows.length > perPage };
}

/** An estimated total made consistent with what the page itself shows about the list's end. */
function settledTotal(
  counted: ListTotal,
  rows: number,
  request: PageRequest,
  hasMore: boolean | undefined,
): ListTotal {
  if (hasMore === undefined || !counted.estimated) return counted;
  const seen = pageOffset(request) + rows;
  // The list ends on this page: its total is now known exactly.
  if (!hasMore && rows > 0) return { total: seen, estimated: false };
  // Past the end: the list is no longer than the pages before this one.
  if (!hasMore) return { total: Math.min(counted.total, seen), estimated: true };
  // More follow: at least one more page, whatever the planner thought.
  return { total: Math.max(counted.total, seen + 1), estimated: true };
}

/**
 * The total of a list without counting a long one: `rows` is the list as a select (of anything) with its
 * filters and no order. Counted exactly up to EXACT_TOTAL_UP_TO, past it the planner's estimate: a page of a
 * 50,000-person directory then costs its 20 rows, not a scan of the whole table.
 */
export async function countTotal(db: Db, rows: SQLWrapper): Promise<ListTotal> {
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${rows} limit ${EXACT_TOTAL_UP_TO + 1}) as counted`),
  );
  const exact = Number(counted?.n ?? 0);
  if (exact <= EXACT_TOTAL_UP_TO) return { total: exact, estimated: false };
  return estimatedTotal(db, rows);
}

/**
 * countTotal of a list whose statements are prepared (platform/db/prepared.ts): `rows(v)` builds the rows to
 * count from `v`, the values or their placeholders. The capped count is prepared as `name`, and the planner's
 * estimate of a list past the cap as `name:estimate` (unnamed on the driver: planned with each call's values).
 */
export async function countTotalPrepared<V extends Record<string, unknown>>(
  db: Db,
  prepared: PreparedReads,
  name: string,
  rows: (v: V) => SQLWrapper,
  values: V,
): Promise<ListTotal> {
  const [counted] = await prepared.run(
    name,
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`(${rows(placeholdersOf(values))} limit ${EXACT_TOTAL_UP_TO + 1}) as counted`),
    values,
  );
  const exact = Number(counted?.n ?? 0);
  if (exact <= EXACT_TOTAL_UP_TO) return { total: exact, estimated: false };
  const result = await prepared.run(
    `${name}:estimate`,
    () => preparableSql(db, sql`explain (format json) ${rows(placeholdersOf(values))}`),
    values,
  );
  return estimateOf(result);
}

async function estimatedTotal(db: Db, rows: SQLWrapper): Promise<ListTotal> {
  return estimateOf(await db.execute(sql`explain (format json) ${rows}`));
}

/** The planner's row count of an `explain (format json)` answer, as a total past EXACT_TOTAL_UP_TO. */
function estimateOf(result: unknown): ListTotal {
  const [plan] = rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(result);
  const estimate = Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  return { total: Math.max(EXACT_TOTAL_UP_TO + 1, estimate), estimated: true };
}

/**
 * A keyset order: the sort's expressions, the last one unique (an id), matched by an index. `after` turns a
 * cursor into the condition "sorts after that row", so any page costs its own rows whatever its depth.
 */
export class KeysetOrder<Row> {
  constructor(
    /** The sort's expressions, each with the kind of its value in a cursor. */
    private readonly keys: readonly { by: SQL; kind: 'text' | 'integer' }[],
    private readonly keyOf: (row: Row) => readonly (string | number)[],
  ) {}

  get by(): SQL[] {
    return this.keys.map((key) => key.by);
  }

  /** The cursor of the page after `rows` (undefined when it is empty). */
  cursorAfter(rows: readonly Row[]): string | undefined {
    const last = rows.at(-1);
    return last === undefined
      ? undefined
      : Buffer.from(JSON.stringify(this.keyOf(last))).toString('base64url');
  }

  /** The condition for rows after the cursor; a cursor that is not ours is a 400 on `after`. */
  after(cursor: string | undefined): SQL | undefined {
    if (cursor === undefined) return undefined;
    let key: unknown;
    try {
      key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      key = null;
    }
    const valid =
      Array.isArray(key) &&
      key.length === this.keys.length &&
      key.every((value: unknown, index) =>
        this.keys[index]!.kind === 'text'
          ? typeof value === 'string'
          : Number.isSafeInteger(value) && Math.abs(value as number) <= 2_147_483_647,
      );
    if (!valid) throw fieldError('after', 'Неверная ссылка на следующую страницу: откройте список заново');
    return this.afterKey(key as (string | number)[]);
  }

  /** The condition for rows after the row of this key (the sort's values, in order). */
  afterKey(key: readonly (string | number)[]): SQL {
    return sql`(${sql.join(this.by, sql`, `)}) > (${sql.join(
      key.map((value) => sql`${value}`),
      sql`, `,
    )})`;
  }
}
