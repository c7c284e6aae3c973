import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { ServerSocketMessage } from '@intranet/contracts';
import { buildApp, type BuiltApp } from '../../app.ts';
import { openTestDatabase, TEST_JWT_SECRET } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/http.ts';
import { formatLogLine, loggerOptions, redactUrl, resolveLogFormat } from './logging.ts';

const PASSWORD = 'logged-nowhere-Pa55';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let built: BuiltApp;
let filesDir: string;
const lines: string[] = [];

beforeAll(async () => {
  opened = await openTestDatabase();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intranet-files-'));
  // The process logger of main.ts, writing into memory.
  const logger = pino(loggerOptions('info'), { write: (line: string) => void lines.push(line) });
  built = await buildApp({ database: opened.database, jwtSecret: TEST_JWT_SECRET, filesDir, logger });
  await built.app.ready();
});
afterAll(async () => {
  await built?.app.close();
  await opened?.database.close();
  await opened?.drop();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

function readyMessage(socket: WebSocket): Promise<ServerSocketMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no ready message')), 10_000);
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as ServerSocketMessage;
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve(message);
    });
  });
}

describe('redactUrl', () => {
  it('replaces the value of token query parameters only', () => {
    expect(redactUrl('/api/ws?token=eyJabc.def&x=1')).toBe('/api/ws?token=[REDACTED]&x=1');
    expect(redactUrl('/a?x=1&access_token=eyJ&refresh_token=r1#top')).toBe(
      '/a?x=1&access_token=[REDACTED]&refresh_token=[REDACTED]#top',
    );
    expect(redactUrl('/a?TOKEN=eyJ')).toBe('/a?TOKEN=[REDACTED]');
    expect(redactUrl('/api/token/issue?page=2')).toBe('/api/token/issue?page=2');
  });
});

describe('the process log', () => {
  it('holds no access token, refresh cookie or password', async () => {
    const { app } = built;
    const user = await buildUser(opened.database.db, { password: PASSWORD });
    const session = await signIn(app, user.login, PASSWORD);
    const refreshValue = session.cookie.slice('refresh_token='.length);
    expect(session.token.startsWith('eyJ')).toBe(true);
    expect(refreshValue.length).toBeGreaterThan(20);

    const authorised = await app.inject({ url: '/api/notifications', headers: session.headers });
    expect(authorised.statusCode).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh',
      headers: { cookie: session.cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    const inQuery = await app.inject({ url: `/api/notifications?token=${session.token}` });
    expect(inQuery.statusCode).toBe(401);
    await app.inject({ url: `/api/health?access_token=${session.token}&refresh_token=${refreshValue}` });

    const socket = await app.injectWS('/api/ws');
    const ready = readyMessage(socket);
    socket.send(JSON.stringify({ type: 'auth', token: session.token }));
    await ready;
    socket.terminate();
    // An old client's URL is logged without its token, and the socket is refused.
    const oldClient = await app.injectWS(`/api/ws?token=${session.token}`);
    oldClient.terminate();

    const log = lines.join('');
    expect(log).toContain('"url":"/api/notifications"');
    expect(log).toContain('"url":"/api/ws"');
    expect(log).toContain('"url":"/api/notifications?token=[REDACTED]"');
    expect(log).toContain('"url":"/api/ws?token=[REDACTED]"');
    expect(log).not.toContain(session.token);
    expect(log).not.toContain(refreshValue);
    expect(log).not.toContain('eyJ');
    expect(log).not.toContain(PASSWORD);
  });
});

describe('the readable format of a terminal', () => {
  it('is chosen in a terminal outside production; JSON when piped or in production, or as asked', () => {
    expect(resolveLogFormat('auto', true, undefined)).toBe('pretty');
    expect(resolveLogFormat('auto', false, undefined)).toBe('json');
    expect(resolveLogFormat('auto', true, 'production')).toBe('json');
    expect(resolveLogFormat('json', true, undefined)).toBe('json');
    expect(resolveLogFormat('pretty', false, 'production')).toBe('pretty');
  });

  it('writes one readable line per request, with its secrets redacted', async () => {
    const written: string[] = [];
    const logger = pino(loggerOptions('info', 'pretty'), {
      write: (line: string) => void written.push(line),
    });
    const pretty = await buildApp({
      database: opened.database,
      jwtSecret: TEST_JWT_SECRET,
      filesDir,
      logger,
    });
    try {
      await pretty.app.inject({ url: '/api/health?token=secret-value' });
      const requests = written.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(requests.some((log) => log.msg === 'incoming request')).toBe(false);
      const completed = requests.find((log) => log.msg === 'request completed')!;
      expect(formatLogLine(completed, 'msg')).toMatch(/^GET \/api\/health\?token=\[REDACTED\] 200 \d+ мс$/);
      expect(written.join('')).not.toContain('secret-value');
    } finally {
      await pretty.app.close();
    }
  });
});
