import type { RemainingDaysRow } from '@intranet/contracts';
import { formatDateTime } from '../../ui/date-format.ts';

/**
 * The «Корректировка» cell of «Остатки отпусков»: the reason and who corrected it when. A balance without an
 * author was imported, not corrected: it gets no byline (no stray «, дата»); a correction sent without a reason
 * (the old service's bare `{ balance }`) still shows its author.
 */
export function correctionCell(
  row: Pick<RemainingDaysRow, 'comment' | 'updated_at' | 'updated_by'>,
): { comment: string | null; byline: string | null } | null {
  if (!row.comment && !row.updated_by) return null;
  const byline = row.updated_by
    ? [row.updated_by.full_name, row.updated_at ? formatDateTime(row.updated_at) : null]
        .filter(Boolean)
        .join(', ')
    : null;
  return { comment: row.comment, byline };
}
