// The gallery at size: the album page of 40 images (`GET /api/albums/{id}/images`) at the start and
// deep in the 2,000-image album, a typical album's first page, and the list of albums (`GET /api/albums`),
// each against the SQL it runs.
// Prepare: npm run seed:large -- --employees 10000 --content [--data-dir …]   Run: npm run bench:gallery
import { parseArgs } from 'node:util';
import { asc, desc, sql } from 'drizzle-orm';
import {
  apiVersusSql,
  comparisonRow,
  describeStatements,
  getOk,
  openBench,
  sqlBenchOptions,
  tokenFor,
} from './harness.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';
import { albums } from '../apps/server/src/modules/gallery/gallery.schema.ts';
import { users } from '../apps/server/src/modules/users/users.schema.ts';

const { values } = parseArgs({ options: { ...sqlBenchOptions({ iterations: '200', warmUp: '10' }) } });
const iterations = Number(values.iterations);
const { database, app } = await openBench(values);
const db = database.db;
const [count] = rowsOf<{ n: number; images: number }>(
  await db.execute(sql`select count(*)::int as n, coalesce(sum(image_count), 0)::int as images from albums`),
);
if (Number(count?.n ?? 0) < 100)
  throw new Error('Нет альбомов: npm run seed:large -- --employees 10000 --content');
const [biggest] = await db.select().from(albums).orderBy(desc(albums.imageCount)).limit(1);
const [typical] = await db
  .select()
  .from(albums)
  .where(sql`${albums.imageCount} between 60 and 140`)
  .limit(1);
const [someone] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
const token = await tokenFor(db, someone!.id);

const deepPage = Math.ceil(biggest!.imageCount / 40 / 2);
const variants = [
  { name: `альбом из ${biggest!.imageCount}: страница 1`, url: `/api/albums/${biggest!.id}/images?page=1` },
  {
    name: `альбом из ${biggest!.imageCount}: страница ${deepPage}`,
    url: `/api/albums/${biggest!.id}/images?page=${deepPage}`,
  },
  { name: `альбом из ${typical!.imageCount}: страница 1`, url: `/api/albums/${typical!.id}/images?page=1` },
  { name: 'список альбомов: страница 1', url: '/api/albums?page=1' },
];

const rows: Record<string, ReturnType<typeof comparisonRow>> = {};
const statements: string[] = [];
for (const variant of variants) {
  const result = await apiVersusSql(database, {
    call: () => getOk(app, variant.url, token),
    iterations,
    warmUp: Number(values['warm-up']),
  });
  rows[variant.name] = comparisonRow(result, 2);
  statements.push(`${variant.name}:\n${describeStatements(result.statements[0]!)}`);
}
console.log(
  `Галерея: ${database.kind}; ${count!.n} альбомов, ${count!.images} изображений; ` +
    `${iterations} повторов, API и SQL через один`,
);
if (values['show-sql']) console.log(statements.join('\n'));
console.table(rows);
await app.close();
await database.close();
