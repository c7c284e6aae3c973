import { describe, expect, it } from 'vitest';
import { EDUCATION_TEXTS } from '@intranet/contracts';
import {
  adminEditable,
  emailEditable,
  fieldRefusal,
  mayDelete,
  type EducationEditor,
} from './education.policy.ts';

const nobody: EducationEditor = { byEngine: false, training: false, approver: false, terminal: false };

describe('education field rules', () => {
  it('gives the e-mail to whom the step waits for, never in a final status', () => {
    expect(emailEditable({ ...nobody, approver: true })).toBe(true);
    expect(emailEditable({ ...nobody, approver: true, terminal: true })).toBe(false);
    expect(emailEditable({ ...nobody, byEngine: true, training: true })).toBe(false);
    expect(fieldRefusal('email', { ...nobody, byEngine: true })).toBe(EDUCATION_TEXTS.emailDenied);
    expect(fieldRefusal('email', { ...nobody, approver: true })).toBeNull();
  });

  it('gives admin_info to the training department only, until final', () => {
    expect(fieldRefusal('admin_info', { ...nobody, training: true })).toBeNull();
    expect(fieldRefusal('admin_info', { ...nobody, byEngine: true })).toBe(EDUCATION_TEXTS.adminInfoDenied);
    expect(adminEditable({ ...nobody, training: true, terminal: true })).toBe(false);
  });

  it('lets the training department change price and billing company, not the course', () => {
    const training = { ...nobody, training: true };
    expect(fieldRefusal('price', training)).toBeNull();
    expect(fieldRefusal('billing_company_id', training)).toBeNull();
    expect(fieldRefusal('course', training)).toBe(EDUCATION_TEXTS.fieldsDenied);
  });

  it("lets the engine's editor change the author's fields, nobody in a final status", () => {
    expect(fieldRefusal('course', { ...nobody, byEngine: true })).toBeNull();
    expect(fieldRefusal('users', { ...nobody, byEngine: true })).toBeNull();
    expect(fieldRefusal('course', nobody)).toBe(EDUCATION_TEXTS.fieldsDenied);
    expect(fieldRefusal('price', { ...nobody, byEngine: true, training: true, terminal: true })).toBe(
      EDUCATION_TEXTS.fieldsDenied,
    );
  });

  it('deletes for the author in the first status or an administrator', () => {
    expect(mayDelete({ author: true, initial: true, admin: false })).toBe(true);
    expect(mayDelete({ author: true, initial: false, admin: false })).toBe(false);
    expect(mayDelete({ author: false, initial: true, admin: false })).toBe(false);
    expect(mayDelete({ author: false, initial: false, admin: true })).toBe(true);
  });
});
