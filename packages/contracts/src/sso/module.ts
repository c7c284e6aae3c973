import { defineContractsModule } from '../module.ts';

/** Corporate single sign-on: OpenID Connect and the directory group → role mapping (docs/modules/sso.md). */
export const ssoContract = defineContractsModule({
  name: 'sso',
  access: {
    /** «Администрирование → Вход через SSO»: the settings and the group → role mapping. */
    'sso.manage': ['admin'],
  },
});
