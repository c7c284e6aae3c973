import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Storage } from './s3-storage.ts';
import { storageKeyIsValid } from './storage.ts';

export interface MoveReport {
  /** Copied now and read back equal. */
  moved: number;
  /** Already in the bucket with the same size and sha256 (an earlier run). */
  skipped: number;
  /** Copied but not equal when read back, or not copied at all: named in the log, left on disk. */
  failed: number;
  /** Removed from the disk after a verified copy (with `deleteLocal`). */
  removed: number;
  bytes: number;
}

export interface MoveOptions {
  /** The disk store's folder (DATA_DIR/files). */
  filesDir: string;
  target: S3Storage;
  /** Remove each disk file once its copy is verified (the server must already be on S3 then). */
  deleteLocal?: boolean;
  log?: (line: string) => void;
}

/** The files of the disk store: `<first two characters>/<key>`; half-written uploads (`tmp/`) are not files. */
function* diskFiles(filesDir: string): Generator<{ key: string; file: string }> {
  if (!fs.existsSync(filesDir)) return;
  for (const folder of fs.readdirSync(filesDir, { withFileTypes: true })) {
    if (!folder.isDirectory() || !/^[0-9a-f]{2}$/.test(folder.name)) continue;
    for (const entry of fs.readdirSync(path.join(filesDir, folder.name), { withFileTypes: true })) {
      if (entry.isFile() && storageKeyIsValid(entry.name) && entry.name.startsWith(folder.name))
        yield { key: entry.name, file: path.join(filesDir, folder.name, entry.name) };
    }
  }
}

async function sha256Of(stream: Readable | NodeJS.ReadableStream): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

async function remoteOf(target: S3Storage, key: string): Promise<{ size?: number; sha256?: string } | null> {
  if (!(await target.exists(key))) return null;
  const head = await target.client.send(new HeadObjectCommand({ Bucket: target.bucket, Key: key }));
  return { size: head.ContentLength, sha256: head.Metadata?.sha256 };
}

/**
 * Copies every file of the disk store into the bucket under the same key, with its sha256 in the object's
 * metadata, and reads each copy back to compare. Safe to run again and to interrupt: a file already in the
 * bucket with the same size and sha256 is skipped, anything else is copied again (an object appears whole
 * or not at all).
 */
export async function moveFilesToS3(options: MoveOptions): Promise<MoveReport> {
  const log = options.log ?? (() => undefined);
  const { target } = options;
  const report: MoveReport = { moved: 0, skipped: 0, failed: 0, removed: 0, bytes: 0 };
  for (const { key, file } of diskFiles(options.filesDir)) {
    try {
      const local = await sha256Of(fs.createReadStream(file));
      const remote = await remoteOf(target, key);
      if (remote && remote.size === local.size && remote.sha256 === local.sha256) {
        report.skipped += 1;
        log(`уже в хранилище: ${key}`);
      } else {
        await new Upload({
          client: target.client,
          params: {
            Bucket: target.bucket,
            Key: key,
            Body: fs.createReadStream(file),
            Metadata: { sha256: local.sha256 },
          },
          queueSize: 1,
        }).done();
        const response = await target.client.send(new GetObjectCommand({ Bucket: target.bucket, Key: key }));
        const copy = await sha256Of(response.Body as Readable);
        if (copy.size !== local.size || copy.sha256 !== local.sha256) {
          report.failed += 1;
          log(`ОШИБКА: копия ${key} не совпала с файлом (${copy.size} из ${local.size} байт); файл оставлен`);
          continue;
        }
        report.moved += 1;
        report.bytes += local.size;
        log(`перенесён: ${key} (${local.size} байт, sha256 ${local.sha256.slice(0, 12)}…)`);
      }
      if (options.deleteLocal) {
        await fs.promises.rm(file, { force: true });
        report.removed += 1;
      }
    } catch (error) {
      report.failed += 1;
      log(`ОШИБКА: ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return report;
}
