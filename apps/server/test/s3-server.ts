import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { S3Storage, type S3StorageOptions } from '../src/platform/files/s3-storage.ts';

export interface TestS3Server {
  /** The options of an S3Storage on the test bucket (path-style, test keys). */
  options: S3StorageOptions;
  /** The same as environment variables, for loadConfig and the commands. */
  env: Record<string, string>;
  storage(): S3Storage;
  /** Keys of the objects in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) in this process on a free port, its objects in a temporary folder. */
export async function startS3Server(bucket = 'intranet-files'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const options: S3StorageOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const clients: S3Storage[] = [];
  const storage = () => {
    const created = new S3Storage(options);
    clients.push(created);
    return created;
  };
  const lister = storage();
  return {
    options,
    env: {
      FILES_STORAGE: 's3',
      S3_ENDPOINT: options.endpoint!,
      S3_BUCKET: bucket,
      S3_REGION: options.region,
      S3_ACCESS_KEY_ID: options.accessKeyId!,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey!,
    },
    storage,
    keys: async () => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await lister.client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    close: async () => {
      for (const client of clients) client.client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
