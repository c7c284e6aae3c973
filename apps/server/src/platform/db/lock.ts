import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

/** What the lock file holds: enough to tell the owner from a process that later got the same pid. */
export interface LockRecord {
  pid: number;
  host: string;
  /** The owner's start time (Linux: /proc/<pid>/stat field 22, clock ticks since boot); null where unknown. */
  started: string | null;
}

/** The data folder is held by another live server; the message is meant for the operator as is. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export const LOCK_FILE_NAME = 'server.lock';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The start time of a process as the kernel reports it (field 22 of /proc/<pid>/stat), or null where
 * /proc is not available (not Linux) or the process is gone. The command name (field 2) is in parentheses
 * and may itself hold spaces and parentheses, so the fields are counted after its last ')'.
 */
export function processStartTime(pid: number): string | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const fields = stat
    .slice(stat.lastIndexOf(')') + 1)
    .trim()
    .split(/\s+/);
  // fields[0] is field 3 (state), so field 22 is fields[19].
  const started = fields[19];
  return started && /^\d+$/.test(started) ? started : null;
}

function parseRecord(text: string): LockRecord | { pid: number } | null {
  try {
    const value: unknown = JSON.parse(text);
    // The old format, a bare pid ("1234\n"), parses as a number.
    if (typeof value === 'number') return validPid(value) ? { pid: value } : null;
    if (typeof value !== 'object' || value === null) return null;
    const { pid, host, started } = value as Record<string, unknown>;
    if (!validPid(pid) || typeof host !== 'string') return null;
    return { pid, host, started: typeof started === 'string' ? started : null };
  } catch {
    // Not JSON at all: garbage, or an empty file.
    return null;
  }
}

function validPid(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** Why an existing lock still holds the folder, or null when it may be taken over. */
function holder(text: string, dataDir: string, lockPath: string): string | null {
  const record = parseRecord(text);
  // Garbage or an empty file: no owner to protect (the lock is always written whole, see `writeLock`).
  if (!record) return null;
  const ownHost = os.hostname();
  if ('host' in record && record.host !== ownHost) {
    // Another machine sharing the folder (a network file system): its processes cannot be checked from here.
    return (
      `Папка данных ${dataDir} уже используется процессом ${record.pid} на другом хосте ${record.host}. ` +
      `Остановите его или задайте другой DATA_DIR; если он уже остановлен, удалите файл ${lockPath}.`
    );
  }
  // Our own pid: left by this very process (reopened) or by an earlier one whose pid we now have.
  if (record.pid === process.pid || !isProcessAlive(record.pid)) return null;
  const recorded = 'started' in record ? record.started : null;
  const current = processStartTime(record.pid);
  // The pid now belongs to a process started at another time (reused, or after a reboot): the owner is gone.
  if (recorded !== null && current !== null && recorded !== current) return null;
  const where = 'host' in record ? ` (хост ${record.host})` : '';
  const hint = recorded === null ? ` Если это не сервер портала, удалите файл ${lockPath}.` : '';
  return (
    `Папка данных ${dataDir} уже используется процессом ${record.pid}${where}. ` +
    `Остановите его или задайте другой DATA_DIR.${hint}`
  );
}

/**
 * Creates the lock file with its whole content at once, failing with EEXIST when it exists: the content
 * goes to a temporary file first, which is then hard-linked under the lock's name (atomic, also on NFS).
 * Where the file system has no hard links, an exclusive create is used instead.
 */
function writeLock(lockPath: string, content: string): void {
  const temporary = `${lockPath}.${process.pid}.${randomUUID()}.tmp`;
  fs.writeFileSync(temporary, content, { flag: 'wx' });
  try {
    fs.linkSync(temporary, lockPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EOPNOTSUPP') throw error;
    fs.writeFileSync(lockPath, content, { flag: 'wx' });
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * Removes a lock judged stale, but only that very file: it is first renamed aside and its inode compared,
 * so a lock another starting server created meanwhile is put back rather than deleted.
 */
function removeStale(lockPath: string, staleIno: number): void {
  const aside = `${lockPath}.${process.pid}.${randomUUID()}.stale`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (fs.statSync(aside).ino !== staleIno) {
    try {
      fs.linkSync(aside, lockPath);
    } catch {
      // Yet another lock appeared: the next attempt reads whichever is there.
    }
  }
  fs.rmSync(aside, { force: true });
}

function readLock(lockPath: string): { text: string; ino: number } | null {
  let fd: number;
  try {
    fd = fs.openSync(lockPath, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    return { text: fs.readFileSync(fd, 'utf8'), ino: fs.fstatSync(fd).ino };
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * PGlite does not stop a second process from opening the same folder, and two writers would corrupt it.
 * The lock file holds the owner's pid, host and start time. A lock is taken over when its process is gone
 * or its pid now belongs to a process started later; a lock from another host always stops the start.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const record: LockRecord = {
    pid: process.pid,
    host: os.hostname(),
    started: processStartTime(process.pid),
  };
  const content = `${JSON.stringify(record)}\n`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeLock(lockPath, content);
      return {
        release: () => {
          try {
            if (fs.readFileSync(lockPath, 'utf8') === content) fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const existing = readLock(lockPath);
    if (!existing) continue;
    const reason = holder(existing.text, dataDir, lockPath);
    if (reason) throw new DataDirLockedError(reason);
    removeStale(lockPath, existing.ino);
  }
  throw new DataDirLockedError(
    `Не удалось занять папку данных ${dataDir}: файл ${lockPath} меняется другим процессом. Повторите запуск.`,
  );
}
