import type { AppConfig } from '../config/config.ts';
import { DiskStorage, type FileStorage } from './storage.ts';

/**
 * The store the configuration names: the disk folder, or the bucket of FILES_STORAGE=s3. The S3 client is
 * loaded only then, so that a server on disk does not carry the SDK.
 */
export async function createStorage(config: AppConfig, filesDir: string): Promise<FileStorage> {
  if (config.filesStorage.kind === 'disk') return new DiskStorage(filesDir);
  const { S3Storage } = await import('./s3-storage.ts');
  return new S3Storage(config.filesStorage);
}
