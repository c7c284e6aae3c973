// The servers of `npm run bench:load`: the built server started as `npm run serve` starts it, one process or two
// behind nginx (upstream with keepalive), and the CPU of each process read from /proc.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serveCommand } from './serve-command.ts';
import { BENCH_SECRET } from './harness.ts';
import { LOAD_PASSWORD_COST } from './load-seed.ts';

export interface Running {
  /** Where the virtual users connect: the server itself, or nginx. */
  port: number;
  serverPids: number[];
  nginxPids: () => number[];
  stop: () => Promise<void>;
}

/**
 * The built server's script: `npm run serve`'s, or a copy of the build (`--main`), which a rebuild by someone
 * else during the run does not change.
 */
let mainScript: string | undefined;
export function useMainScript(main: string | undefined): void {
  mainScript = main && path.resolve(main);
}

/** Where each server writes its CPU profile when it exits (`--profile`), or nowhere. */
let profileDir: string | undefined;
export function useProfileDir(dir: string | undefined): void {
  profileDir = dir && path.resolve(dir);
}

/** Starts one built server on `port` and resolves once it listens. */
async function startServer(port: number, databaseUrl: string): Promise<ChildProcess> {
  const launch = serveCommand();
  const main = mainScript ?? launch.main;
  if (!existsSync(main)) throw new Error('Нет собранного сервера: npm run build');
  const { DATABASE_URL: _own, DATA_DIR: _dir, ...inherited } = process.env;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = spawn(process.execPath, [...launch.nodeFlags, ...profile, main], {
    env: {
      ...inherited,
      ...launch.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: BENCH_SECRET,
      SEED_DEMO: 'false',
      ADMIN_LOGIN: 'bench-admin',
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: String(LOAD_PASSWORD_COST),
      // Every virtual user signs in from 127.0.0.1: the per-address limit would refuse the morning.
      LOGIN_RATE_LIMIT: '1000000',
      LOGIN_RATE_LIMIT_PER_IP: '1000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Портал запущен')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`сервер на порту ${port} завершился с кодом ${code}`)));
  });
  server.stdout.resume();
  return server;
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One server process listening on `port`. */
export async function startOne(port: number, databaseUrl: string): Promise<Running> {
  const server = await startServer(port, databaseUrl);
  return { port, serverPids: [server.pid!], nginxPids: () => [], stop: () => stopProcess(server) };
}

/**
 * Two server processes on `port + 1` and `port + 2` behind nginx on `port` with the product's own site file,
 * docs/deploy/nginx.conf (its upstream and listen port replaced, as the cluster test does): one worker, no
 * keepalive to the processes (it closes each connection after its answer, for restarts). `keepalive` instead
 * keeps 64 idle connections to them, to see what the closing costs. Started one after the other.
 */
export async function startTwoBehindNginx(
  port: number,
  databaseUrl: string,
  keepalive = false,
): Promise<Running> {
  const first = await startServer(port + 1, databaseUrl);
  const second = await startServer(port + 2, databaseUrl);
  const prefix = `/tmp/bench-load-nginx-${port}`;
  mkdirSync(prefix, { recursive: true });
  let site = readFileSync(path.resolve(import.meta.dirname, '../docs/deploy/nginx.conf'), 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+[^\n]*\n/gm, '')
    .replace(
      /upstream intranet \{\n/,
      (opening) =>
        `${opening}    server 127.0.0.1:${port + 1} max_fails=0;\n    server 127.0.0.1:${port + 2} max_fails=0;\n` +
        (keepalive ? '    keepalive 64;\n' : ''),
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (keepalive) site = site.replace(/''\s+close;/, "''      '';");
  writeFileSync(`${prefix}/intranet.conf`, site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`)
    .join('\n');
  writeFileSync(
    `${prefix}/nginx.conf`,
    [
      // As root, nginx would hand its workers to `nobody`, who may not write the temp folders.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      temp,
      `  include ${prefix}/intranet.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = spawn(
    'nginx',
    ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-e', `${prefix}/error.log`, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  // nginx answers once it listens: ask until it does.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      await response.arrayBuffer();
      break;
    } catch (error) {
      if (attempt > 100 || nginx.exitCode !== null) throw new Error('nginx не запустился', { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    serverPids: [first.pid!, second.pid!],
    nginxPids: () => [nginx.pid!, ...childrenOf(nginx.pid!)],
    stop: async () => {
      await stopProcess(nginx);
      await stopProcess(first);
      await stopProcess(second);
    },
  };
}

function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const TICKS = 100;

/**
 * CPU seconds (user + system) a process has used so far, with `children` also those of its children that
 * ended and were waited for (the postmaster so holds the backends that closed); 0 for one that is gone.
 */
export function cpuSeconds(pid: number, children = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: utime, stime, cutime, cstime are the 12th to 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    return (children ? own + Number(fields[13]) + Number(fields[14]) : own) / TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds of each process, by pid. */
export function cpuByPid(
  pids: number[],
  children: (pid: number) => boolean = () => false,
): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuSeconds(pid, children(pid))]));
}

/**
 * CPU seconds used between two readings: for a process in both the difference, for one that started between
 * them all it has used; one that ended in between is lost (unless a reaped child of a process read with
 * `children`).
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** Busy and total jiffies of the whole machine (all cores), from /proc/stat. */
export function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = cpu[3]! + cpu[4]!;
  const total = cpu.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** The postmaster: the parent of every other PostgreSQL process. */
export function postmasterPid(pids: number[]): number | undefined {
  return pids.find((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return !pids.includes(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      return false;
    }
  });
}

/** Every PostgreSQL process on the machine (the databases of other work included). */
export function postgresPids(): number[] {
  try {
    return execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
