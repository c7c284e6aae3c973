import type { AuthUser } from '../../../platform/auth/guard.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Mailer, OutgoingMail } from '../../../platform/mail/mailer.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { periodText, type ReportParams, type TimesheetReportsService } from './reports.service.ts';

export const UNFILLED_NOTICE_TITLE = 'Заполните TimeSheet';

/** The words of the notice to one person of the unfilled report. */
export function unfilledNoticeText(period: string, days: number, hours: number): string {
  const time = String(hours).replace('.', ',');
  return `За период ${period} не заполнено рабочих дней: ${days} (не хватает ${time} ч). Пожалуйста, заполните TimeSheet.`;
}

/**
 * POST /timesheet/reports/unfilled/send_notification: everyone in the actor's unfilled report for the period
 * (the same rows, scope and filters) gets an in-app notification and an e-mail (platform/mail's outbox) — all
 * in one transaction.
 */
export class UnfilledNoticeService {
  constructor(
    private readonly db: Db,
    private readonly reports: TimesheetReportsService,
    private readonly notifications: NotificationsService,
    private readonly mail: Mailer,
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
      // The letters go to the outbox in this transaction: delivered once it commits, never if it rolls back.
      const letters: OutgoingMail[] = notices.flatMap((notice) => {
        const to = people[String(notice.userId)]?.email;
        return to ? [{ to: [to], subject: `${UNFILLED_NOTICE_TITLE}: ${period}`, text: notice.text }] : [];
      });
      if (letters.length) await this.mail.send(...letters);
      return { notified: notices.length, emailed: letters.length };
    });
  }
}
