import { http } from '../../api/http-client.ts';

/**
 * Images of rich text that live in our file store (`/api/files/...`) need the bearer token, which an `<img>`
 * cannot send: their bytes come through the http client and are shown from an object URL. The URLs are
 * kept for the session (a page shows the same picture in the feed, the post and the editor), the oldest
 * released past a bound.
 */

const MAX_CACHED = 200;
const cache = new Map<string, Promise<string>>();

/** True for a URL the browser cannot load by itself because our API guards it. */
export function isProtectedFileUrl(src: string): boolean {
  return /^\/api\/files\/\d+(?:\/[\w-]+)*$/.test(src);
}

/** An object URL for a protected image (fetched once per session), or the address itself for any other. */
export function loadImageUrl(src: string): Promise<string> {
  if (!isProtectedFileUrl(src)) return Promise.resolve(src);
  const cached = cache.get(src);
  if (cached) return cached;
  const loading = http
    .get<Blob>(src.replace(/^\/api/, ''), { responseType: 'blob', silent: true })
    .then((blob) => URL.createObjectURL(blob));
  // A failed load is forgotten, so the next view tries again.
  loading.catch(() => cache.delete(src));
  cache.set(src, loading);
  if (cache.size > MAX_CACHED) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) {
      cache
        .get(oldest)
        ?.then((url) => URL.revokeObjectURL(url))
        .catch(() => undefined);
      cache.delete(oldest);
    }
  }
  return loading;
}

/** Points every protected image under `root` (marked `data-file-src` by the view) at its object URL. */
export function resolveProtectedImages(root: HTMLElement): void {
  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-file-src]')) {
    const src = image.dataset.fileSrc ?? '';
    loadImageUrl(src).then(
      (url) => {
        if (image.dataset.fileSrc === src) image.src = url;
      },
      () => image.classList.add('rich-text__image--broken'),
    );
  }
}
