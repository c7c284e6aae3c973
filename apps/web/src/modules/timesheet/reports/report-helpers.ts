import {
  TS_REPORT_COLUMN_WIDTH,
  type Department,
  type TsReportColumn,
  type TsReportName,
  type TsReportRow,
} from '@intranet/contracts';
import { formatDate } from '../../../ui/date-format.ts';

/** A run of a report: what «Сформировать» sent (the period and the slave filter), and which run it was. */
export interface ReportRequest {
  name: TsReportName;
  date_start: string;
  date_end: string;
  users: number[];
  structures: number[];
  /** Grows with every «Сформировать»: the same filters asked again are a new search, not the cache. */
  run: number;
}

/** Rows a page shows at first (table page sizes 10 and 20). */
export const DEFAULT_PAGE_SIZE = 20;

/** A column's width kept inside 50–300 px, whatever the catalogue says. */
export function clampColumnWidth(width: number): number {
  return Math.min(TS_REPORT_COLUMN_WIDTH.max, Math.max(TS_REPORT_COLUMN_WIDTH.min, Math.round(width)));
}

const numberFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/**
 * A cell as the table shows it: dates dd.MM.yyyy, numbers in Russian notation (comma decimals, a space
 * between thousands), text as it is; an empty value is an empty cell.
 */
export function formatCell(type: TsReportColumn['type'], value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'date') return formatDate(String(value)) || String(value);
  if (type === 'number') {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? numberFormat.format(number) : String(value);
  }
  return String(value);
}

/** The sum of the table's width: it scrolls sideways on a phone instead of squeezing the columns. */
export function tableWidth(columns: readonly TsReportColumn[]): number {
  return columns.reduce((sum, column) => sum + clampColumnWidth(column.width), 0);
}

/** A stable row key: the row's own `id` when it has one, else its position on the page. */
export function rowKey(row: TsReportRow, index: number, page: number): string {
  const id = row.id;
  return typeof id === 'number' || typeof id === 'string' ? `id-${id}` : `${page}-${index}`;
}

/** How a report is drawn as a chart: rows grouped by the text of one column, a number column summed. */
export interface ChartSpec {
  title: string;
  category: string;
  value: string;
  valueLabel: string;
}

/** The reports people would rather look at (hours by project and by practice, unfilled by department). */
export const REPORT_CHARTS: Partial<Record<TsReportName, ChartSpec>> = {
  project_time: { title: 'Часы по проектам', category: 'customer', value: 'time', valueLabel: 'Часы' },
  practice_time: { title: 'Часы по практикам', category: 'practice', value: 'time', valueLabel: 'Часы' },
  unfilled: {
    title: 'Незаполненные часы по подразделениям',
    category: 'department',
    value: 'time',
    valueLabel: 'Не хватает часов',
  },
};

/** Bars a chart shows; the rest are summed into «Прочие». */
export const CHART_TOP = 12;
/** Rows the chart reads in one call (the contract's per_page cap). */
export const CHART_ROWS = 1000;

/** The bar of what is past the top. */
export const OTHERS = 'Прочие';

export interface ChartBar {
  name: string;
  value: number;
}

/**
 * The bars of a chart: rows grouped by `category` (an empty one is «Не указано»), `value` summed and rounded
 * to hundredths, the largest first; past `top` bars the rest become one «Прочие».
 */
export function chartBars(rows: readonly TsReportRow[], spec: ChartSpec, top = CHART_TOP): ChartBar[] {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const raw = row[spec.category];
    const name = raw === null || raw === undefined || raw === '' ? 'Не указано' : String(raw);
    const value = Number(row[spec.value] ?? 0);
    sums.set(name, (sums.get(name) ?? 0) + (Number.isFinite(value) ? value : 0));
  }
  const round = (value: number) => Math.round(value * 100) / 100;
  const sorted = [...sums]
    .map(([name, value]) => ({ name, value: round(value) }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name, 'ru'));
  if (sorted.length <= top) return sorted;
  const rest = sorted.slice(top - 1).reduce((sum, bar) => sum + bar.value, 0);
  return [...sorted.slice(0, top - 1), { name: OTHERS, value: round(rest) }];
}

/** «Часы по проектам 01.03.2026-31.03.2026.xlsx»: the file the export saves. */
export function excelFileName(label: string, dateStart: string, dateEnd: string): string {
  const safe = label
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe} ${formatDate(dateStart)}-${formatDate(dateEnd)}.xlsx`;
}

export interface StructureTreeNode {
  value: number;
  title: string;
  children?: StructureTreeNode[];
}

const byName = (a: Department, b: Department) => a.name.localeCompare(b.name, 'ru');

/** Blocks with their practices (GET /departments) as a tree for the structure filter; cycles are cut. */
export function structureTree(departments: readonly Department[]): StructureTreeNode[] {
  const ids = new Set(departments.map((department) => department.id));
  const childrenOf = new Map<number, Department[]>();
  const roots: Department[] = [];
  for (const department of departments) {
    if (department.parent_id === null || !ids.has(department.parent_id)) roots.push(department);
    else childrenOf.set(department.parent_id, [...(childrenOf.get(department.parent_id) ?? []), department]);
  }
  const toNode = (department: Department, seen: ReadonlySet<number>): StructureTreeNode => {
    const next = new Set(seen).add(department.id);
    const children = (childrenOf.get(department.id) ?? [])
      .filter((child) => !next.has(child.id))
      .sort(byName)
      .map((child) => toNode(child, next));
    return { value: department.id, title: department.name, ...(children.length ? { children } : {}) };
  };
  return [...roots].sort(byName).map((root) => toNode(root, new Set()));
}
