import { canAccess } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/**
 * A file is downloadable by its owner and by administrators (access key `files.read-any`), and by every signed-in user once a module
 * shared it (FilesService.share: a published post's image, a content page's attachment).
 */
export function canDownloadFile(actor: AuthUser, file: { ownerId: number | null; shared: boolean }): boolean {
  return file.shared || file.ownerId === actor.id || canAccess(actor.roles, 'files.read-any');
}
