import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, processStartTime, type DataDirLock } from './lock.ts';

const hasProc = fs.existsSync(`/proc/${process.pid}/stat`);

let dataDir: string;
let lockPath: string;
const children: ChildProcess[] = [];
const locks: DataDirLock[] = [];

async function liveChild(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child.pid!;
}

/** A pid that was just used by a process that has exited (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  const exited = once(child, 'exit');
  await once(child, 'spawn');
  await exited;
  return child.pid!;
}

function acquire(): DataDirLock {
  const lock = acquireDataDirLock(dataDir);
  locks.push(lock);
  return lock;
}

function writeRecord(record: unknown): void {
  fs.writeFileSync(lockPath, typeof record === 'string' ? record : JSON.stringify(record));
}

function readRecord(): unknown {
  return JSON.parse(fs.readFileSync(lockPath, 'utf8'));
}

const ours = () => ({ pid: process.pid, host: os.hostname(), started: processStartTime(process.pid) });

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  lockPath = path.join(dataDir, 'server.lock');
});

afterEach(async () => {
  for (const lock of locks.splice(0)) lock.release();
  await Promise.all(
    children.splice(0).map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('records pid, host and start time as JSON, and release removes its own lock', () => {
    const lock = acquire();
    expect(readRecord()).toEqual(ours());
    if (hasProc) expect(ours().started).toMatch(/^\d+$/);
    lock.release();
    expect(fs.existsSync(lockPath)).toBe(false);
    // Only the lock file is left behind and then removed: no temporary files.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('takes over a lock with this process pid whose start time differs', () => {
    writeRecord({ pid: process.pid, host: os.hostname(), started: '1' });
    acquire();
    expect(readRecord()).toEqual(ours());
  });

  it.skipIf(!hasProc)(
    'takes over a lock whose pid now belongs to another live process started later',
    async () => {
      const pid = await liveChild();
      const started = processStartTime(pid)!;
      writeRecord({ pid, host: os.hostname(), started: String(BigInt(started) - 1n) });
      acquire();
      expect(readRecord()).toEqual(ours());
    },
  );

  it('refuses a lock of a live process with the same start time, in Russian, and leaves it alone', async () => {
    const pid = await liveChild();
    const record = { pid, host: os.hostname(), started: processStartTime(pid) };
    writeRecord(record);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      `Папка данных ${dataDir} уже используется процессом ${pid} (хост ${os.hostname()}). ` +
        'Остановите его или задайте другой DATA_DIR.',
    );
    expect(readRecord()).toEqual(record);
  });

  it('refuses a lock held on another host, naming the host', async () => {
    const pid = await deadPid();
    writeRecord({ pid, host: 'nas-other-host', started: '12345' });
    expect(() => acquireDataDirLock(dataDir)).toThrow(/процессом \d+ на другом хосте nas-other-host/);
    expect(readRecord()).toMatchObject({ host: 'nas-other-host' });
  });

  it('takes over a lock whose process has exited', async () => {
    const pid = await deadPid();
    writeRecord({ pid, host: os.hostname(), started: '12345' });
    acquire();
    expect(readRecord()).toEqual(ours());
  });

  it('reads the old plain-pid format: a dead pid is taken over, a live one stops the start', async () => {
    writeRecord(`${await deadPid()}\n`);
    acquire().release();
    expect(fs.existsSync(lockPath)).toBe(false);

    const live = await liveChild();
    writeRecord(String(live));
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      new RegExp(`уже используется процессом ${live}\\. .*удалите файл`),
    );
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(live));
  });

  it('takes over a lock file holding garbage', () => {
    writeRecord('{"pid": "not a number"');
    acquire();
    expect(readRecord()).toEqual(ours());
  });

  it('release leaves a lock that another process has taken since alone', () => {
    const lock = acquire();
    const foreign = { pid: process.pid + 1, host: os.hostname(), started: '42' };
    writeRecord(foreign);
    lock.release();
    expect(readRecord()).toEqual(foreign);
  });
});
