import { canAccess } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/** The HR desk (transfers.desk): sees every transfer and edits one until it is final. */
export function isDesk(actor: AuthUser): boolean {
  return canAccess(actor.roles, 'transfers.desk');
}
