import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { storageKeyIsValid, type FileStorage, type StoredObject } from './storage.ts';

export interface S3StorageOptions {
  /** The service's address; unset for AWS itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `host/bucket/key` instead of `bucket.host/key`: MinIO, Ceph and most self-hosted services need it. */
  forcePathStyle?: boolean;
}

/** Parts of a multipart upload: the SDK's minimum; with one part in flight an upload holds at most ~10 MB. */
const PART_BYTES = 5 * 1024 * 1024;

function assertKey(key: string): void {
  if (!storageKeyIsValid(key)) throw new Error(`Неверный ключ файла: ${key}`);
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey')
  );
}

export function createS3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // The SDK's default checksums (CRC32 trailers in aws-chunked bodies) are not understood by every
    // S3-compatible service; the body's sha256 is computed by us anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The object's bytes, requested on the first read: `get` stays synchronous like the disk's, a stream that
 * is never read costs no request, and a destroyed stream (a client gone mid-download) aborts the request.
 * The body flows with backpressure, so a large file never sits in memory.
 */
class S3ObjectStream extends Readable {
  private body: Readable | undefined;
  private started = false;
  private readonly abort = new AbortController();

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly key: string,
  ) {
    super();
  }

  override _read(): void {
    if (this.body) {
      this.body.resume();
      return;
    }
    if (this.started) return;
    this.started = true;
    this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key }), {
        abortSignal: this.abort.signal,
      })
      .then(
        (response) => {
          const body = response.Body as Readable;
          if (this.destroyed) {
            body.destroy();
            return;
          }
          this.body = body;
          body.on('data', (chunk: Buffer) => {
            if (!this.push(chunk)) body.pause();
          });
          body.once('end', () => this.push(null));
          body.once('error', (error) => this.destroy(error));
        },
        (error: unknown) => {
          if (isNotFound(error)) {
            const missing = Object.assign(new Error(`Файл не найден в хранилище: ${this.key}`), {
              code: 'ENOENT',
            });
            this.destroy(missing);
          } else this.destroy(error as Error);
        },
      );
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.abort.abort();
    this.body?.destroy();
    callback(error);
  }
}

/** Files in a bucket of an S3-compatible service, under the same keys as on disk (`<uuid>`). */
export class S3Storage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(options: S3StorageOptions, client?: S3Client) {
    this.client = client ?? createS3Client(options);
    this.bucket = options.bucket;
  }

  async put(source: Readable, onChunk?: (bytes: number) => void): Promise<StoredObject> {
    const key = randomUUID();
    const hash = createHash('sha256');
    let size = 0;
    // Counted and checked as the bytes go: a throwing `onChunk` (a size limit) ends the body with an error,
    // which fails the upload before the rest of the stream is read.
    async function* metered(): AsyncGenerator<Buffer> {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        size += chunk.length;
        hash.update(chunk);
        onChunk?.(chunk.length);
        yield chunk;
      }
    }
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: Readable.from(metered()) },
      partSize: PART_BYTES,
      queueSize: 1,
      // Aborted here, not by the SDK: its failing abort (a service without it) would hide the refusal's error.
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (error) {
      // The parts sent so far go with the aborted upload; an object the service kept although its answer
      // was lost is removed too, so nothing of a refused upload stays.
      source.destroy();
      if (upload.uploadId) {
        await this.client
          .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: upload.uploadId }))
          .catch(() => undefined);
      }
      await this.delete(key).catch(() => undefined);
      throw error;
    }
    return { key, size, sha256: hash.digest('hex') };
  }

  get(key: string): Readable {
    assertKey(key);
    return new S3ObjectStream(this.client, this.bucket, key);
  }

  async exists(key: string): Promise<boolean> {
    assertKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
