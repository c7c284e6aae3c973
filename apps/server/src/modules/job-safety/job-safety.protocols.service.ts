import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { JobSafetyProtocol } from '@intranet/contracts/job-safety/job-safety';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { personColumns } from '../../platform/db/person-columns.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { JobQueue } from '../../platform/jobs/jobs.ts';
import { structures } from '../organisation/organisation.schema.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { roles, userRoles, users } from '../users/users.schema.ts';
import { fullName } from '../users/users.service.ts';
import { renderProtocolPdf } from './job-safety.pdf.ts';
import {
  safetyAttempts,
  safetyChapters,
  safetyEvaluates,
  safetyProtocols,
  safetyTickets,
} from './job-safety.schema.ts';

export const LIGADOC_QUEUE = 'job_safety.ligadoc';
const PROTOCOL_NOT_FOUND = 'Протокол не найден';

export interface ProtocolsOptions {
  publicUrl: string;
  /** Where protocols land when no document-system address is set (a folder under the data dir). */
  outboxFolder: string;
}

/** Protocols of passed tests: the list, the PDF, the public check and the delivery to LigaDoc. */
export class JobSafetyProtocolsService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly jobs: JobQueue,
    private readonly options: ProtocolsOptions,
  ) {}

  verifyUrl(token: string): string {
    return `${this.options.publicUrl}/api/protocols/verify/${token}`;
  }

  private select() {
    return this.db
      .select({
        protocol: safetyProtocols,
        chapterTitle: safetyChapters.title,
        ticketTitle: safetyTickets.title,
        correct: safetyAttempts.correctCount,
        total: sql<number>`cardinality(${safetyAttempts.questionIds})`,
        person: { ...personColumns(users), workPosition: users.workPosition },
        department: structures.name,
      })
      .from(safetyProtocols)
      .innerJoin(safetyAttempts, eq(safetyAttempts.id, safetyProtocols.attemptId))
      .innerJoin(safetyEvaluates, eq(safetyEvaluates.id, safetyAttempts.evaluateId))
      .innerJoin(safetyChapters, eq(safetyChapters.id, safetyEvaluates.chapterId))
      .innerJoin(safetyTickets, eq(safetyTickets.id, safetyAttempts.ticketId))
      .innerJoin(users, eq(users.id, safetyProtocols.userId))
      .leftJoin(structures, eq(structures.id, users.departmentId));
  }

  /** GET /protocols/user: the actor's own, newest first. */
  async mine(actor: AuthUser): Promise<JobSafetyProtocol[]> {
    const rows = await this.select()
      .where(eq(safetyProtocols.userId, actor.id))
      .orderBy(desc(safetyProtocols.issuedOn), desc(safetyProtocols.id));
    return rows.map(({ protocol, chapterTitle }) => ({
      id: protocol.id,
      number: protocol.number,
      issued_on: protocol.issuedOn,
      chapter_title: chapterTitle,
      result_percent: protocol.resultPercent,
      verify_url: this.verifyUrl(protocol.token),
      ligadoc_status: protocol.ligadocStatus,
    }));
  }

  /** The commission: the people holding the HR role, by name (at most three). */
  private async commission(): Promise<string[]> {
    const rows = await this.db
      .select({ name: users.name, lastName: users.lastName, patronymic: users.patronymic })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(roles.name, 'hr'))
      .orderBy(asc(users.lastName), asc(users.name))
      .limit(3);
    return rows.map(fullName);
  }

  private async render(id: number, ownerId: number | null): Promise<{ bytes: Buffer; fileName: string }> {
    const [row] = await this.select()
      .where(
        ownerId === null
          ? eq(safetyProtocols.id, id)
          : and(eq(safetyProtocols.id, id), eq(safetyProtocols.userId, ownerId)),
      )
      .limit(1);
    // Another person's protocol does not exist for the caller.
    if (!row) throw notFound(PROTOCOL_NOT_FOUND);
    const [commission, pass] = await Promise.all([
      this.commission(),
      this.settings.value('job_safety_pass_percent'),
    ]);
    const bytes = await renderProtocolPdf({
      number: row.protocol.number,
      issuedOn: row.protocol.issuedOn,
      person: fullName(row.person),
      position: row.person.workPosition,
      department: row.department,
      chapter: row.chapterTitle,
      ticket: row.ticketTitle,
      correct: row.correct ?? 0,
      total: row.total,
      resultPercent: row.protocol.resultPercent,
      passPercent: Number(pass),
      commission,
      verifyUrl: this.verifyUrl(row.protocol.token),
    });
    return { bytes, fileName: `Протокол ${row.protocol.number}.pdf` };
  }

  /** GET /protocols/user/download/{id}: only one's own. */
  download(actor: AuthUser, id: number) {
    return this.render(id, actor.id);
  }

  /** GET /protocols/verify/{token}: a small public page saying whether the protocol is genuine. */
  async verifyPage(token: string): Promise<{ status: 200 | 404; html: string }> {
    const [row] = await this.select().where(eq(safetyProtocols.token, token)).limit(1);
    const escape = (text: string) =>
      text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
    const body = row
      ? `<h1>Протокол действителен</h1><p>№ ${escape(row.protocol.number)} от ${row.protocol.issuedOn
          .split('-')
          .reverse()
          .join('.')}</p><p>${escape(fullName(row.person))}${
          row.person.workPosition ? `, ${escape(row.person.workPosition)}` : ''
        }</p><p>${escape(row.chapterTitle)}: ${row.protocol.resultPercent} %</p>`
      : '<h1>Протокол не найден</h1><p>Такого протокола в системе нет: документ недействителен.</p>';
    return {
      status: row ? 200 : 404,
      html: `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Проверка протокола</title></head><body style="font-family:sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`,
    };
  }

  /**
   * POST /protocols/ligadoc: marks the protocols pending and queues one delivery each in the same
   * transaction (an outbox: pg-boss retries a failed delivery with a growing delay).
   */
  async sendToLigadoc(actor: AuthUser, ids: number[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(safetyProtocols)
        .set({ ligadocStatus: 'pending' })
        .where(inArray(safetyProtocols.id, [...new Set(ids)]))
        .returning({ id: safetyProtocols.id });
      if (rows.length === 0) throw notFound(PROTOCOL_NOT_FOUND);
      for (const row of rows)
        await this.jobs.enqueue(
          LIGADOC_QUEUE,
          { protocolId: row.id },
          { retryLimit: 5, retryDelay: 60, retryBackoff: true },
        );
      await recordAudit(tx, {
        actor,
        action: 'job_safety.ligadoc',
        targetType: 'safety_protocol',
        targetId: rows[0]!.id,
        details: { ids: rows.map((row) => row.id) },
      });
      return rows.length;
    });
  }

  /** The queue's handler: the PDF goes to the set address, or into the outbox folder when none is set. */
  async deliver(protocolId: number, attempt: { retryCount: number; retryLimit: number }): Promise<void> {
    try {
      const pdf = await this.render(protocolId, null);
      const url = (await this.settings.value('job_safety_ligadoc_url')).trim();
      if (url) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent(pdf.fileName) },
          body: new Uint8Array(pdf.bytes),
        });
        if (!response.ok) throw new Error(`LigaDoc answered ${response.status}`);
      } else {
        await fs.mkdir(this.options.outboxFolder, { recursive: true });
        await fs.writeFile(path.join(this.options.outboxFolder, pdf.fileName), pdf.bytes);
      }
      await this.db
        .update(safetyProtocols)
        .set({ ligadocStatus: 'sent', ligadocSentAt: sql`now()`, ligadocTries: attempt.retryCount + 1 })
        .where(eq(safetyProtocols.id, protocolId));
    } catch (error) {
      const last = attempt.retryCount >= attempt.retryLimit;
      await this.db
        .update(safetyProtocols)
        .set({ ligadocStatus: last ? 'failed' : 'pending', ligadocTries: attempt.retryCount + 1 })
        .where(eq(safetyProtocols.id, protocolId));
      throw error;
    }
  }
}
