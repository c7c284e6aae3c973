import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config/config.ts';
import { createStorage } from './create-storage.ts';
import { S3Storage } from './s3-storage.ts';
import { files } from '../../modules/files/files.schema.ts';
import { openTestDatabase, TEST_JWT_SECRET, type TestContext } from '../../../test/harness.ts';
import { client, type Session } from '../../../test/api-client.ts';
import { multipart } from '../../../test/http.ts';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.ts';

/** The portal as a process configured with FILES_STORAGE=s3 runs it: uploads and downloads go to the bucket. */
let s3: TestS3Server;
let ctx: TestContext;
let owner: Session;
let stranger: Session;
let closeDatabase: () => Promise<void>;
beforeAll(async () => {
  s3 = await startS3Server();
  const opened = await openTestDatabase();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intranet-s3-files-'));
  const config = loadConfig({ ...s3.env, DATA_DIR: filesDir });
  const storage = await createStorage(config, filesDir);
  const built = await buildApp({
    database: opened.database,
    jwtSecret: TEST_JWT_SECRET,
    filesDir,
    storage,
    logLevel: 'silent',
    loginRateLimit: 1000,
    loginRateLimitPerIp: 100_000,
  });
  await built.app.ready();
  closeDatabase = async () => {
    await opened.database.close();
    await opened.drop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  };
  ctx = { ...built, database: opened.database, filesDir, close: async () => built.app.close() };
  const api = await client(ctx);
  owner = await api.as({});
  stranger = await api.as({});
});
afterAll(async () => {
  await ctx?.close();
  await closeDatabase?.();
  await s3?.close();
});

async function upload(content: Buffer, name: string, as: Session = owner) {
  const body = multipart({}, [{ field: 'file', name, content }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload/files',
    headers: { ...as.headers, ...body.headers },
    payload: body.payload,
  });
}

async function fileRows(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(files);
  return row!.n;
}

describe('files on S3-compatible storage (FILES_STORAGE=s3)', () => {
  it('builds the S3 store from the configuration', () => {
    expect(ctx.services.files.storage).toBeInstanceOf(S3Storage);
  });

  it('stores an upload in the bucket and serves the same bytes back; nothing lands on the disk', async () => {
    const content = Buffer.alloc(3 * 1024 * 1024 + 17, 'отчёт ');
    const response = await upload(content, 'отчёт.txt');
    expect(response.statusCode).toBe(201);
    const [file] = response.json<{ data: { url: string; size: number }[] }>().data;
    expect(file!.size).toBe(content.length);
    expect(await s3.keys()).toHaveLength(1);

    const downloaded = await owner.get(file!.url);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(content)).toBe(true);
    const onDisk = fs.readdirSync(ctx.filesDir, { recursive: true, withFileTypes: true });
    expect(onDisk.filter((entry) => entry.isFile())).toEqual([]);
  });

  it('makes previews of a picture read from the bucket and serves them', async () => {
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const response = await upload(png, 'схема.png');
    expect(response.statusCode).toBe(201);
    const [file] = response.json<{ data: { url: string; previews: { width: number; url: string }[] }[] }>()
      .data;
    const preview = await owner.get(file!.previews[0]!.url);
    expect(preview.statusCode).toBe(200);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(320);
  });

  it('answers 413 for a file over the limit and keeps nothing of it in the bucket', async () => {
    await ctx.services.settings.set('upload_max_file_bytes', '1000000');
    try {
      const [keys, rows] = [await s3.keys(), await fileRows()];
      const response = await upload(Buffer.alloc(1_500_000, 'a'), 'big.txt');
      expect(response.statusCode).toBe(413);
      expect(await s3.keys()).toEqual(keys);
      expect(await fileRows()).toBe(rows);
    } finally {
      await ctx.services.settings.set('upload_max_file_bytes', '20000000');
    }
  });

  it("hides another person's unattached upload, and answers 404 for a file gone from the bucket", async () => {
    const response = await upload(Buffer.from('личное'), 'личное.txt');
    const [file] = response.json<{ data: { url: string }[] }>().data;
    expect((await stranger.get(file!.url)).statusCode).toBe(404);
    expect((await owner.get(file!.url)).rawPayload.toString()).toBe('личное');

    const [row] = await ctx.database.db
      .select({ id: files.id, key: files.storageKey })
      .from(files)
      .orderBy(files.id)
      .limit(1);
    await ctx.services.files.storage.delete(row!.key);
    expect((await owner.get(`/api/files/${row!.id}`)).statusCode).toBe(404);
  });
});
