/** Timesheet write statuses (spec 001 §4). */
export const TS_STATUS = { new: 1, forApproving: 2, approved: 3, rejected: 4 } as const;
export type TsStatus = (typeof TS_STATUS)[keyof typeof TS_STATUS];
export const TS_STATUS_LABELS: Record<TsStatus, string> = {
  1: 'Новый',
  2: 'На согласовании',
  3: 'Согласован',
  4: 'Отклонен',
};

/** Bulk and row actions on writes and distributions. */
export const TS_ACTIONS = ['send', 'approve', 'reject', 'unapprove', 'delete'] as const;
export type TsAction = (typeof TS_ACTIONS)[number];
export const TS_ACTION_LABELS: Record<TsAction, string> = {
  send: 'Отправить на согласование',
  approve: 'Согласовать',
  reject: 'Отклонить',
  unapprove: 'Вернуть на согласование',
  delete: 'Удалить',
};

/** Tape highlight states of a day or a row (spec 001 §4). */
export type TapeState = 'empty' | 'approved' | 'rejected' | 'blocked' | 'forApproving';

/** 8 hours a working day, in minutes: time is stored as integer minutes. */
export const TS_DAY_NORM_MINUTES = 8 * 60;
/** The first day anyone can write time for (spec 001 §9). */
export const TS_START_DATE = '2020-03-01';
