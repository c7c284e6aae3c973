import { z } from 'zod';

/**
 * The total size of support attachments must stay under 20 MB (20,000,000 bytes; docs/modules/support.md).
 */
export const SUPPORT_MAX_TOTAL_BYTES = 20_000_000;
export const SUPPORT_SIZE_HINT = 'Общий размер загружаемых файлов не должен превышать 20 МБ';

export const supportFieldsSchema = z.object({
  title: z.string().trim().max(255, 'Тема не длиннее 255 символов').optional(),
  description: z.string().trim().min(1, 'Опишите проблему').max(10_000, 'Текст не длиннее 10 000 символов'),
});

/** A total at or over the limit is refused (the screen disables «Отправить» at that size). */
export function isSupportTotalAllowed(totalBytes: number): boolean {
  return totalBytes < SUPPORT_MAX_TOTAL_BYTES;
}

/** A resized copy of an uploaded image (made on upload): its width in px and where to get it. */
export const filePreviewSchema = z.object({ width: z.number().int(), url: z.string() });
export type FilePreview = z.infer<typeof filePreviewSchema>;

export const fileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  url: z.string(),
  /** Images only: previews narrowest first (320 and 1280 px wide, WebP); absent or empty for other files. */
  previews: z.array(filePreviewSchema).optional(),
});
export type FileInfo = z.infer<typeof fileSchema>;

export const supportRequestSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  description: z.string(),
  author: z.object({ id: z.number().int(), full_name: z.string() }),
  attachments: z.array(fileSchema),
  created_at: z.string(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
