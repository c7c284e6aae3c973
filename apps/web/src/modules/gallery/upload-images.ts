import type { GalleryImage } from '@intranet/contracts';
import { endpointPath, type EndpointResponse } from '@intranet/contracts/endpoint';
import { galleryEndpoints } from '@intranet/contracts/gallery/endpoints';
import { http } from '../../api/http-client.ts';

/** The picture types an album takes (the server checks the bytes; this only filters the file chooser). */
export const ALBUM_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
const ACCEPTED = new Set(ALBUM_IMAGE_ACCEPT.split(','));

export function isAcceptedImage(file: { type: string; name: string }): boolean {
  return ACCEPTED.has(file.type) || /\.(jpe?g|png|webp|gif)$/i.test(file.name);
}

export class UploadFailedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadFailedError';
  }
}

function messageOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: the generic text below.
  }
  return xhr.status === 413 ? 'Файл слишком большой' : 'Не удалось загрузить файл';
}

/**
 * POST /albums/{id}/images with one picture, through XMLHttpRequest: fetch reports no upload progress. The
 * bearer token comes from the http client's token manager (refreshed when under a minute remains).
 */
export async function uploadAlbumImage(
  albumId: number,
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<GalleryImage[]> {
  const token = await http.tokens.getValidToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(
      galleryEndpoints.upload.method,
      `/api${endpointPath(galleryEndpoints.upload.path, { id: albumId })}`,
    );
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        resolve((JSON.parse(xhr.responseText) as EndpointResponse<typeof galleryEndpoints.upload>).data);
        return;
      }
      reject(new UploadFailedError(messageOf(xhr), xhr.status));
    };
    xhr.onerror = () => reject(new UploadFailedError('Не удалось отправить файл: проверьте соединение', 0));
    xhr.onabort = () => reject(new UploadFailedError('Загрузка отменена', 0));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const body = new FormData();
    body.append('files[]', file, file.name);
    xhr.send(body);
  });
}

/**
 * Runs tasks one after another in the order they were queued: pictures land in the album in the order they
 * were chosen, and the server (sharp re-encodes each) is not flooded by a hundred parallel uploads.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
