import { GALLERY_IMAGE_PAGE_SIZE } from '@intranet/contracts';

/**
 * The arithmetic of an album paged by 40 (GALLERY_IMAGE_PAGE_SIZE): the viewer walks the whole album by a
 * 0-based index and loads the page each index falls on.
 */

/** The page (from 1) that holds the image at `index` (from 0). */
export function pageOfIndex(index: number): number {
  return Math.floor(index / GALLERY_IMAGE_PAGE_SIZE) + 1;
}

/** Where the image at `index` sits on its page. */
export function indexInPage(index: number): number {
  return index % GALLERY_IMAGE_PAGE_SIZE;
}

/** The album-wide index of the image at `position` on `page`. */
export function indexOf(page: number, position: number): number {
  return (page - 1) * GALLERY_IMAGE_PAGE_SIZE + position;
}

/** «12 из 57». */
export function positionLabel(index: number, total: number): string {
  return `${index + 1} из ${total}`;
}

/** The index `delta` steps away, or null past either end (the viewer does not wrap around). */
export function stepIndex(index: number, delta: number, total: number): number | null {
  const next = index + delta;
  return next >= 0 && next < total ? next : null;
}

/** The least horizontal travel, in px, that counts as a swipe. */
export const SWIPE_MIN_PX = 50;

/**
 * A finished pointer move as a step: a swipe left goes to the next image (+1), right to the previous (−1);
 * a short or mostly vertical move is no step (0).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The 1-based place in the whole album for an image dropped at `position` of `page` (PATCH …/images/{id}). */
export function sequenceAt(page: number, position: number): number {
  return indexOf(page, position) + 1;
}

/** The `photo` search parameter (1-based) as an index, or null when absent or out of the album. */
export function parsePhotoParam(value: string | null, total: number | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const index = Number(value) - 1;
  if (index < 0 || (total !== undefined && index >= total)) return null;
  return index;
}

/** A `page` search parameter as a page number (1 when absent or not a positive whole number). */
export function positivePage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
