import type { Db } from '../db/database.ts';
import { auditLog } from './audit.schema.ts';

/** Who acted: the user, and the administrator behind them during a login-as. */
export interface AuditActor {
  id: number;
  impersonatorUserId: number | null;
}

export interface AuditEntry {
  actor: AuditActor | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Writes who did what to whom (and who stood behind them in a login-as); pass the transaction so the record lands with the change it describes. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    impersonatorId: entry.actor?.impersonatorUserId ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined ? undefined : String(entry.targetId),
    details: entry.details,
    ip: entry.ip,
  });
}
