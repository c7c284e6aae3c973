import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { settingsQueryOptions } from '../../../app/auth/session-calls.ts';
import type { NotFoundState } from '../../../app/routing/NotFoundRedirect.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { parseRouteId } from '../services-catalog.helpers.ts';
import { findPublicService } from '../services-catalog.api.ts';
import { leaveFor } from './leave-for.ts';

/** The external site's address, or null while the product shows its own catalogue (the default). */
function externalBase(settings: Record<string, string> | undefined): string | null {
  const base = settings?.services_catalog_url?.trim();
  return base ? base.replace(/\/$/, '') : null;
}

/**
 * A catalogue path (/catalog, /services-catalog…) shows `children` unless the setting `services_catalog_url`
 * names an external site: then the browser goes there with the same path. A service's path asks the public
 * lookup first and goes home when the service does not exist (docs/modules/services-catalog.md).
 */
export function ExternalCatalogGate({ children }: { children: ReactNode }) {
  const settings = useQuery(settingsQueryOptions);
  const location = useLocation();
  const navigate = useNavigate();
  const { serviceId } = useParams();
  const base = settings.isPending ? null : externalBase(settings.data);

  useEffect(() => {
    if (!base) return;
    const target = `${base}${location.pathname}${location.search}`;
    if (serviceId === undefined) {
      leaveFor(target);
      return;
    }
    const home = () =>
      void navigate('/dashboard', {
        replace: true,
        state: { notFound: location.pathname } satisfies NotFoundState,
      });
    const id = parseRouteId(serviceId);
    if (id === null) {
      home();
      return;
    }
    let current = true;
    void findPublicService(id).then((found) => {
      if (!current) return;
      if (found) leaveFor(target);
      else home();
    });
    return () => {
      current = false;
    };
  }, [base, location.pathname, location.search, navigate, serviceId]);

  return settings.isPending || base ? <PageSkeleton /> : children;
}
