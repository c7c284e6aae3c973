import type Sharp from 'sharp';

/** The image formats the product re-encodes and previews; any other picture is kept as an ordinary file. */
export const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageMime = (typeof IMAGE_MIMES)[number];

export function isImageMime(mime: string): mime is ImageMime {
  return (IMAGE_MIMES as readonly string[]).includes(mime);
}

/** Preview widths made on upload: a card or a feed thumbnail, and a picture inside a text. */
export const PREVIEW_WIDTHS = [320, 1280] as const;
export const PREVIEW_MIME = 'image/webp';

/**
 * The hard ceiling of a picture's pixels: 100 megapixels is 400 MB of memory once decoded. The setting
 * upload_max_image_pixels (40 megapixels by default) refuses smaller ones, before decoding too.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

export class NotAnImageError extends Error {}
export class ImageTooLargeError extends Error {}

export interface ReencodedImage {
  bytes: Buffer;
  width: number;
  height: number;
  previews: { width: number; bytes: Buffer }[];
}

/** sharp (libvips, ~20 MB in memory) is loaded with the first picture, not at the server's start. */
let loadedSharp: Promise<typeof Sharp> | undefined;
const loadSharp = () => (loadedSharp ??= import('sharp').then((module) => module.default));

async function decoder(input: Buffer, animated: boolean) {
  const sharp = await loadSharp();
  // `failOn: 'error'`: a truncated or corrupt picture fails, a harmless warning (an odd marker) does not.
  return sharp(input, { animated, failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
}

/**
 * Decodes a picture and encodes it again in its own format: metadata (EXIF with GPS, comments, ICC aside
 * from the colours) and anything appended after the image data are gone, and the orientation the camera
 * recorded is applied to the pixels first. Then makes WebP previews at PREVIEW_WIDTHS (never enlarged).
 * A file that does not decode as `mime` throws NotAnImageError.
 */
export async function reencodeImage(
  input: Buffer,
  mime: ImageMime,
  maxPixels: number = MAX_IMAGE_PIXELS,
): Promise<ReencodedImage> {
  let pages: number;
  try {
    // The header alone: the pixels are not decoded before the size is known to fit.
    const metadata = await (await decoder(input, false)).metadata();
    const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
    if (pixels > Math.min(maxPixels, MAX_IMAGE_PIXELS)) throw new ImageTooLargeError();
    if (pixels === 0) throw new NotAnImageError();
    pages = metadata.pages ?? 1;
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw error;
    throw new NotAnImageError();
  }
  const animated = pages > 1 && (mime === 'image/gif' || mime === 'image/webp');
  try {
    // An animation has no EXIF orientation; rotating its frames is not supported by libvips.
    const oriented = animated ? await decoder(input, true) : (await decoder(input, false)).rotate();
    const encoded =
      mime === 'image/jpeg'
        ? oriented.jpeg({ quality: 90 })
        : mime === 'image/png'
          ? oriented.png()
          : mime === 'image/webp'
            ? oriented.webp({ quality: 90 })
            : oriented.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const previews = [];
    for (const width of PREVIEW_WIDTHS) {
      const bytes = await (
        await decoder(data, animated)
      )
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      previews.push({ width, bytes });
    }
    return {
      bytes: data,
      width: info.width,
      height: animated ? (info.pageHeight ?? info.height) : info.height,
      previews,
    };
  } catch {
    // Decoding the whole picture found what the header did not (truncated data, a broken stream).
    throw new NotAnImageError();
  }
}
