import type { AuthUser } from '../../platform/auth/guard.ts';
import { accessRule } from '../../platform/auth/authorize.ts';

/**
 * Who may change work conditions: ts_admin and admin (their «Данные» entry) and wc_assistant, the
 * work-conditions assistant. Reading and editing share the `work-conditions` access key.
 */
export const editWorkConditions = accessRule('work-conditions');

export function canEditWorkConditions(actor: AuthUser): boolean {
  return editWorkConditions.allows(actor);
}

/** A position may be deleted while its person keeps another one. */
export const canDeletePosition = (actor: AuthUser, positionsOfUser: number) =>
  canEditWorkConditions(actor) && positionsOfUser > 1;

/** A history entry may be deleted while its position keeps another one. */
export const canDeleteEntry = (actor: AuthUser, entriesOfPosition: number) =>
  canEditWorkConditions(actor) && entriesOfPosition > 1;
