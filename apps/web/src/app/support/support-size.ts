import { formatFileSize } from '../../ui/file-size.ts';
import { SUPPORT_MAX_TOTAL_BYTES, isSupportTotalAllowed } from '@intranet/contracts';

export interface SizedFile {
  size?: number;
}

export function totalBytes(files: readonly SizedFile[]): number {
  return files.reduce((sum, file) => sum + (file.size ?? 0), 0);
}

/** A file at or over the limit is marked as an error. */
export function isFileOverLimit(size: number | undefined): boolean {
  return (size ?? 0) >= SUPPORT_MAX_TOTAL_BYTES;
}

/** «Отправить» is enabled only with a text and while the attachments stay under 20,000,000 bytes. */
export function canSendSupport(description: string | undefined, files: readonly SizedFile[]): boolean {
  return (description ?? '').trim().length > 0 && isSupportTotalAllowed(totalBytes(files));
}

/**
 * «16 Б», «12 КБ», «2,5 МБ» for the file list and the total (decimal units, as the 20 МБ limit is counted): a
 * small screenshot is not «0 МБ».
 */
export function formatSupportSize(bytes: number): string {
  return formatFileSize(bytes);
}
