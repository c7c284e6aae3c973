import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { openPglite, openPostgres, type Database } from '../db/database.ts';
import { LOCK_FILE_NAME, processStartTime } from '../db/lock.ts';
import { DiskStorage } from '../files/storage.ts';
import { files } from '../../modules/files/files.schema.ts';
import { buildUser } from '../../../test/factories.ts';
import { backup, restore } from './backup.ts';

const exec = promisify(execFile);

/** Every row of every table, as a count and a digest per table: equal fingerprints, equal data. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = (await database.rawQuery(
    `select schemaname || '.' || tablename as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    [],
  )) as { name: string }[];
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const quoted = name
      .split('.')
      .map((part) => `"${part}"`)
      .join('.');
    const [row] = (await database.rawQuery(
      `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print
         from ${quoted} t`,
      [],
    )) as { print: string }[];
    result[name] = row!.print;
  }
  return result;
}

/** A small portal on the migrated template: three people and their files (rows and bytes on disk). */
async function fill(database: Database, filesDir: string): Promise<void> {
  const storage = new DiskStorage(filesDir);
  for (let index = 0; index < 3; index += 1) {
    const user = await buildUser(database.db);
    const stored = await storage.put(
      Readable.from([Buffer.from(`файл ${index} `.repeat(1000 * (index + 1)))]),
    );
    await database.db.insert(files).values({
      name: `файл-${index}.txt`,
      size: stored.size,
      mime: 'text/plain',
      sha256: stored.sha256,
      storageKey: stored.key,
      ownerId: user.id,
    });
  }
}

/** Every file row finds its bytes in the store, with its size. */
async function everyFileFound(database: Database, filesDir: string): Promise<number> {
  const rows = await database.db.select().from(files);
  const storage = new DiskStorage(filesDir);
  for (const row of rows) {
    expect(await storage.exists(row.storageKey)).toBe(true);
    let size = 0;
    for await (const chunk of storage.get(row.storageKey)) size += (chunk as Buffer).length;
    expect(size).toBe(row.size);
  }
  return rows.length;
}

const scratch: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
  scratch.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DB_ENGINE !== 'postgres')('backup and restore on PGlite', () => {
  let source: string;
  let before: Record<string, string>;
  beforeAll(async () => {
    source = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-source-'));
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    const database = await openPglite({ dataDir: source, loadDataDir: template });
    await fill(database, path.join(source, 'files'));
    before = await fingerprint(database);
    await database.close();
  });
  afterAll(() => fs.rmSync(source, { recursive: true, force: true }));

  it('restores into a fresh data folder with every row and every file (through the commands)', async () => {
    const out = path.join(tempDir(), 'copy');
    const made = await exec(
      process.execPath,
      ['--import', 'tsx', 'apps/server/scripts/backup.ts', '--out', out],
      {
        env: { ...process.env, DATA_DIR: source },
      },
    );
    expect(made.stdout).toContain('Готово: база pglite, файлов 3');

    const target = tempDir();
    const restored = await exec(
      process.execPath,
      ['--import', 'tsx', 'apps/server/scripts/restore.ts', out],
      {
        env: { ...process.env, DATA_DIR: target },
      },
    );
    expect(restored.stdout).toContain('восстановлена');

    const database = await openPglite({ dataDir: target });
    try {
      expect(await fingerprint(database)).toEqual(before);
      expect(Object.keys(before).length).toBeGreaterThan(50);
      expect(await everyFileFound(database, path.join(target, 'files'))).toBe(3);
    } finally {
      await database.close();
    }
  });

  it('refuses while a server holds the data folder, and restore refuses to overwrite a database', async () => {
    // A server process holds the folder: its lock names a live process other than this one.
    const server = spawn('sleep', ['60']);
    const lock = path.join(source, LOCK_FILE_NAME);
    fs.writeFileSync(
      lock,
      JSON.stringify({ pid: server.pid, host: os.hostname(), started: processStartTime(server.pid!) }),
    );
    try {
      await expect(
        backup({
          config: loadConfig({ DATA_DIR: source }),
          filesDir: path.join(source, 'files'),
          outDir: tempDir(),
        }),
      ).rejects.toThrow(`уже используется процессом ${server.pid}`);
    } finally {
      server.kill();
      fs.rmSync(lock, { force: true });
    }
    const out = tempDir();
    await backup({
      config: loadConfig({ DATA_DIR: source }),
      filesDir: path.join(source, 'files'),
      outDir: out,
    });
    await expect(
      restore({
        config: loadConfig({ DATA_DIR: source }),
        filesDir: path.join(source, 'files'),
        fromDir: out,
      }),
    ).rejects.toThrow('уже есть база');
    await expect(
      restore({
        config: loadConfig({ DATA_DIR: source }),
        filesDir: path.join(source, 'files'),
        fromDir: tempDir(),
      }),
    ).rejects.toThrow('это не резервная копия');
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('backup and restore on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const names: string[] = [];
  const urlOf = (name: string) => {
    const parsed = new URL(url);
    parsed.pathname = `/${name}`;
    return parsed.toString();
  };
  /** A scratch database of this test: never the shared one other tests use. */
  async function createDatabase(template?: string): Promise<string> {
    const name = `intranet_backup_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    await admin.end();
    names.push(name);
    return name;
  }
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('restores a pg_dump into a fresh database with every row, and the files into a fresh folder', async () => {
    const sourceName = await createDatabase(inject('postgresTemplate'));
    const sourceDir = tempDir();
    const database = await openPostgres(urlOf(sourceName));
    let before: Record<string, string>;
    try {
      await fill(database, path.join(sourceDir, 'files'));
      before = await fingerprint(database);
    } finally {
      await database.close();
    }
    const out = path.join(tempDir(), 'copy');
    const manifest = await backup({
      config: loadConfig({ DATA_DIR: sourceDir, DATABASE_URL: urlOf(sourceName) }),
      filesDir: path.join(sourceDir, 'files'),
      outDir: out,
    });
    expect(manifest).toMatchObject({ engine: 'postgres', files: 'disk', fileCount: 3 });

    const targetName = await createDatabase();
    const targetDir = tempDir();
    const config = loadConfig({ DATA_DIR: targetDir, DATABASE_URL: urlOf(targetName) });
    await restore({ config, filesDir: path.join(targetDir, 'files'), fromDir: out });
    const restored = await openPostgres(urlOf(targetName));
    try {
      expect(await fingerprint(restored)).toEqual(before);
      expect(await everyFileFound(restored, path.join(targetDir, 'files'))).toBe(3);
    } finally {
      await restored.close();
    }
    // A database with data is replaced only when asked.
    await expect(restore({ config, filesDir: path.join(targetDir, 'files'), fromDir: out })).rejects.toThrow(
      'База не пуста',
    );
    await restore({ config, filesDir: path.join(targetDir, 'files'), fromDir: out, force: true });
    const again = await openPostgres(urlOf(targetName));
    try {
      expect(await fingerprint(again)).toEqual(before);
    } finally {
      await again.close();
    }
  });
});
