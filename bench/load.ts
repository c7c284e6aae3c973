// npm run bench:load -- [--database-url postgres://…/bench_load] [--organisation 30000] [--steps 25,50,100,150,200]
// A morning's load (bench/README.md, "A morning's load"): virtual users of the seeded organisation sign in and
// follow a morning over real HTTP and websockets against the built server, in rising steps of a 30,000-person
// morning's rate until p95 passes 250 ms; per step and call p50/p95/p99, requests a second, errors and the CPU of
// the server process(es), nginx and PostgreSQL; first one process, then two behind nginx, in one run.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { openPostgres } from '../apps/server/src/platform/db/database.ts';
import { prepareMorning, type LoadPerson } from './load-seed.ts';
import { CALLS, REQUESTS_PER_MORNING, morning, type Sample } from './load-user.ts';
import {
  cpuBetween,
  cpuByPid,
  machineTicks,
  postgresPids,
  postmasterPid,
  startOne,
  startTwoBehindNginx,
  useMainScript,
  useProfileDir,
  type Running,
} from './load-servers.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_load' },
    /** The organisation whose morning is the 100 % step. */
    organisation: { type: 'string', default: '30000' },
    /** Share of the organisation arriving in the morning's busiest hour, and the peak quarter's excess over it. */
    'peak-factor': { type: 'string', default: '1.5' },
    steps: { type: 'string', default: '25,50,100,150,200,300' },
    'step-seconds': { type: 'string', default: '30' },
    'warm-up-seconds': { type: 'string', default: '10' },
    /** Mean pause between two screens of a morning, ms. */
    'think-ms': { type: 'string', default: '2000' },
    /**
     * Which set-ups: one (one process), two (two behind nginx with docs/deploy/nginx.conf), two-keepalive (the
     * same with keepalive connections from nginx to the processes).
     */
    only: { type: 'string', default: 'one,two' },
    port: { type: 'string', default: '3337' },
    /** The built server's main.js, when not apps/server/dist's (e.g. a copy taken before the run). */
    main: { type: 'string' },
    /** A folder for each server's CPU profile (node --cpu-prof), written when the server stops. */
    profile: { type: 'string' },
    'p95-limit': { type: 'string', default: '250' },
  },
});
const organisation = Number(values.organisation);
const peakFactor = Number(values['peak-factor']);
const steps = values.steps.split(',').map(Number);
const stepSeconds = Number(values['step-seconds']);
const warmUpSeconds = Number(values['warm-up-seconds']);
const thinkMs = Number(values['think-ms']);
const p95Limit = Number(values['p95-limit']);
const port = Number(values.port);
useMainScript(values.main);
useProfileDir(values.profile);
// Everyone arrives within the morning's hour; its busiest quarter comes at `peakFactor` times the hour's mean.
const arrivalsAt100 = (organisation * peakFactor) / 3600;

const database = await openPostgres(values['database-url']);
const data = await prepareMorning(database);
if (data.people.length < 2 || data.topics.length === 0)
  throw new Error(
    'Нет данных: npm run seed:large -- --employees 10000 --timesheet-year 2026 --content --database-url …',
  );
if (data.laidSeconds > 0) console.log(`Данные утра уложены за ${data.laidSeconds.toFixed(1)} с`);
const [dbName] = (await database.rawQuery('select current_database() as name', [])) as { name: string }[];
console.log(
  `Организация в базе: ${data.people.length} сотрудников, ${data.topics.length} тем форума. ` +
    `Цель 100 %: утро ${organisation} человек = ${arrivalsAt100.toFixed(2)} прихода/с ` +
    `(${organisation} за час × ${peakFactor} в пиковую четверть часа) × ${REQUESTS_PER_MORNING} запросов = ` +
    `${(arrivalsAt100 * REQUESTS_PER_MORNING).toFixed(0)} запросов/с и ${arrivalsAt100.toFixed(2)} сокета/с; ` +
    `пауза между экранами ${thinkMs} мс в среднем; шаг ${stepSeconds} с`,
);

/** A small seeded generator, so two runs make the same choices. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const round = (value: number) => Number(value.toFixed(1));

interface CpuSnapshot {
  at: number;
  server: Map<number, number>;
  nginx: Map<number, number>;
  postgresOwn: Map<number, number>;
  postgresAll: Map<number, number>;
  generator: Map<number, number>;
  machine: { busy: number; total: number };
}

async function ownBackends(): Promise<number[]> {
  const rows = (await database.rawQuery('select pid from pg_stat_activity where datname = $1', [
    dbName!.name,
  ])) as { pid: number }[];
  return rows.map((row) => Number(row.pid));
}

async function snapshot(running: Running): Promise<CpuSnapshot> {
  const usage = process.cpuUsage();
  const postgres = postgresPids();
  const postmaster = postmasterPid(postgres);
  return {
    at: performance.now(),
    server: cpuByPid(running.serverPids),
    nginx: cpuByPid(running.nginxPids()),
    postgresOwn: cpuByPid(await ownBackends()),
    postgresAll: cpuByPid(postgres, (pid) => pid === postmaster),
    generator: new Map([[0, (usage.user + usage.system) / 1e6]]),
    machine: machineTicks(),
  };
}

interface StepResult {
  setup: string;
  step: number;
  arrivals: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  cpu: Record<string, number>;
}

async function runSetup(setup: string, running: Running): Promise<StepResult[]> {
  const samples: Sample[] = [];
  const errorsSeen = new Map<string, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const random = seeded(20_261_207);
  let people: LoadPerson[] = [];
  let stepIndex = -1;
  const target = {
    port: running.port,
    agent,
    thinkMs,
    typingMs: 400,
    topics: data.topics,
    record: (sample: Sample) => {
      if (stepIndex >= 0) samples.push({ ...sample, name: `${stepIndex}|${sample.name}` });
    },
    onError: (name: string, detail: string) => {
      const key = `${name}: ${detail.slice(0, 160)}`;
      errorsSeen.set(key, (errorsSeen.get(key) ?? 0) + 1);
    },
  };
  const nextPerson = () => {
    if (people.length === 0) people = [...data.people].sort(() => random() - 0.5);
    return people.pop()!;
  };
  const inFlight = new Set<Promise<void>>();
  const arrive = (rate: number, seconds: number) =>
    new Promise<void>((resolve) => {
      const end = performance.now() + seconds * 1000;
      const tick = () => {
        if (performance.now() >= end) return resolve();
        const colleague = data.people[Math.floor(random() * data.people.length)]!;
        const run = morning(target, nextPerson(), colleague, random).finally(() => inFlight.delete(run));
        inFlight.add(run);
        // Arrivals of a Poisson process at `rate` a second.
        setTimeout(tick, (-Math.log(1 - random()) / rate) * 1000);
      };
      tick();
    });

  const results: StepResult[] = [];
  await arrive(arrivalsAt100 * (steps[0]! / 100), warmUpSeconds);
  for (const [index, percent] of steps.entries()) {
    const rate = arrivalsAt100 * (percent / 100);
    stepIndex = index;
    const before = await snapshot(running);
    await arrive(rate, stepSeconds);
    const after = await snapshot(running);
    stepIndex = -1;
    const elapsed = (after.at - before.at) / 1000;
    const percentOf = (key: 'server' | 'nginx' | 'postgresOwn' | 'postgresAll' | 'generator') =>
      round((cpuBetween(before[key], after[key]) / elapsed) * 100);
    const cpu = {
      'сервер(ы)': percentOf('server'),
      nginx: percentOf('nginx'),
      [`PostgreSQL (${dbName!.name})`]: percentOf('postgresOwn'),
      'PostgreSQL весь': percentOf('postgresAll'),
      генератор: percentOf('generator'),
      'машина, из 200': round(
        ((after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total)) * 200,
      ),
    };
    const ofStep = samples.filter((sample) => sample.name.startsWith(`${index}|`));
    const table: Record<string, Record<string, number>> = {};
    for (const call of CALLS) {
      const mine = ofStep.filter((sample) => sample.name === `${index}|${call}`);
      const times = mine.map((sample) => sample.ms).sort((a, b) => a - b);
      table[call] = {
        n: mine.length,
        'в с': round(mine.length / elapsed),
        p50: round(quantile(times, 0.5)),
        p95: round(quantile(times, 0.95)),
        p99: round(quantile(times, 0.99)),
        ошибки: mine.filter((sample) => sample.error).length,
      };
    }
    const requests = ofStep.filter((sample) => !sample.name.endsWith('сокет уведомлений (до ready)'));
    const times = requests.map((sample) => sample.ms).sort((a, b) => a - b);
    const result: StepResult = {
      setup,
      step: percent,
      arrivals: round(rate),
      rps: round(requests.length / elapsed),
      p50: round(quantile(times, 0.5)),
      p95: round(quantile(times, 0.95)),
      p99: round(quantile(times, 0.99)),
      errors: ofStep.filter((sample) => sample.error).length,
      cpu,
    };
    table['все HTTP-запросы'] = {
      n: requests.length,
      'в с': result.rps,
      p50: result.p50,
      p95: result.p95,
      p99: result.p99,
      ошибки: requests.filter((sample) => sample.error).length,
    };
    console.log(
      `\n${setup}, шаг ${percent} % (${rate.toFixed(2)} прихода/с, ${inFlight.size} утр идут); CPU, % одного ядра:`,
      Object.entries(cpu)
        .map(([key, value]) => `${key} ${value}`)
        .join(', '),
    );
    console.table(table);
    results.push(result);
    if (result.p95 > p95Limit) break;
  }
  // The mornings under way finish unmeasured, so the next set-up starts on a quiet server.
  await Promise.race([
    Promise.allSettled([...inFlight]),
    new Promise((resolve) => setTimeout(resolve, 120_000)),
  ]);
  agent.destroy();
  if (errorsSeen.size > 0) {
    console.log(`Ошибки (${setup}), первые:`);
    for (const [key, n] of [...errorsSeen].slice(0, 8)) console.log(`  ${n} × ${key}`);
  }
  return results;
}

const all: StepResult[] = [];
try {
  const setups: Record<string, { label: string; start: () => Promise<Running> }> = {
    one: { label: 'один процесс', start: () => startOne(port, values['database-url']) },
    two: { label: 'два процесса за nginx', start: () => startTwoBehindNginx(port, values['database-url']) },
    'two-keepalive': {
      label: 'два за nginx, keepalive',
      start: () => startTwoBehindNginx(port, values['database-url'], true),
    },
  };
  for (const name of values.only.split(',')) {
    const setup = setups[name];
    if (!setup) throw new Error(`--only: one, two или two-keepalive, а не ${name}`);
    const running = await setup.start();
    try {
      all.push(...(await runSetup(setup.label, running)));
    } finally {
      await running.stop();
    }
  }
} finally {
  await database.close();
}

console.log(
  `\nИтог: p95 всех HTTP-запросов шага против ${p95Limit} мс; CPU в % одного ядра (машина: 2 ядра)`,
);
console.table(
  all.map((result) => ({
    сборка: result.setup,
    'шаг, %': result.step,
    'приходов/с': result.arrivals,
    'запросов/с': result.rps,
    p50: result.p50,
    p95: result.p95,
    p99: result.p99,
    ошибки: result.errors,
    ...result.cpu,
    // CPU time a request costs, which a busy machine changes less than the latencies.
    'CPU сервера, мс/запрос': round((result.cpu['сервер(ы)']! * 10) / Math.max(result.rps, 1e-9)),
    'CPU PostgreSQL, мс/запрос': round((result.cpu['PostgreSQL весь']! * 10) / Math.max(result.rps, 1e-9)),
  })),
);
