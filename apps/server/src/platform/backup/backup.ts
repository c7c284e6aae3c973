import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import type { AppConfig } from '../config/config.ts';
import { openPglite } from '../db/database.ts';

const execute = promisify(execFile);

/** A tool's failure names its own last words (pg_dump/pg_restore say what was wrong on stderr). */
async function run(
  tool: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv } = {},
): Promise<{ stdout: string }> {
  try {
    return await execute(tool, args, { ...options, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = ((error as { stderr?: string }).stderr ?? '').trim();
    if (!stderr) throw error;
    throw new BackupError(`${tool}: ${stderr.split('\n').slice(-5).join(' ')}`);
  }
}

export const MANIFEST = 'manifest.json';
const PGLITE_ARCHIVE = 'pglite.tar.gz';
const POSTGRES_ARCHIVE = 'postgres.dump';
const FILES_FOLDER = 'files';

/** What a backup folder holds; restore reads it first. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** `disk`: the files are in the backup; `s3`: the bucket keeps its own copies (versioning, replication). */
  files: 'disk' | 's3';
  fileCount: number;
  fileBytes: number;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

type Log = (line: string) => void;

/**
 * A URL without its password, and the password apart: pg_dump and pg_restore read it from PGPASSWORD, so it
 * does not show in the process list.
 */
function connectionOf(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** pg_dump/pg_restore must be of the server's major version or newer, or they refuse (or miss objects). */
async function checkClientVersion(tool: 'pg_dump' | 'pg_restore', url: string): Promise<void> {
  let output: string;
  try {
    output = (await run(tool, ['--version'])).stdout;
  } catch {
    throw new BackupError(`Не найден ${tool}: установите клиент PostgreSQL (Debian: postgresql-client)`);
  }
  const clientMajor = Number(/(\d+)(?:\.\d+)?/.exec(output)?.[1]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    const serverMajor = Math.floor(Number(rows[0]!.v) / 10000);
    if (clientMajor < serverMajor)
      throw new BackupError(
        `${tool} версии ${clientMajor} старше сервера PostgreSQL ${serverMajor}: установите клиент версии ${serverMajor} или новее`,
      );
  } finally {
    await client.end();
  }
}

/** The disk store's files (not its half-written `tmp/`): `<xx>/<key>`, counted as they are copied. */
async function copyFiles(from: string, to: string): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  if (!fs.existsSync(from)) return { count, bytes };
  for (const folder of fs.readdirSync(from, { withFileTypes: true })) {
    if (!folder.isDirectory() || !/^[0-9a-f]{2}$/.test(folder.name)) continue;
    fs.mkdirSync(path.join(to, folder.name), { recursive: true });
    for (const entry of fs.readdirSync(path.join(from, folder.name), { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const source = path.join(from, folder.name, entry.name);
      const target = path.join(to, folder.name, entry.name);
      try {
        // Files are written once under a new key and never changed: one already there is the same file.
        if (fs.existsSync(target)) continue;
        await fs.promises.copyFile(source, target);
      } catch (error) {
        // Deleted while the copy ran (the clean-up of unattached uploads): its row is gone too.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      count += 1;
      bytes += fs.statSync(target).size;
    }
  }
  return { count, bytes };
}

export interface BackupOptions {
  config: AppConfig;
  filesDir: string;
  /** A new or empty folder. */
  outDir: string;
  log?: Log;
}

/**
 * The database, then the files. PGlite: with the server stopped (the data folder's lock is taken, so a running
 * server makes this refuse), through PGlite's own dumpDataDir. PostgreSQL: pg_dump's snapshot, the server may
 * run. The files are copied after the database, so every file row of the dump finds its file.
 */
export async function backup(options: BackupOptions): Promise<BackupManifest> {
  const { config, outDir } = options;
  const log = options.log ?? (() => undefined);
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0)
    throw new BackupError(`Папка ${outDir} не пуста: укажите новую папку для резервной копии`);
  fs.mkdirSync(outDir, { recursive: true });
  const engine = config.databaseUrl ? 'postgres' : 'pglite';

  if (config.databaseUrl) {
    await checkClientVersion('pg_dump', config.databaseUrl);
    const connection = connectionOf(config.databaseUrl);
    await run(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        `--file=${path.join(outDir, POSTGRES_ARCHIVE)}`,
        `--dbname=${connection.url}`,
      ],
      { env: connection.env },
    );
    log(`База PostgreSQL сохранена: ${POSTGRES_ARCHIVE}`);
  } else {
    if (!fs.existsSync(path.join(config.dataDir, 'pglite')))
      throw new BackupError(`В ${config.dataDir} нет базы PGlite (папки pglite)`);
    const database = await openPglite({ dataDir: config.dataDir });
    try {
      const dump = await database.dump();
      await pipeline(
        Readable.fromWeb(dump.stream() as ReadableStream<Uint8Array>),
        createGzip(),
        fs.createWriteStream(path.join(outDir, PGLITE_ARCHIVE)),
      );
    } finally {
      await database.close();
    }
    log(`База PGlite сохранена: ${PGLITE_ARCHIVE}`);
  }

  let copied = { count: 0, bytes: 0 };
  if (config.filesStorage.kind === 'disk') {
    copied = await copyFiles(options.filesDir, path.join(outDir, FILES_FOLDER));
    log(`Файлы сохранены: ${copied.count} (${copied.bytes} байт)`);
  } else {
    log(
      `Файлы в корзине S3 «${config.filesStorage.bucket}» не копируются: их копия — версии и репликация корзины`,
    );
  }

  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    engine,
    files: config.filesStorage.kind,
    fileCount: copied.count,
    fileBytes: copied.bytes,
  };
  fs.writeFileSync(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export interface RestoreOptions {
  config: AppConfig;
  filesDir: string;
  fromDir: string;
  /** Replace a database that is not empty (PostgreSQL: objects dropped first; PGlite: old folder set aside). */
  force?: boolean;
  log?: Log;
}

function readManifest(fromDir: string): BackupManifest {
  const file = path.join(fromDir, MANIFEST);
  if (!fs.existsSync(file))
    throw new BackupError(`В ${fromDir} нет ${MANIFEST}: это не резервная копия портала`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1)
    throw new BackupError(`Неизвестный формат резервной копии: ${String(manifest.format)}`);
  return manifest;
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select 1 from pg_tables where schemaname not in ('pg_catalog', 'information_schema') limit 1`,
    );
    return rows.length === 0;
  } finally {
    await client.end();
  }
}

/**
 * Empties a database for a forced restore: its schemas go whole. pg_restore's own --clean cannot drop
 * pg-boss's partitioned tables (their constraints are inherited), so it is not used.
 */
async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace
         where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
    );
    for (const { name } of rows) await client.query(`drop schema "${name.replace(/"/g, '""')}" cascade`);
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/**
 * Puts a backup back into the place the configuration names (DATA_DIR or DATABASE_URL, and the files). The
 * server must be stopped. A database that is not empty is refused unless `force`.
 */
export async function restore(options: RestoreOptions): Promise<BackupManifest> {
  const { config, fromDir } = options;
  const log = options.log ?? (() => undefined);
  const manifest = readManifest(fromDir);
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine)
    throw new BackupError(
      manifest.engine === 'postgres'
        ? 'Копия сделана с PostgreSQL: задайте DATABASE_URL базы, в которую восстановить'
        : 'Копия сделана с PGlite: восстановите её без DATABASE_URL, в папку DATA_DIR',
    );

  if (config.databaseUrl) {
    await checkClientVersion('pg_restore', config.databaseUrl);
    const empty = await postgresIsEmpty(config.databaseUrl);
    if (!empty && !options.force)
      throw new BackupError(
        'База не пуста: восстановите в пустую базу или добавьте --force (её объекты будут заменены)',
      );
    if (!empty) {
      await emptyPostgres(config.databaseUrl);
      log('Прежние данные базы удалены (--force)');
    }
    const connection = connectionOf(config.databaseUrl);
    await run(
      'pg_restore',
      ['--no-owner', '--exit-on-error', `--dbname=${connection.url}`, path.join(fromDir, POSTGRES_ARCHIVE)],
      { env: connection.env },
    );
    log('База PostgreSQL восстановлена');
  } else {
    const target = path.join(config.dataDir, 'pglite');
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
      if (!options.force)
        throw new BackupError(
          `В ${target} уже есть база: остановите сервер и добавьте --force (она будет отложена)`,
        );
      const aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(target, aside);
      log(`Прежняя база отложена: ${aside}`);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of fs.createReadStream(path.join(fromDir, PGLITE_ARCHIVE)).pipe(createGunzip()))
      chunks.push(chunk as Buffer);
    const database = await openPglite({ dataDir: config.dataDir, loadDataDir: new Blob(chunks) });
    await database.close();
    log(`База PGlite восстановлена в ${target}`);
  }

  if (manifest.files === 'disk') {
    const copied = await copyFiles(path.join(fromDir, FILES_FOLDER), options.filesDir);
    log(`Файлы восстановлены: ${copied.count} (${copied.bytes} байт)`);
  } else {
    log('Файлы остались в корзине S3: при нужде верните удалённые объекты из версий корзины');
  }
  return manifest;
}
