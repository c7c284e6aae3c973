import type { Db } from '../db/database.ts';
import { auditLog } from './audit.schema.ts';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Writes who did what to whom; pass the transaction so the record lands with the change it describes. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined ? undefined : String(entry.targetId),
    details: entry.details,
    ip: entry.ip,
  });
}
