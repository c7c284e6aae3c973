import {
  VAC_REPORT_COLUMN_WIDTH,
  VAC_REPORT_HEADER_ROWS,
  VAC_REPORT_MIN_ROWS,
  type VacReportCell,
  type VacReportColumn,
  type VacReportResponse,
} from '@intranet/contracts';
import { formatDate } from '../../../ui/date-format.ts';

/**
 * The rows a run keeps: page 1 replaces them, a later page appends its data rows after the
 * two header rows; an answer with fewer than 3 rows (no data row under the headers) is not kept.
 */
export function accumulateRows(pages: readonly VacReportResponse[]): VacReportCell[][] {
  let rows: VacReportCell[][] = [];
  for (const page of pages) {
    if (page.rows.length < VAC_REPORT_MIN_ROWS) continue;
    rows =
      page.meta.current_page === 1 || rows.length === 0
        ? [...page.rows]
        : [...rows, ...page.rows.slice(VAC_REPORT_HEADER_ROWS)];
  }
  return rows;
}

/** A column's width kept inside 50–300 px, whatever the catalogue says. */
export function clampWidth(width: number): number {
  return Math.min(VAC_REPORT_COLUMN_WIDTH.max, Math.max(VAC_REPORT_COLUMN_WIDTH.min, Math.round(width)));
}

const numberFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** A cell as shown: dates dd.MM.yyyy, numbers in Russian notation, text as it is (history keeps its lines). */
export function formatVacCell(type: VacReportColumn['type'], value: VacReportCell | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'date') return formatDate(String(value)) || String(value);
  if (type === 'number') return typeof value === 'number' ? numberFormat.format(value) : String(value);
  return String(value);
}

/** The order of two cells of a column: dates and text in Russian order, numbers by value, empty last. */
export function compareCells(type: VacReportColumn['type'], a: VacReportCell, b: VacReportCell): number {
  if (a === null || a === '') return b === null || b === '' ? 0 : 1;
  if (b === null || b === '') return -1;
  if (type === 'number') return Number(a) - Number(b);
  if (type === 'date') return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  return String(a).localeCompare(String(b), 'ru');
}

/** Consecutive columns of one group under one header (the first header row). */
export function groupColumns(
  columns: readonly VacReportColumn[],
): { group: string; columns: { column: VacReportColumn; index: number }[] }[] {
  const groups: { group: string; columns: { column: VacReportColumn; index: number }[] }[] = [];
  columns.forEach((column, index) => {
    const last = groups[groups.length - 1];
    if (last && last.group === column.group) last.columns.push({ column, index });
    else groups.push({ group: column.group, columns: [{ column, index }] });
  });
  return groups;
}

/** The sum of the widths: the table scrolls sideways on a phone. */
export function tableWidth(columns: readonly VacReportColumn[]): number {
  return columns.reduce((sum, column) => sum + clampWidth(column.width), 0);
}

/** «Отпуска за период 01.03.2026-31.03.2026.xlsx». */
export function vacReportFileName(label: string, days: string[], extension: 'xlsx' | 'xml'): string {
  const safe = label.replace(/[\\/:*?"<>|]+/g, ' ').trim();
  return `${safe} ${days.map((day) => formatDate(day)).join('-')}.${extension}`;
}
