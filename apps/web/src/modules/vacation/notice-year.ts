/** Month-day from which the notice speaks of next year (next year opens on 1 November). */
export const NOTICE_ROLLOVER = '11-01';
/** The plan for a year is due on 15 December of the year before. */
export const PLAN_DEADLINE = { day: 15, monthGenitive: 'декабря' } as const;

export interface NoticeYear {
  /** The year whose leave the notice is about. */
  planYear: number;
  /** The year of the 15 December deadline: the year before `planYear`. */
  deadlineYear: number;
}

/**
 * The year the vacation notice speaks of on `today` (`yyyy-MM-dd`): from 1 November it is next year, before
 * that the current one.
 */
export function noticeYear(today: string): NoticeYear {
  const year = Number(today.slice(0, 4));
  const planYear = today.slice(5, 10) >= NOTICE_ROLLOVER ? year + 1 : year;
  return { planYear, deadlineYear: planYear - 1 };
}

/** «Отпуск на 2027 год необходимо запланировать до 15 декабря 2026 года». */
export function noticeDeadlineText(today: string): string {
  const { planYear, deadlineYear } = noticeYear(today);
  return `Отпуск на ${planYear} год необходимо запланировать до ${PLAN_DEADLINE.day} ${PLAN_DEADLINE.monthGenitive} ${deadlineYear} года.`;
}
