import { http } from './http-client.ts';

/**
 * Downloads a protected file: the bearer token cannot ride on a plain link, so the bytes come through the
 * http client and are saved from an object URL.
 */
export async function downloadFile(
  path: string,
  fileName: string,
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<void> {
  const blob = await http.get<Blob>(path.replace(/^\/api/, ''), { responseType: 'blob', ...options });
  if (options.signal?.aborted) return;
  saveBlob(blob, fileName);
}

/** Saves bytes already in hand under a name, through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
