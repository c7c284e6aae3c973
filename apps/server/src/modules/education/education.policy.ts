import { EDUCATION_TEXTS } from '@intranet/contracts';

/**
 * Who edits which field of an education request (docs/modules/education.md). Pure: the service reads the
 * facts under the request's row lock and asks these.
 */
export interface EducationEditor {
  /** The engine's edit rule: the author in the first status, an administrator. */
  byEngine: boolean;
  /** The training department: education.admin or a member of bp_departments 'training'. */
  training: boolean;
  /** Whom the current status waits for (bp_assignees). */
  approver: boolean;
  /** The request is in a final status. */
  terminal: boolean;
}

/** The fields of an education request as PUT names them. */
export type EducationField =
  | 'type_id'
  | 'edu_facility_id'
  | 'course'
  | 'student_agreement'
  | 'charge_id'
  | 'format'
  | 'price'
  | 'url'
  | 'info'
  | 'admin_info'
  | 'period_date'
  | 'users'
  | 'responsible_user_id'
  | 'billing_company_id'
  | 'email';

/** What the training department settles with the facility: it edits these until the request is final. */
const TRAINING_FIELDS = new Set<EducationField>(['price', 'billing_company_id']);

/** The e-mail the facility's documents go to: only whom the current step waits for, never in a final status. */
export function emailEditable(editor: EducationEditor): boolean {
  return !editor.terminal && editor.approver;
}

/** The training department's fields (their note, price, billing company) until the request is final. */
export function adminEditable(editor: EducationEditor): boolean {
  return !editor.terminal && editor.training;
}

/** Why the editor may not change this field, or null when they may. */
export function fieldRefusal(field: EducationField, editor: EducationEditor): string | null {
  if (field === 'email') return emailEditable(editor) ? null : EDUCATION_TEXTS.emailDenied;
  if (field === 'admin_info') return adminEditable(editor) ? null : EDUCATION_TEXTS.adminInfoDenied;
  if (editor.terminal) return EDUCATION_TEXTS.fieldsDenied;
  if (editor.byEngine) return null;
  if (TRAINING_FIELDS.has(field) && editor.training) return null;
  return EDUCATION_TEXTS.fieldsDenied;
}

/** DELETE: the author while the request is in its first status, or an administrator. */
export function mayDelete(input: { author: boolean; initial: boolean; admin: boolean }): boolean {
  return input.admin || (input.author && input.initial);
}
