import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(serverDir, '../..');

/** A child process with its output kept, for tests that start the real server or nginx. */
export interface Started {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  /** Waits for a line of output; generous, as the machine may be busy. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
}

function track(child: ChildProcess): Started {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, timeoutMs = 240_000) => {
    const started = Date.now();
    while (!pattern.test(output)) {
      if (child.exitCode !== null || Date.now() - started > timeoutMs)
        throw new Error(`no ${pattern} in:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return output;
  };
  return { child, exited, waitFor, output: () => output };
}

/** The server from source (as main.test.ts starts it), on the given environment. */
export function startServer(env: Record<string, string>): Started {
  return track(
    spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
        PASSWORD_HASH_COST: '14',
        ...env,
      },
    }),
  );
}

export const NGINX = '/usr/sbin/nginx';

/**
 * Debian's nginx as a non-daemon child with docs/deploy/nginx.conf itself, its upstream servers and its
 * listen port replaced, and pid, logs and temp files in a folder of its own (no system configuration read).
 */
export function startNginx(listenPort: number, upstreamPorts: number[]): Started & { dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'intranet-nginx-'));
  const site = fs
    .readFileSync(path.join(repoDir, 'docs/deploy/nginx.conf'), 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+[^\n]*\n/gm, '')
    .replace(
      /upstream intranet \{\n/,
      (opening) =>
        opening + upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;\n`).join(''),
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`);
  fs.writeFileSync(path.join(dir, 'intranet.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root, nginx would hand its workers to `nobody`, who may not write the temp folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      temp,
      `  include ${path.join(dir, 'intranet.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const started = track(
    spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  return { ...started, dir };
}

/** Resolves when `url` answers 200 (a process that is starting refuses connections meanwhile). */
export async function waitForOk(url: string, timeoutMs = 240_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer 200`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
