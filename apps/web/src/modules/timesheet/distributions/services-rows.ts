import {
  distributionPercent,
  splitMarkedError,
  type TsAction,
  type TsDistribution,
  type TsStatus,
  type TsWrite,
} from '@intranet/contracts';

/** A piece of a server message: the part after `###` (a project and a date) is shown in bold. */
export interface MarkedMessage {
  text: string;
  bold: string | null;
}

/**
 * The messages of a failed distribution call, each split at `###` (the refused project and day follow it):
 * the top `message` and every message of `errors`, without repeats (the server puts the same text in both).
 */
export function markedMessages(
  message: string | undefined,
  errors?: Record<string, string[]>,
): MarkedMessage[] {
  const all = [message, ...Object.values(errors ?? {}).flat()].filter(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
  return [...new Set(all)].map((text) => {
    const parts = splitMarkedError(text);
    return { text: parts.text.trim(), bold: parts.bold?.trim() || null };
  });
}

const sourceKey = (date: string, customerId: number) => `${date}|${customerId}`;

/** Written-off minutes per day and project: the sources of the distributions. */
export function sourceMinutes(writes: readonly TsWrite[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const write of writes) {
    const key = sourceKey(write.date, write.customer.id);
    totals.set(key, (totals.get(key) ?? 0) + write.time);
  }
  return totals;
}

export interface DistributionRow {
  key: number;
  record: TsDistribution;
  status: TsStatus;
  /** What was written to the source project that day (0 when nothing is left there). */
  sourceTime: number;
  /** time / source time × 100, 2 decimals. */
  percent: number;
}

/** The server sends each record's source time, so approvers (who cannot read the person's writes) see it too. */
export function buildDistributionRows(distributions: readonly TsDistribution[]): DistributionRow[] {
  return distributions.map((record) => {
    const sourceTime = record.source_time;
    return {
      key: record.id,
      record,
      status: record.status.id as TsStatus,
      sourceTime,
      percent: distributionPercent(record.time, sourceTime),
    };
  });
}

/** «33,33 %»: the percent as the screen shows it. */
export function formatPercent(percent: number): string {
  return `${String(percent).replace('.', ',')} %`;
}

export interface SourceOption {
  id: number;
  name: string;
  /** Minutes written to it that day. */
  time: number;
}

/** Projects with hours written on the date: what a distribution can take hours from. */
export function sourceOptions(writes: readonly TsWrite[], date: string | null): SourceOption[] {
  if (!date) return [];
  const byProject = new Map<number, SourceOption>();
  for (const write of writes) {
    if (write.date !== date || write.time <= 0) continue;
    const current = byProject.get(write.customer.id);
    byProject.set(write.customer.id, {
      id: write.customer.id,
      name: write.customer.name,
      time: (current?.time ?? 0) + write.time,
    });
  }
  return [...byProject.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** Minutes already moved from a source on a day, leaving out the record being edited. */
export function distributedFrom(
  distributions: readonly TsDistribution[],
  date: string,
  sourceId: number,
  exceptId?: number,
): number {
  return distributions
    .filter((item) => item.date === date && item.customer_from.id === sourceId && item.id !== exceptId)
    .reduce((sum, item) => sum + item.time, 0);
}

/** The ids among the rows an action applies to: those whose abilities (the server's policy) allow it. */
export function distributionIdsFor(action: TsAction, rows: readonly DistributionRow[]): number[] {
  return rows.filter((row) => row.record.abilities[action]).map((row) => row.record.id);
}

export interface ExcelRowError {
  /** «Строка 7», or the key as the server sent it. */
  row: string;
  messages: string[];
}

/** The per-row report of a refused upload, in the order of the file's rows. */
export function excelRowErrors(errors: Record<string, string[]> | undefined): ExcelRowError[] {
  const number = (key: string) => {
    const match = /(\d+)/.exec(key);
    return match ? Number(match[1]) : Number.MAX_SAFE_INTEGER;
  };
  return Object.entries(errors ?? {})
    .map(([row, messages]) => ({ row, messages }))
    .sort((a, b) => number(a.row) - number(b.row) || a.row.localeCompare(b.row, 'ru'));
}
