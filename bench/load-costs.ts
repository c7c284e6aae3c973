// npm run bench:load-costs -- [--database-url postgres://…/bench_load] [--people 100]
// What each call of the morning (bench/load-user.ts) costs on its own: one built server on the load's database,
// the calls made one at a time for `--people` people in turn, and for each call the server's and PostgreSQL's
// CPU per call (from /proc, as bench:load reads it) and its time alone. The CPU, unlike latencies, holds on a
// busy machine, so this says which call to make cheaper (bench/README.md, "A morning's load").
import http from 'node:http';
import { parseArgs } from 'node:util';
import { openPostgres } from '../apps/server/src/platform/db/database.ts';
import { prepareMorning, type LoadPerson } from './load-seed.ts';
import { CALLS, morningCall, signIn, type CallName, type MorningTarget } from './load-user.ts';

/** A small seeded generator, so two runs make the same choices. */
const random = (() => {
  let state = 20_261_207;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
})();
import { cpuBetween, cpuByPid, startOne, useMainScript, useProfileDir } from './load-servers.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_load' },
    people: { type: 'string', default: '100' },
    port: { type: 'string', default: '3347' },
    main: { type: 'string' },
    profile: { type: 'string' },
  },
});
useMainScript(values.main);
useProfileDir(values.profile);
const count = Number(values.people);

const database = await openPostgres(values['database-url']);
const data = await prepareMorning(database);
const [dbName] = (await database.rawQuery('select current_database() as name', [])) as { name: string }[];
const backends = async () =>
  (
    (await database.rawQuery(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName!.name],
    )) as { pid: number }[]
  ).map((row) => Number(row.pid));

const running = await startOne(Number(values.port), values['database-url']);
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const times = new Map<CallName, number[]>();
const target: MorningTarget = {
  port: running.port,
  agent,
  thinkMs: 0,
  typingMs: 0,
  topics: data.topics,
  record: (sample) =>
    times.set(sample.name as CallName, [...(times.get(sample.name as CallName) ?? []), sample.ms]),
  onError: (name, detail) => console.log(`ошибка: ${name}: ${detail.slice(0, 200)}`),
};
/** Every call but the sign-in (measured first) and the socket (not a request). */
const MEASURED = CALLS.filter(
  (call): call is Parameters<typeof morningCall>[1] =>
    call !== 'вход (POST /auth/token/issue)' && call !== 'сокет уведомлений (до ready)',
);
const people: LoadPerson[] = data.people.slice(0, count);
const colleagueOf = (index: number) => data.people[(index * 7919) % data.people.length]!;

const rows: Record<string, Record<string, number>> = {};
const round = (value: number) => Number(value.toFixed(2));
try {
  // A warm-up round, unmeasured: the server's first calls compile and fill its caches.
  const warm = data.people.slice(-5);
  for (const [index, person] of warm.entries()) {
    const token = await signIn(target, person);
    for (const call of MEASURED) await morningCall(target, call, token, person, colleagueOf(index), random);
  }
  times.clear();
  const tokens: string[] = [];
  const measure = async (call: CallName, run: (index: number) => Promise<unknown>) => {
    const pg = await backends();
    const serverBefore = cpuByPid(running.serverPids);
    const pgBefore = cpuByPid(pg);
    for (let index = 0; index < people.length; index += 1) await run(index);
    // Per request: the search sends three as the person types, the save none when the week is sent already.
    const sorted = [...(times.get(call) ?? [])].sort((a, b) => a - b);
    const requests = Math.max(sorted.length, 1);
    const serverMs = (cpuBetween(serverBefore, cpuByPid(running.serverPids)) * 1000) / requests;
    // A backend the pool closed meanwhile reads 0: left out (its share is lost, a little).
    const pgAfter = new Map([...cpuByPid(pg)].filter(([, seconds]) => seconds > 0));
    const pgMs = (cpuBetween(pgBefore, pgAfter) * 1000) / requests;
    rows[call] = {
      n: sorted.length,
      'p50, мс': round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      'CPU сервера, мс': round(serverMs),
      'CPU PostgreSQL, мс': round(pgMs),
    };
  };
  await measure(CALLS[0], async (index) => tokens.push(await signIn(target, people[index]!)));
  for (const call of MEASURED)
    await measure(call, (index) =>
      morningCall(target, call, tokens[index]!, people[index]!, colleagueOf(index), random),
    );
} finally {
  agent.destroy();
  await running.stop();
  await database.close();
}
// A morning makes each call once, and the search three times.
const total = (key: string) =>
  round(Object.values(rows).reduce((sum, row) => sum + (row[key]! * row.n!) / people.length, 0));
console.log(
  `Стоимость вызовов утра по одному, ${count} человек, CPU на вызов (тики /proc по 10 мс, поделены на n)`,
);
console.table(rows);
console.log(
  `Утро одного человека: сервер ${total('CPU сервера, мс')} мс, PostgreSQL ${total('CPU PostgreSQL, мс')} мс`,
);
