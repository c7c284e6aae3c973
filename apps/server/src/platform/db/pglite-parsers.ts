import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

/**
 * The types Drizzle's PGlite driver asks to get as text (dates, timestamps, intervals and their arrays; it maps
 * them itself). Drizzle passes them with every query, and PGlite then merges them into its ~320 default
 * parsers for that one query: ~80 µs a statement, more than a small read itself costs (the reports
 * bench). The client is created with these as its defaults instead, and Drizzle's per-query copy is dropped
 * (`forDrizzle`): the rows come out the same, without the merge.
 */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
] as const;

const asText = (value: string) => value;

/** The client's default parsers: every type Drizzle wants as text stays text. */
export const DRIZZLE_TEXT_PARSERS: Record<number, (value: string) => unknown> = Object.fromEntries(
  TEXT_TYPES.map((oid) => [oid, asText]),
);

/**
 * PGlite's own parsing of dates and timestamps into `Date`, for a caller that expects a driver's usual values
 * (pg-boss through `executeSql`); it pays the per-query merge, once per job statement.
 */
export const DATE_PARSERS: Record<number, (value: string) => unknown> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.DATE].flatMap((oid) => {
    const parse = types.parsers[oid];
    return parse ? [[oid, (value: string): unknown => parse(value, oid) as unknown]] : [];
  }),
);

type QueryOptions = Parameters<PGlite['query']>[2];

/** The options without parsers that only repeat the client's defaults (Drizzle's text types). */
function withoutDefaultParsers(options: QueryOptions): QueryOptions {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const onlyDefaults = Object.keys(parsers).every((oid) => DRIZZLE_TEXT_PARSERS[Number(oid)] !== undefined);
  if (!onlyDefaults) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

/** A transaction whose `query` drops Drizzle's repeated parsers as the client's does. */
function transactionForDrizzle(tx: Transaction): Transaction {
  return new Proxy(tx, {
    get(target, property, receiver) {
      if (property === 'query')
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          target.query(text, params, withoutDefaultParsers(options));
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/**
 * The client as Drizzle should see it (created with `DRIZZLE_TEXT_PARSERS` as its parsers): `query` and the
 * queries inside `transaction` drop Drizzle's per-query parsers; everything else is the client itself.
 */
export function forDrizzle(client: PGlite): PGlite {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query')
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          target.query(text, params, withoutDefaultParsers(options));
      if (property === 'transaction')
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(transactionForDrizzle(tx)));
      const value = Reflect.get(target, property, target) as unknown;
      // PGlite keeps its state in private fields: its methods must run on the client itself.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
