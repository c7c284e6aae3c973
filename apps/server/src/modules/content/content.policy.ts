import { hasAnyRole, type ContentEntryKind } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/**
 * Content pages are read by everyone signed in and written by administrators only (issue 13: «an admin
 * edits»; moderators edit news and posts, not the company's pages — docs/decisions.md).
 */
export const CONTENT_EDITOR_ROLES = ['admin'] as const;

export function canEditContent(actor: AuthUser): boolean {
  return hasAnyRole(actor.roles, CONTENT_EDITOR_ROLES);
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
