import type { Transporter } from 'nodemailer';
import { desc, eq, sql } from 'drizzle-orm';
import type { MailMessage } from '@intranet/contracts';
import type { Db } from '../db/database.ts';
import type { JobQueue } from '../jobs/jobs.ts';
import { mailOutbox } from './mail.schema.ts';

export interface OutgoingMail {
  to: readonly string[];
  subject: string;
  text: string;
  html?: string;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…`; without it letters are recorded, not sent. */
  smtpUrl?: string;
  /** The sender's address (config MAIL_FROM). */
  from: string;
  log?(message: string, details: Record<string, unknown>): void;
}

/** Deliveries of one letter before it is marked failed (pg-boss retries with back-off). */
const DELIVERY_RETRIES = 3;

function presentMail(row: typeof mailOutbox.$inferSelect): MailMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    state: row.state,
    error: row.error,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/**
 * E-mail (docs/decisions.md, "Background jobs and e-mail"): `send` writes the letter to `mail_outbox` and
 * queues its delivery in the caller's transaction, so a rolled-back action sends nothing and a committed one
 * is delivered even across a restart. The `mail.deliver` job sends it through SMTP (nodemailer) when SMTP_URL
 * is set, and otherwise records it as `logged` in the process log and on the admin's «Почта» tab.
 */
export class Mailer {
  /** nodemailer is loaded with the first letter to deliver, not at the server's start. */
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly options: MailerOptions,
  ) {
    jobs.task<{ id: number }>({
      name: 'mail.deliver',
      handle: (data, attempt) => this.deliver(data.id, attempt.retryCount >= attempt.retryLimit),
    });
  }

  /** Queues letters (one per message); recipients without an address are skipped by the caller. */
  async send(...messages: OutgoingMail[]): Promise<void> {
    const letters = messages.filter((message) => message.to.length > 0);
    if (letters.length === 0) return;
    await this.db.transaction(async () => {
      const rows = await this.db
        .insert(mailOutbox)
        .values(letters.map((m) => ({ to: [...m.to], subject: m.subject, text: m.text, html: m.html })))
        .returning({ id: mailOutbox.id });
      for (const row of rows) {
        await this.jobs.enqueue(
          'mail.deliver',
          { id: row.id },
          { retryLimit: DELIVERY_RETRIES, retryDelay: 10, retryBackoff: true },
        );
      }
    });
  }

  async list(page: number, perPage: number): Promise<{ rows: MailMessage[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      this.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: sql<number>`count(*)::int` }).from(mailOutbox),
    ]);
    return { rows: rows.map(presentMail), total: count?.total ?? 0 };
  }

  /** One delivery attempt; a failure is thrown for pg-boss to retry, and recorded as failed on the last one. */
  private async deliver(id: number, lastAttempt: boolean): Promise<void> {
    const [row] = await this.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, id))
      .returning();
    if (!row || row.state === 'sent' || row.state === 'logged') return;
    const smtpUrl = this.options.smtpUrl;
    if (!smtpUrl) {
      this.options.log?.('Письмо записано в журнал: SMTP_URL не задан', {
        id,
        to: row.to,
        subject: row.subject,
      });
      await this.db.update(mailOutbox).set({ state: 'logged' }).where(eq(mailOutbox.id, id));
      return;
    }
    try {
      this.transport ??= import('nodemailer').then((module) => module.default.createTransport(smtpUrl));
      await (
        await this.transport
      ).sendMail({
        from: this.options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
      await this.db
        .update(mailOutbox)
        .set({ state: 'sent', error: null, sentAt: sql`now()` })
        .where(eq(mailOutbox.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.db
        .update(mailOutbox)
        .set({ state: lastAttempt ? 'failed' : 'queued', error: reason })
        .where(eq(mailOutbox.id, id));
      throw error;
    }
  }
}
