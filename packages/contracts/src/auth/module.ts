import { defineContractsModule } from '../module.ts';

/** Sign-in and sessions (docs/modules/auth.md). */
export const authContract = defineContractsModule({
  name: 'auth',
  access: {
    /** Signing in as another employee (never as an administrator: auth.policy.ts). */
    'auth.login-as': ['admin'],
  },
});
