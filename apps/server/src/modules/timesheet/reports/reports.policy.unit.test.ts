import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../../platform/auth/guard.ts';
import { reportScope } from './reports.policy.ts';

const actor = (roles: string[]): AuthUser => ({
  id: 7,
  login: 'x',
  fullName: 'X',
  roles,
  permissions: [],
  sessionId: 's',
  impersonatorUserId: null,
});

describe('reportScope', () => {
  it('ts_admin, admin and ts_reporter see everyone', () => {
    for (const role of ['ts_admin', 'admin', 'ts_reporter'])
      expect(reportScope(actor([role]), 3)).toEqual({
        all: true,
        actorId: 7,
        subordinates: false,
        blockId: null,
        ownedProjects: false,
      });
  });

  it('an assistant sees their block, or everyone outside any block', () => {
    expect(reportScope(actor(['assistant']), 3)).toMatchObject({ all: false, blockId: 3 });
    expect(reportScope(actor(['assistant']), null)).toMatchObject({ all: true });
  });

  it('a manager or a project manager sees their people and their projects, no block', () => {
    for (const role of ['manager', 'project_manager', 'ts_approver'])
      expect(reportScope(actor([role]), 3)).toEqual({
        all: false,
        actorId: 7,
        subordinates: true,
        blockId: null,
        ownedProjects: true,
      });
  });
});
