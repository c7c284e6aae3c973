import { defineContractsModule } from '../module.ts';

/** Who holds which role, and the fine-grained permissions of roles and people (docs/modules/platform.md, «Permissions»). */
export const permissionsContract = defineContractsModule({
  name: 'permissions',
  access: {
    /** Who holds a role (GET /api/roles/{id}/users): the screens that manage permissions and assistants. */
    'roles.users': ['admin', 'ts_admin', 'vacation_system_admin', 'assistant', 'hr'],
    /** Toggling permissions per user and per role. */
    'permissions.manage': ['admin', 'ts_admin'],
  },
});
