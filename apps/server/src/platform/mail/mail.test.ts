import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';

const WAIT = { timeout: 30_000, interval: 50 };
const FAST_JOBS = { workers: true, pollingIntervalSeconds: 0.5 };

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in the test: it keeps what it receives. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

describe('e-mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let ctx: TestContext;
  let api: ApiClient;
  let admin: Session;
  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await createTestApp({
      app: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, jobs: FAST_JOBS },
    });
    api = await client(ctx);
    const user = await buildUser(ctx.database.db, { roles: ['admin'] });
    admin = await api.as(user);
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('delivers a test letter to the SMTP server and lists it as sent', async () => {
    const response = await admin.post('/api/mail/test', { to: 'ivanov@example.com' });
    expect(response.statusCode).toBe(202);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), WAIT);
    expect(smtp.received[0]!.to).toEqual(['ivanov@example.com']);
    expect(smtp.received[0]!.from).toBe('portal@localhost');
    // Subjects in Cyrillic travel encoded; the body is readable once decoded by the client.
    expect(smtp.received[0]!.raw).toMatch(/^Subject: /m);
    await vi.waitFor(async () => {
      const list = await admin.get('/api/mail');
      const mail = list.json<{ data: MailMessage[] }>().data;
      expect(mail[0]).toMatchObject({
        to: ['ivanov@example.com'],
        subject: 'Проверка почты портала',
        state: 'sent',
      });
    }, WAIT);
  });

  it('sends nothing for an action that rolled back', async () => {
    const before = smtp.received.length;
    await expect(
      ctx.database.db.transaction(async () => {
        await ctx.services.mail.send({ to: ['nobody@example.com'], subject: 'Откат', text: 'Не уйдёт' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await ctx.services.mail.send({ to: ['after@example.com'], subject: 'После отката', text: 'Уйдёт' });
    await vi.waitFor(() => expect(smtp.received.length).toBe(before + 1), WAIT);
    expect(smtp.received.at(-1)!.to).toEqual(['after@example.com']);
    const list = await admin.get('/api/mail');
    const subjects = list.json<{ data: MailMessage[] }>().data.map((mail) => mail.subject);
    expect(subjects).not.toContain('Откат');
  });

  it('answers 403 to a non-admin and 400 for a bad address', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await api.as(user);
    const list = await session.get('/api/mail');
    expect(list.statusCode).toBe(403);
    const bad = await admin.post('/api/mail/test', { to: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.to).toEqual([
      'Введите адрес электронной почты',
    ]);
  });
});

describe('e-mail without SMTP_URL', () => {
  it('records the letter as logged for the admin page', async () => {
    const ctx = await createTestApp({ app: { jobs: FAST_JOBS } });
    try {
      const user = await buildUser(ctx.database.db, { roles: ['admin'] });
      const admin = await (await client(ctx)).as(user);
      await ctx.services.mail.send({
        to: ['petrov@example.com'],
        subject: 'Незаполненные часы',
        text: 'Заполните',
      });
      await vi.waitFor(async () => {
        const list = await admin.get('/api/mail');
        expect(list.json<{ data: MailMessage[] }>().data[0]).toMatchObject({
          subject: 'Незаполненные часы',
          state: 'logged',
          attempts: 1,
        });
      }, WAIT);
    } finally {
      await ctx.close();
    }
  });
});
