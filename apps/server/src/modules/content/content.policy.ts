import { canAccess, type ContentEntryKind } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/**
 * Content pages are read by everyone signed in and written by the access key `content.edit` (administrators;
 * moderators edit news and posts, not the company's pages). The key guards the write routes too.
 */
export function canEditContent(actor: AuthUser): boolean {
  return canAccess(actor.roles, 'content.edit');
}

/** What the actor may do with an entry: the screen shows exactly these buttons. */
export function contentAbilities(actor: AuthUser, kind: ContentEntryKind) {
  const editor = canEditContent(actor);
  return {
    update: editor,
    create_child: editor && kind !== 'article',
    delete: editor && kind !== 'page',
    history: editor,
  };
}
