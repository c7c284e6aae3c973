import { Navigate, type RouteObject } from 'react-router';
import { type WebModule } from '../../app/routing/web-module.tsx';

/**
 * The portal's routes whose modules are not built yet: each shows
 * a titled «Раздел в разработке» page, guarded like the real one will be. A module that gets built takes
 * its routes and menu entries from here into its own manifest.
 */

function redirect(path: string, to: string): RouteObject {
  return { path, element: <Navigate to={to} replace /> };
}

/**
 * Platform: the services area's admin address. /services, one request and /services/admin/dashboard are the
 * requests module's; transfers, education, cards and dismissal have their own modules.
 */
export const servicesPlaceholder: WebModule = {
  name: 'services',
  routes: [redirect('/services/admin', '/services/admin/dashboard')],
  access: [],
};
