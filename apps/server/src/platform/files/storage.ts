import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  key: string;
  size: number;
  sha256: string;
}

/** Where file bytes live: disk by default, or a bucket of an S3-compatible service (s3-storage.ts). */
export interface FileStorage {
  /** Streams the bytes in; `onChunk` may throw to abort (e.g. a size limit), and nothing is kept then. */
  put(source: Readable, onChunk?: (bytes: number) => void): Promise<StoredObject>;
  /**
   * The bytes as a stream, synchronously: a store that must ask a service first (S3) starts on the first read
   * and reports a missing object as the stream's error. A malformed key throws at once.
   */
  get(key: string): Readable;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

/** Keys are the UUIDs `put` gives; anything else (a path, `..`) is refused before it reaches a store. */
export function storageKeyIsValid(key: string): boolean {
  return /^[0-9a-f-]{36}$/.test(key);
}

export class DiskStorage implements FileStorage {
  constructor(private readonly root: string) {
    fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
  }

  private pathOf(key: string): string {
    if (!storageKeyIsValid(key)) throw new Error(`Неверный ключ файла: ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(source: Readable, onChunk?: (bytes: number) => void): Promise<StoredObject> {
    const key = randomUUID();
    const tmpPath = path.join(this.root, 'tmp', key);
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        hash.update(chunk);
        try {
          onChunk?.(chunk.length);
          callback(null, chunk);
        } catch (error) {
          callback(error as Error);
        }
      },
    });
    const out = fs.createWriteStream(tmpPath);
    try {
      await pipeline(source, meter, out);
      const finalPath = this.pathOf(key);
      await fs.promises.mkdir(path.dirname(finalPath), { recursive: true });
      await fs.promises.rename(tmpPath, finalPath);
    } catch (error) {
      // A stream that failed before its file was even opened still creates the file when the open completes:
      // wait for it to close, then remove it, or a broken upload leaves an empty orphan behind.
      if (!out.closed) await once(out, 'close').catch(() => undefined);
      await fs.promises.rm(tmpPath, { force: true });
      throw error;
    }
    return { key, size, sha256: hash.digest('hex') };
  }

  get(key: string): Readable {
    return fs.createReadStream(this.pathOf(key));
  }

  async exists(key: string): Promise<boolean> {
    return fs.promises
      .access(this.pathOf(key))
      .then(() => true)
      .catch(() => false);
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
