import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.ts';
import { createStorage } from './create-storage.ts';
import { S3Storage } from './s3-storage.ts';
import { DiskStorage } from './storage.ts';

describe('the files store from the configuration', () => {
  it('is the disk folder by default', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-storage-'));
    try {
      expect(await createStorage(loadConfig({ DATA_DIR: dir }), dir)).toBeInstanceOf(DiskStorage);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is the bucket with FILES_STORAGE=s3; path-style follows a given endpoint unless set', async () => {
    const config = loadConfig({
      FILES_STORAGE: 's3',
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(config.filesStorage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    const storage = await createStorage(config, '/nonexistent');
    expect(storage).toBeInstanceOf(S3Storage);
    (storage as S3Storage).client.destroy();
    const aws = loadConfig({ FILES_STORAGE: 's3', S3_BUCKET: 'files', S3_REGION: 'eu-central-1' });
    expect(aws.filesStorage).toMatchObject({
      endpoint: undefined,
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        FILES_STORAGE: 's3',
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'https://s3.local',
        S3_FORCE_PATH_STYLE: '0',
      }).filesStorage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('refuses an S3 configuration without a bucket, with half the keys, or a bad endpoint, in Russian', () => {
    expect(() => loadConfig({ FILES_STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ FILES_STORAGE: 's3' })).toThrow(
      'S3_BUCKET: FILES_STORAGE=s3 требует S3_BUCKET',
    );
    expect(() => loadConfig({ FILES_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      'S3_ACCESS_KEY_ID и S3_SECRET_ACCESS_KEY задаются вместе',
    );
    expect(() => loadConfig({ FILES_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT должен начинаться с http:// или https://',
    );
    expect(() => loadConfig({ FILES_STORAGE: 'ftp' })).toThrow('FILES_STORAGE');
  });
});
