import type { FileInfo } from '@intranet/contracts';
import { filesEndpoints } from '@intranet/contracts/files/endpoints';
import { call } from '../../api/endpoint-client.ts';

/** The widest preview the server makes of an uploaded image: what rich text shows inline. */
const INLINE_PREVIEW_WIDTH = 1280;

/** The address to show an uploaded image at: its 1280 px preview when there is one, else the original. */
export function inlineImageUrl(file: FileInfo): string {
  const previews = file.previews ?? [];
  const best = previews.find((preview) => preview.width === INLINE_PREVIEW_WIDTH) ?? previews.at(-1);
  return best?.url ?? file.url;
}

/**
 * Uploads an image for a rich text (POST /api/upload/files) and answers the address to put in it; the
 * server's Russian message (not an image, too large) comes back as the error's message.
 */
export async function uploadRichTextImage(file: File): Promise<{ url: string; file: FileInfo }> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await call(filesEndpoints.uploadFiles, { body, silent: true });
  const stored = data[0];
  if (!stored) throw new Error('Не удалось загрузить изображение');
  return { url: inlineImageUrl(stored), file: stored };
}
