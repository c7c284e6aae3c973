// The SQL behind /api/esearch, one builder per statement (exported for the benchmark and the tests).
// Every lookup goes through an index: identifier keys (btree), the vocabulary (primary key, text_pattern_ops
// btree, stem btree, trigram GIN on a few thousand distinct words), the title and full vectors (GIN).
import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind } from '@intranet/contracts';
import type { LookupWord } from './search.readings.ts';
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from './search.text.ts';
import { inIds } from '../../platform/db/sql.ts';

/**
 * A vocabulary word is checked as a typo when its trigram similarity reaches pg_trgm's default threshold (0.3,
 * the `%` operator): enough for one edit in words of 6+ letters; shorter words get every one-edit variant
 * looked up exactly instead (search.text.ts editVariants), so no per-transaction setting is needed.
 */
/** Vocabulary words checked per typed word, most similar first. */
export const NEAR_LIMIT = 20;
/** People taken from each tier (title exact words, title with prefixes, other fields) for ranking. */
export const PEOPLE_TIER_LIMIT = 100;
export const PEOPLE_OTHER_LIMIT = 100;
/** People found by the start of an identifier (e-mail, login). */
export const KEY_PREFIX_LIMIT = 50;

/** The smallest string above every string that starts with `prefix` (byte order, as text_pattern_ops sorts). */
export function prefixUpperBound(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop()!;
  return chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
}

/**
 * People by identifier: the keys exactly (`exact` true), and, for a query that looks like the start of an
 * e-mail or login, keys starting with it.
 */
export function keysSql(keys: string[], prefix: string | null): SQL {
  const byPrefix = prefix ? sql` or (k.key ~>=~ ${prefix} and k.key ~<~ ${prefixUpperBound(prefix)})` : sql``;
  return sql`
    select d.id, d.entity_id, d.title, d.subtitle, d.body, d.url, d.meta,
      bool_or(k.key = any(${sql.param(keys)}::text[])) as exact
    from search_keys k join search_documents d on d.id = k.document_id
    where d.kind = 'user' and (k.key = any(${sql.param(keys)}::text[])${byPrefix})
    group by d.id
    limit ${KEY_PREFIX_LIMIT}`;
}

/**
 * What the vocabulary knows about each lookup word (its position in `words`, from 0): `exact` (the word is
 * indexed), `prefix` (an indexed word starts with it), `stem` (indexed words of the same Russian stem, or the
 * nominatives its ending suggests), `near`
 * (trigram-similar words, and the word's edit variants that exist).
 */
export function vocabularySql(lookups: LookupWord[], variants: string[][], guesses: string[][]): SQL {
  const words = sql.param(lookups.map((lookup) => lookup.word));
  const typed = sql.param(lookups.map((lookup) => lookup.reading === 0));
  const uppers = sql.param(lookups.map((lookup) => prefixUpperBound(lookup.word)));
  const variantWords = sql.param(variants.flat());
  const variantLookups = sql.param(variants.flatMap((list, index) => list.map(() => index)));
  const guessWords = sql.param(guesses.flat());
  const guessLookups = sql.param(guesses.flatMap((list, index) => list.map(() => index)));
  return sql`
    with l as (
      select w.word, w.upper, w.typed, (w.n - 1)::int as lookup
      from unnest(${words}::text[], ${uppers}::text[], ${typed}::boolean[]) with ordinality as w(word, upper, typed, n)
    )
    , known as (
      -- The first indexed word at or after the typed one, in byte order: the word itself when it is indexed,
      -- else a word it starts (one step of the text_pattern_ops btree).
      select l.lookup, l.word, (
        select s.word from search_words s where s.word ~>=~ l.word and s.word ~<~ l.upper
        order by s.word using ~<~ limit 1
      ) as first from l
    )
    select lookup, word, case when first = word then 'exact' else 'prefix' end as via from known
    where first is not null
    union all
    select l.lookup, s.word, 'stem' from l
    join search_words s on s.stem = (ts_lexize('russian_stem', l.word))[1]
    where length(l.word) >= 3
    union all
    select g.lookup, s.word, 'stem'
    from unnest(${guessWords}::text[], ${guessLookups}::int[]) as g(word, lookup)
    join search_words s on s.word = g.word
    union all
    select l.lookup, n.word, 'near' from l
    cross join lateral (
      select s.word from search_words s where s.word % l.word
      order by similarity(s.word, l.word) desc, s.word limit ${NEAR_LIMIT}
    ) n
    -- Trigrams only for a typed word (not its other layout) the vocabulary does not know as such, as a start
    -- or as a stem.
    where length(l.word) >= 3 and l.typed
      and not exists (select 1 from known k where k.lookup = l.lookup and k.first is not null)
      and not exists (select 1 from search_words s where s.stem = (ts_lexize('russian_stem', l.word))[1])
    union all
    select v.lookup, s.word, 'near'
    from unnest(${variantWords}::text[], ${variantLookups}::int[]) as v(word, lookup)
    join search_words s on s.word = v.word`;
}

/**
 * Candidate people, in three tiers each read through a GIN index and capped: the name holds the exact words
 * (surname first, by weight), the name holds them with prefixes, any field holds them (a position, a
 * department: no order needed, any hundred will do; the ranking drops the ones already found by name). Not
 * «and not in the name»: with that filter the planner expects to meet its hundred early, scans the table
 * sequentially and finds none (30 ms). Only what the ranking reads; `personRowsSql` fetches the rest for the
 * few shown.
 */
export function peopleSql(exactQuery: string | null, fullQuery: string): SQL {
  const full = sql`to_tsquery('simple', ${fullQuery})`;
  const exact = exactQuery ? sql`to_tsquery('simple', ${exactQuery})` : null;
  const exactTier = exact
    ? sql`(select d.id, d.title, null as subtitle, null as body from search_documents d
        where d.kind = 'user' and d.tsv_title @@ ${exact}
        order by ts_rank(d.tsv_title, ${exact}) desc limit ${PEOPLE_TIER_LIMIT})
      union all `
    : sql``;
  return sql`
    ${exactTier}(select d.id, d.title, null, null from search_documents d
      where d.kind = 'user' and d.tsv_title @@ ${full} ${exact ? sql`and not d.tsv_title @@ ${exact}` : sql``}
      order by ts_rank(d.tsv_title, ${full}) desc limit ${PEOPLE_TIER_LIMIT})
    union all
    (select d.id, d.title, d.subtitle, d.body from search_documents d
      where d.kind = 'user' and d.tsv_simple @@ ${full}
      limit ${PEOPLE_OTHER_LIMIT})`;
}

/** The people to show, by document id. */
export function personRowsSql(ids: number[]): SQL {
  return sql`select d.id, d.entity_id, d.title, d.subtitle, d.url, d.meta from search_documents d
    where ${inIds(sql`d.id`, ids)}`;
}

/** ts_headline options: our marks around found words, one or two fragments of a dozen to thirty words. */
const HEADLINE_OPTIONS =
  `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=30, MinWords=12, ShortWord=2, ` +
  'MaxFragments=2, FragmentDelimiter=" … "';

/**
 * Content (every kind but people): Russian word forms or exact words and prefixes, ranked by both and by a
 * match in the title; the best `limit` of each kind get a snippet of their body with the found words marked.
 */
export function contentSql(options: {
  fullQuery: string;
  highlightQuery: string;
  kind?: SearchKind;
  limit: number;
}): SQL {
  const simple = sql`to_tsquery('simple', ${options.fullQuery})`;
  const russian = sql`to_tsquery('russian', ${options.fullQuery})`;
  const kindFilter = options.kind ? sql`and d.kind = ${options.kind}` : sql``;
  return sql`
    select c.id, c.kind, c.entity_id, c.title, c.subtitle, c.url, c.meta, c.rank,
      case when c.body is null then null
        else ts_headline('russian', c.body, to_tsquery('russian', ${options.highlightQuery}), ${HEADLINE_OPTIONS})
      end as snippet
    from (
      select m.*, row_number() over (partition by m.kind order by m.rank desc, m.id) as n
      from (
        select d.id, d.kind, d.entity_id, d.title, d.subtitle, d.body, d.url, d.meta,
          ts_rank_cd(d.tsv_russian, ${russian}) + ts_rank(d.tsv_simple, ${simple})
            + case when d.tsv_title @@ ${simple} then 1 else 0 end as rank
        from search_documents d
        where d.kind <> 'user' ${kindFilter} and (d.tsv_simple @@ ${simple} or d.tsv_russian @@ ${russian})
      ) m
    ) c
    where c.n <= ${options.limit}
    order by c.rank desc, c.id`;
}

/** A statement as one JSON array (an empty one when it has no rows), to send several in one round trip. */
const jsonRows = (statement: SQL) => sql`(select coalesce(json_agg(r), '[]'::json) from (${statement}) r)`;
const NONE = sql`'[]'::json`;

/** Identifier keys and the vocabulary in one round trip: `{ keys, words }`, each an array of rows. */
export function lookupSql(
  keys: { keys: string[]; prefix: string | null } | null,
  words: { lookups: LookupWord[]; variants: string[][]; guesses: string[][] } | null,
): SQL {
  return sql`select ${keys && keys.keys.length > 0 ? jsonRows(keysSql(keys.keys, keys.prefix)) : NONE} as keys,
    ${words && words.lookups.length > 0 ? jsonRows(vocabularySql(words.lookups, words.variants, words.guesses)) : NONE} as words`;
}

/** Candidate people and content in one round trip: `{ people, content }`, each an array of rows. */
export function candidatesSql(
  people: { exactQuery: string | null; fullQuery: string } | null,
  content: Parameters<typeof contentSql>[0] | null,
): SQL {
  return sql`select ${people ? jsonRows(peopleSql(people.exactQuery, people.fullQuery)) : NONE} as people,
    ${content ? jsonRows(contentSql(content)) : NONE} as content`;
}
