// The virtual user of `npm run bench:load`: one person's morning over real HTTP and a real websocket, each call
// timed and filed under its name (bench/README.md, "A morning's load").
import http from 'node:http';
import WebSocket from 'ws';
import type { LoadPerson } from './load-seed.ts';
import { LOAD_PASSWORD } from './load-seed.ts';

/** One timed call: its name, when it started (ms of performance.now()), how long it took, and whether it failed. */
export interface Sample {
  name: string;
  start: number;
  ms: number;
  error: boolean;
}

/** The morning's calls in the order a person makes them; the tables list them so. */
export const CALLS = [
  'вход (POST /auth/token/issue)',
  'GET /me',
  'лента (GET /feeds)',
  'дни рождения (GET /users?mode=birthdays)',
  'уведомления (GET /notifications)',
  'сокет уведомлений (до ready)',
  'TimeSheet: сетка (GET /timesheet/writes)',
  'TimeSheet: проекты (GET /dba_projects)',
  'TimeSheet: 5 ячеек (POST /timesheet/writes)',
  'отпуск: сведения (GET /dba/vacations/info)',
  'отпуск: роли (GET /dba/vacations/responsibilities)',
  'отпуск: дни года (GET /dba/vacations)',
  'отпуск: календарь (GET /work_calendar)',
  'поиск людей по мере ввода (GET /esearch)',
  'форум: тема (GET /topics/{id})',
  'форум: комментарии (GET /comments)',
  'форум: «нравится» (POST /likes)',
] as const;
export type CallName = (typeof CALLS)[number];
/** HTTP requests of one morning (the socket apart): the search sends three as the person types. */
export const REQUESTS_PER_MORNING = CALLS.length - 1 + 2;

/** The day the morning happens on: fixed, so the run does not depend on the real date. */
export const MORNING = {
  today: '2026-12-07',
  week: ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'],
};

export interface MorningTarget {
  port: number;
  agent: http.Agent;
  /** Mean pause between two screens, ms (uniform between half and one and a half of it). */
  thinkMs: number;
  /** The pause between two searches as the person types, ms (0 when the costs of calls are measured). */
  typingMs: number;
  topics: number[];
  record: (sample: Sample) => void;
  /** A failed call's status and body, for the first few printed. */
  onError: (name: string, detail: string) => void;
}

class CallError extends Error {}

function request(
  target: MorningTarget,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method,
        path: `/api${path}`,
        agent: target.agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** One timed call; a status outside 2xx or a network error is an error (recorded, then thrown). */
async function timed(
  target: MorningTarget,
  name: CallName,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<string> {
  const start = performance.now();
  let detail: string | null = null;
  let text = '';
  try {
    const response = await request(target, method, path, token, body);
    text = response.text;
    if (response.status < 200 || response.status >= 300) detail = `${response.status} ${text.slice(0, 200)}`;
  } catch (error) {
    detail = String(error);
  }
  target.record({ name, start, ms: performance.now() - start, error: detail !== null });
  if (detail !== null) {
    target.onError(name, `${method} ${path}: ${detail}`);
    throw new CallError(detail);
  }
  return text;
}

/** The notifications socket: open, `auth`, timed until the server's `ready`; kept open through the morning. */
function openSocket(target: MorningTarget, token: string): Promise<WebSocket> {
  const name: CallName = 'сокет уведомлений (до ready)';
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${target.port}/api/ws`);
    let settled = false;
    const fail = (detail: string) => {
      if (settled) return;
      settled = true;
      target.record({ name, start, ms: performance.now() - start, error: true });
      target.onError(name, detail);
      socket.terminate();
      reject(new CallError(detail));
    };
    const timer = setTimeout(() => fail('нет ready за 10 с'), 10_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString('utf8')) as { type: string }).type !== 'ready') return;
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      target.record({ name, start, ms: performance.now() - start, error: false });
      resolve(socket);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      fail(String(error));
    });
    socket.on('close', (code) => {
      clearTimeout(timer);
      if (socket.readyState !== WebSocket.OPEN) fail(`закрыт: ${code}`);
    });
  });
}

const pause = (target: MorningTarget, random: () => number) =>
  new Promise((resolve) => setTimeout(resolve, target.thinkMs * (0.5 + random())));

/** What a person types into the search box: the surname's first 3 and 5 letters, then all of it. */
export function typedQueries(surname: string): string[] {
  return [surname.slice(0, 3), surname.slice(0, 5), surname].filter(
    (query, index, all) => all.indexOf(query) === index,
  );
}

/** Signs the person in with the load's password; answers the access token. */
export async function signIn(target: MorningTarget, person: LoadPerson): Promise<string> {
  const answer = await timed(target, 'вход (POST /auth/token/issue)', 'POST', '/auth/token/issue', null, {
    login: person.login,
    password: LOAD_PASSWORD,
  });
  return (JSON.parse(answer) as { access_token: string }).access_token;
}

interface GridWrite {
  date: string;
  customer: { id: number };
  status: { id: number };
  updated_at: string;
}
/** The fill grid each token saw last, for its save of five cells. */
const gridsSeen = new Map<string, GridWrite[]>();

/**
 * One call of the morning (the socket and the sign-in apart) as the person's screen makes it. The save of five
 * cells writes over what the token's grid call showed; the search sends what is typed, `typingMs` apart.
 */
export async function morningCall(
  target: MorningTarget,
  call: Exclude<CallName, 'вход (POST /auth/token/issue)' | 'сокет уведомлений (до ready)'>,
  token: string,
  person: LoadPerson,
  colleague: LoadPerson,
  random: () => number,
): Promise<void> {
  const get = (path: string) => timed(target, call, 'GET', path, token);
  switch (call) {
    case 'GET /me':
      return void (await get('/me'));
    case 'лента (GET /feeds)':
      return void (await get('/feeds?page=1'));
    case 'дни рождения (GET /users?mode=birthdays)':
      return void (await get(
        `/users?mode=birthdays&date_from=${MORNING.today}&date_to=2026-12-14&per_page=100`,
      ));
    case 'уведомления (GET /notifications)':
      return void (await get('/notifications'));
    case 'TimeSheet: сетка (GET /timesheet/writes)': {
      const grid = await get('/timesheet/writes?date_start=2026-12-01&date_end=2026-12-31');
      gridsSeen.set(token, (JSON.parse(grid) as { data: GridWrite[] }).data);
      return;
    }
    case 'TimeSheet: проекты (GET /dba_projects)':
      return void (await get('/dba_projects'));
    case 'TimeSheet: 5 ячеек (POST /timesheet/writes)': {
      const writes = gridsSeen.get(token) ?? [];
      gridsSeen.delete(token);
      const customerId = writes.find((write) => write.status.id === 1)?.customer.id ?? writes[0]?.customer.id;
      // A cell already written is saved with the version the grid showed; one sent or approved is left alone.
      const seen = new Map(
        writes.filter((write) => write.customer.id === customerId).map((write) => [write.date, write]),
      );
      const cells = MORNING.week.filter((date) => (seen.get(date)?.status.id ?? 1) === 1);
      if (customerId === undefined || cells.length === 0) return;
      await timed(target, call, 'POST', '/timesheet/writes', token, {
        // 7 or 8 hours by turns, so every save changes the cells.
        writes: cells.map((date) => ({
          customer_id: customerId,
          date,
          time: random() < 0.5 ? 420 : 480,
          ...(seen.has(date) ? { updated_at: seen.get(date)!.updated_at } : {}),
        })),
      });
      return;
    }
    case 'отпуск: сведения (GET /dba/vacations/info)':
      return void (await get('/dba/vacations/info'));
    case 'отпуск: роли (GET /dba/vacations/responsibilities)':
      return void (await get('/dba/vacations/responsibilities'));
    case 'отпуск: дни года (GET /dba/vacations)':
      return void (await get(
        `/dba/vacations?users=${person.id}&date_start=2026-01-01&date_end=2026-12-31&with_deleted=1`,
      ));
    case 'отпуск: календарь (GET /work_calendar)':
      return void (await get('/work_calendar?country_id=1&date_start=2026-01-01&date_end=2026-12-31'));
    case 'поиск людей по мере ввода (GET /esearch)':
      for (const query of typedQueries(colleague.lastName)) {
        await get(`/esearch?q=${encodeURIComponent(query)}`);
        // The box waits for a pause in typing; a person types a few letters in ~0.4 s.
        await new Promise((resolve) => setTimeout(resolve, target.typingMs));
      }
      return;
    case 'форум: тема (GET /topics/{id})':
      return void (await get(`/topics/${topicOf(target, person)}`));
    case 'форум: комментарии (GET /comments)':
      return void (await get(
        `/comments?entity_type=topic&entity_id=${topicOf(target, person)}&page=1&per_page=50`,
      ));
    case 'форум: «нравится» (POST /likes)':
      return void (await timed(target, call, 'POST', '/likes', token, {
        entity_type: 'topic',
        entity_id: topicOf(target, person),
      }));
  }
}

/** The topic a person reads this morning: one of the recent ones, the same for the topic, its comments and the like. */
const topicOf = (target: MorningTarget, person: LoadPerson) =>
  target.topics[(person.id * 2_654_435_761) % target.topics.length]!;

/**
 * One person's morning: sign in; the dashboard (me, feed, birthdays, notices and the socket, side by side as the
 * page asks them); the TimeSheet grid and a save of five cells of this week; the vacation calendar; people
 * search as they type a colleague's surname; a forum topic and a like. A failed call ends the morning (as a
 * person would see an error); the socket closes at the end.
 */
export async function morning(
  target: MorningTarget,
  person: LoadPerson,
  colleague: LoadPerson,
  random: () => number,
): Promise<void> {
  let socket: WebSocket | null = null;
  const call = (name: Parameters<typeof morningCall>[1]) =>
    morningCall(target, name, token, person, colleague, random);
  let token = '';
  try {
    token = await signIn(target, person);
    const [, , , , opened] = await Promise.all([
      call('GET /me'),
      call('лента (GET /feeds)'),
      call('дни рождения (GET /users?mode=birthdays)'),
      call('уведомления (GET /notifications)'),
      openSocket(target, token),
    ]);
    socket = opened;
    await pause(target, random);
    await Promise.all([
      call('TimeSheet: сетка (GET /timesheet/writes)'),
      call('TimeSheet: проекты (GET /dba_projects)'),
    ]);
    await pause(target, random);
    await call('TimeSheet: 5 ячеек (POST /timesheet/writes)');
    await pause(target, random);
    await Promise.all([
      call('отпуск: сведения (GET /dba/vacations/info)'),
      call('отпуск: роли (GET /dba/vacations/responsibilities)'),
      call('отпуск: дни года (GET /dba/vacations)'),
      call('отпуск: календарь (GET /work_calendar)'),
    ]);
    await pause(target, random);
    await call('поиск людей по мере ввода (GET /esearch)');
    await pause(target, random);
    await Promise.all([call('форум: тема (GET /topics/{id})'), call('форум: комментарии (GET /comments)')]);
    await pause(target, random);
    await call('форум: «нравится» (POST /likes)');
  } catch (error) {
    if (!(error instanceof CallError)) throw error;
  } finally {
    socket?.close();
    gridsSeen.delete(token);
  }
}
