import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { FileInfo } from '@intranet/contracts';
import type { TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';

/**
 * A stored upload, made as POST /upload/files makes it (stored, inspected, recorded with previews), owned by
 * `owner` (a new user when not given).
 */
export async function buildFile(
  ctx: TestContext,
  file: { name: string; content: Buffer; type?: string; owner?: { id: number } },
): Promise<FileInfo> {
  const ownerId = file.owner?.id ?? (await buildUser(ctx.database.db)).id;
  const service = ctx.services.files;
  const stored = await service.storage.put(Readable.from([file.content]));
  const inspected = await service.inspect([
    { ...stored, field: 'file', name: file.name, mime: file.type ?? 'application/octet-stream' },
  ]);
  const [saved] = await service.saveUploads(inspected, ownerId);
  return saved!;
}

/** A plain blue PNG picture. */
export function png(width = 400, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png()
    .toBuffer();
}
