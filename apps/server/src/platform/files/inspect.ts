import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../http/app-error.ts';
import {
  ImageTooLargeError,
  isImageMime,
  MAX_IMAGE_PIXELS,
  NotAnImageError,
  PREVIEW_MIME,
  reencodeImage,
} from './images.ts';
import type { ReceivedFile } from './multipart.ts';
import type { FileStorage, StoredObject } from './storage.ts';

/** Enough of the file for every signature file-type knows. */
const HEAD_BYTES = 4100;

export interface StoredPreview extends StoredObject {
  width: number;
  mime: string;
}

/** An upload whose type was read from its bytes; an image was re-encoded and comes with its previews. */
export interface InspectedFile extends ReceivedFile {
  previews: StoredPreview[];
  /** A picture's size in pixels after re-encoding (upright); absent for other files. */
  width?: number;
  height?: number;
}

/**
 * A name or a declared type that says «raster picture»: such a file must really be one. SVG is text (no
 * magic bytes) and stays an ordinary file, served as an attachment that the browser never renders.
 */
const IMAGE_NAME = /\.(?:jpe?g|jfif|png|gif|webp|bmp|avif|heic|heif|tiff?)$/i;
const IMAGE_TYPE = /^image\/(?:jpeg|pjpeg|png|gif|webp|bmp|avif|heic|heif|tiff)$/i;

async function readAll(stream: Readable, limit = Infinity): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    chunks.push(buffer);
    size += buffer.length;
    if (size >= limit) {
      stream.destroy();
      break;
    }
  }
  return Buffer.concat(chunks);
}

/** Text that any editor would open: valid UTF-8 without control characters other than tab and line breaks. */
function isPlainText(head: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

function notAnImage(file: ReceivedFile): Error {
  const message = `Файл «${file.name}» не является изображением или поврежден`;
  return badRequest(message, { [file.field]: [message] });
}

/** A picture sharp could not take, as the client's 400; anything else (the disk) stays a 500. */
function refusal(error: unknown, file: ReceivedFile, maxPixels: number): unknown {
  if (error instanceof NotAnImageError) return notAnImage(file);
  if (error instanceof ImageTooLargeError) {
    const megapixels = Math.floor(Math.min(maxPixels, MAX_IMAGE_PIXELS) / 100_000) / 10;
    const message = `Изображение «${file.name}» слишком большое: не больше ${String(megapixels).replace('.', ',')} мегапикселей`;
    return badRequest(message, { [file.field]: [message] });
  }
  return error;
}

/**
 * The type of each upload from its content (magic bytes), never from its name or the client's
 * Content-Type: JPEG, PNG, WebP and GIF are re-encoded (metadata stripped, orientation applied) and get
 * WebP previews; a file named or declared as a picture that is not one, or a picture of more than
 * `maxImagePixels`, is a 400. On any failure every
 * object stored for these uploads (originals, re-encodings, previews) is deleted before the error goes on.
 */
export async function inspectUploads(
  storage: FileStorage,
  received: ReceivedFile[],
  maxImagePixels: number = MAX_IMAGE_PIXELS,
): Promise<InspectedFile[]> {
  const created: string[] = [];
  const replaced: string[] = [];
  const inspected: InspectedFile[] = [];
  try {
    for (const file of received) {
      const head = await readAll(storage.get(file.key), HEAD_BYTES);
      const detected = await fileTypeFromBuffer(head);
      const claimsImage = IMAGE_TYPE.test(file.mime) || IMAGE_NAME.test(file.name);
      if (!detected || !isImageMime(detected.mime)) {
        if (claimsImage && !detected?.mime.startsWith('image/')) throw notAnImage(file);
        const mime = detected?.mime ?? (isPlainText(head) ? 'text/plain' : 'application/octet-stream');
        inspected.push({ ...file, mime, previews: [] });
        continue;
      }
      const image = await reencodeImage(
        await readAll(storage.get(file.key)),
        detected.mime,
        maxImagePixels,
      ).catch((error: unknown) => {
        throw refusal(error, file, maxImagePixels);
      });
      const original = await storage.put(Readable.from([image.bytes]));
      created.push(original.key);
      const previews: StoredPreview[] = [];
      for (const preview of image.previews) {
        const stored = await storage.put(Readable.from([preview.bytes]));
        created.push(stored.key);
        previews.push({ ...stored, width: preview.width, mime: PREVIEW_MIME });
      }
      replaced.push(file.key);
      inspected.push({
        ...file,
        ...original,
        mime: detected.mime,
        previews,
        width: image.width,
        height: image.height,
      });
    }
  } catch (error) {
    await Promise.all([...received.map((file) => file.key), ...created].map((key) => storage.delete(key)));
    throw error;
  }
  // The uploaded bytes of a picture held its metadata: only the re-encoded copy stays.
  await Promise.all(replaced.map((key) => storage.delete(key)));
  return inspected;
}
