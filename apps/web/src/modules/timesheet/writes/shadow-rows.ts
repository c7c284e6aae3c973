import type { TsShadowWrite } from '@intranet/contracts';

/**
 * Shadow writes (GET /timesheet/shadow/writes) as rows of a grid: days of sick leave or vacation that the
 * system counts as filled with the day's norm and shows as approved. They are not stored writes, so they
 * have no id, no project and cannot be edited.
 */
export interface ShadowRow {
  key: string;
  /** «Больничный (автоматически)». */
  label: string;
  reason: { id: number; name: string };
  /** Minutes per date. */
  byDate: Map<string, number>;
  total: number;
}

/** The hint next to the shadow rows: where they come from and why they cannot be typed into. */
export const SHADOW_HINT =
  'Заполняется автоматически по статусам сотрудника (больничный, отпуск): засчитывается норма дня, ' +
  'запись согласована и не редактируется. Кроме офисов Беларуси и Казахстана.';

/** One row per reason (by name), for one person when `userId` is given. */
export function buildShadowRows(shadow: readonly TsShadowWrite[], userId?: number): ShadowRow[] {
  const rows = new Map<number, ShadowRow>();
  for (const write of shadow) {
    if (userId !== undefined && write.user.id !== userId) continue;
    let row = rows.get(write.reason.id);
    if (!row) {
      row = {
        key: `shadow-${write.reason.id}`,
        label: `${write.reason.name} (автоматически)`,
        reason: write.reason,
        byDate: new Map(),
        total: 0,
      };
      rows.set(write.reason.id, row);
    }
    row.byDate.set(write.date, (row.byDate.get(write.date) ?? 0) + write.time);
    row.total += write.time;
  }
  return [...rows.values()].sort((a, b) => a.reason.name.localeCompare(b.reason.name, 'ru'));
}

/** Day totals with the shadow rows' minutes added; the given map is left as it was. */
export function withShadowTotals(
  totals: ReadonlyMap<string, number>,
  rows: readonly ShadowRow[],
): Map<string, number> {
  const result = new Map(totals);
  for (const row of rows)
    for (const [date, minutes] of row.byDate) result.set(date, (result.get(date) ?? 0) + minutes);
  return result;
}
