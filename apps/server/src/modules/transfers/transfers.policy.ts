import { canAccess } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/** The HR desk (transfers.desk): sees every transfer and edits one until it is final. */
export function isDesk(actor: AuthUser): boolean {
  return canAccess(actor.roles, 'transfers.desk');
}

/** The engine's administrator role: it sees every request and edits one until it is final. */
const ENGINE_ADMIN_ROLE = 'admin';

/**
 * The actor the engine judges a transfer's reads and edits by. The engine knows one overseer, its
 * administrator (requests.admin): the transfers desk is that for transfers, so the desk's calls on a transfer
 * carry the administrator's role. Actions are unchanged by it (no transition names the administrator), so
 * the desk's buttons are still its own; only what it sees and edits widens, and only on transfers.
 */
export function asDesk(actor: AuthUser): AuthUser {
  if (!isDesk(actor) || actor.roles.includes(ENGINE_ADMIN_ROLE)) return actor;
  return { ...actor, roles: [...actor.roles, ENGINE_ADMIN_ROLE] };
}
