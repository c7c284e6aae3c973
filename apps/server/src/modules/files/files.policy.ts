import { hasAnyRole } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/** A file is downloadable by its owner and by administrators; modules that link files widen this. */
export function canDownloadFile(actor: AuthUser, file: { ownerId: number | null }): boolean {
  return file.ownerId === actor.id || hasAnyRole(actor.roles, ['admin']);
}
