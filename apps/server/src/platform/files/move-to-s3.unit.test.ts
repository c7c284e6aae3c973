import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DiskStorage, type StoredObject } from './storage.ts';
import { moveFilesToS3 } from './move-to-s3.ts';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.ts';

let s3: TestS3Server;
let dataDir: string;
let filesDir: string;
let stored: StoredObject[];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => s3?.close());
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'to-s3-'));
  filesDir = path.join(dataDir, 'files');
  const disk = new DiskStorage(filesDir);
  stored = [
    await disk.put(Readable.from([Buffer.from('первый')])),
    await disk.put(Readable.from([Buffer.alloc(6 * 1024 * 1024 + 5, 'б')])),
    await disk.put(Readable.from([Buffer.from('третий')])),
  ];
  // A half-written upload is not a file to move.
  fs.writeFileSync(path.join(filesDir, 'tmp', stored[0]!.key.replace(/^./, 'f')), 'обрывок');
});
afterEach(async () => {
  const storage = s3.storage();
  await Promise.all((await s3.keys()).map((key) => storage.delete(key)));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('moving the disk files to S3', () => {
  it('copies every file under its key, equal byte for byte, and leaves the disk as it was', async () => {
    const lines: string[] = [];
    const report = await moveFilesToS3({ filesDir, target: s3.storage(), log: (line) => lines.push(line) });
    expect(report).toMatchObject({ moved: 3, skipped: 0, failed: 0, removed: 0 });
    expect(report.bytes).toBe(stored.reduce((sum, file) => sum + file.size, 0));
    expect(await s3.keys()).toEqual(stored.map((file) => file.key).sort());
    const disk = new DiskStorage(filesDir);
    for (const file of stored) {
      expect((await bytesOf(s3.storage().get(file.key))).equals(await bytesOf(disk.get(file.key)))).toBe(
        true,
      );
    }
    expect(lines.filter((line) => line.startsWith('перенесён'))).toHaveLength(3);
  });

  it('run again, copies only what is missing or differs', async () => {
    await moveFilesToS3({ filesDir, target: s3.storage() });
    const target = s3.storage();
    // An interrupted run: one object never arrived; another is not the file (a foreign write).
    await target.delete(stored[0]!.key);
    await target.client.send(
      new PutObjectCommand({
        Bucket: target.bucket,
        Key: stored[2]!.key,
        Body: 'не то',
        Metadata: { sha256: 'x' },
      }),
    );
    const report = await moveFilesToS3({ filesDir, target });
    expect(report).toMatchObject({ moved: 2, skipped: 1, failed: 0 });
    expect((await bytesOf(target.get(stored[2]!.key))).toString()).toBe('третий');
    expect(await moveFilesToS3({ filesDir, target })).toMatchObject({ moved: 0, skipped: 3, failed: 0 });
  });

  it('with --delete-local removes each disk file after its verified copy', async () => {
    const report = await moveFilesToS3({ filesDir, target: s3.storage(), deleteLocal: true });
    expect(report).toMatchObject({ moved: 3, removed: 3, failed: 0 });
    const left = fs
      .readdirSync(filesDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.parentPath !== path.join(filesDir, 'tmp'));
    expect(left).toEqual([]);
    expect(await s3.keys()).toHaveLength(3);
  });

  it('the command reads the configuration and prints what it did', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/server/scripts/files-to-s3.ts'],
      { env: { ...process.env, ...s3.env, DATA_DIR: dataDir } },
    );
    expect(stdout).toContain('Итого: перенесено 3');
    expect(stdout).toContain('уже были в хранилище 0, ошибок 0');
    expect(await s3.keys()).toHaveLength(3);
  });

  it('the command refuses to run without an S3 configuration', async () => {
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/server/scripts/files-to-s3.ts'],
      {
        env: { ...process.env, FILES_STORAGE: 'disk', DATA_DIR: dataDir },
      },
    );
    const failure = (await run.catch((error: unknown) => error)) as { code: number; stderr: string };
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('FILES_STORAGE=s3');
  });
});
