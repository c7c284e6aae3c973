import type { AuthUser } from '../../../platform/auth/guard.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { periodText, type ReportParams, type TimesheetReportsService } from './reports.service.ts';

/** What the notice needs of the mail service (platform/mail): one message, recorded in the transaction. */
export interface ReportMailer {
  send(message: { to: string; subject: string; text: string }): Promise<unknown>;
}

export const UNFILLED_NOTICE_TITLE = 'Заполните TimeSheet';

/** The words of the notice to one person of the unfilled report. */
export function unfilledNoticeText(period: string, days: number, hours: number): string {
  const time = String(hours).replace('.', ',');
  return `За период ${period} не заполнено рабочих дней: ${days} (не хватает ${time} ч). Пожалуйста, заполните TimeSheet.`;
}

/**
 * POST /timesheet/reports/unfilled/send_notification: everyone in the actor's unfilled report for the period
 * (the same rows, scope and filters) gets an in-app notification and, when a mail service is wired, an e-mail —
 * all in one transaction.
 */
export class UnfilledNoticeService {
  constructor(
    private readonly db: Db,
    private readonly reports: TimesheetReportsService,
    private readonly notifications: NotificationsService,
    private readonly mail: ReportMailer | null,
  ) {}

  async send(actor: AuthUser, params: ReportParams): Promise<{ notified: number; emailed: number }> {
    return this.db.transaction(async () => {
      const rows = await this.reports.allRows(actor, 'unfilled', params);
      const { users_dictionary: people } = await this.reports.dictionaries(rows);
      const period = periodText(params);
      const notices = rows.flatMap((row) =>
        typeof row.user_id === 'number'
          ? [{ userId: row.user_id, text: unfilledNoticeText(period, Number(row.days), Number(row.time)) }]
          : [],
      );
      await this.notifications.notifyEach(
        notices.map((notice) => ({
          userId: notice.userId,
          title: UNFILLED_NOTICE_TITLE,
          body: notice.text,
          link: '/timesheet/fill',
        })),
      );
      let emailed = 0;
      if (this.mail)
        for (const notice of notices) {
          const to = people[String(notice.userId)]?.email;
          if (!to) continue;
          await this.mail.send({ to, subject: `${UNFILLED_NOTICE_TITLE}: ${period}`, text: notice.text });
          emailed++;
        }
      return { notified: notices.length, emailed };
    });
  }
}
