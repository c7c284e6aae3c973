import { defineServerModule } from '../../platform/modules/server-module.ts';
import { mailRoutes } from './mail.routes.ts';

/** The HTTP side of the platform's e-mail (platform/mail): the outbox for administrators. */
export const mailModule = defineServerModule({
  name: 'mail',
  routes: (api, _services, { mail }) => api.register(mailRoutes, { mail }),
});
