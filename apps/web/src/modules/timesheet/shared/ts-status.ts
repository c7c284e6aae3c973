import { TS_STATUS_LABELS, type TsStatus } from '@intranet/contracts';

/** The tag colour of a write's or a distribution's status. */
export const STATUS_TAG_COLORS: Record<TsStatus, string> = {
  1: 'blue',
  2: 'orange',
  3: 'green',
  4: 'red',
};

/** «Статус» filters of the approve and services tabs: 0 is «Все статусы». */
export const STATUS_FILTER_OPTIONS = [
  { value: 0, label: 'Все статусы' },
  ...([2, 4, 1, 3] as const).map((status: TsStatus) => ({ value: status, label: TS_STATUS_LABELS[status] })),
];
