import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSettings } from '../../../app/auth/use-settings.ts';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import UnderConstructionPage from '../../placeholder/pages/UnderConstructionPage.tsx';

/**
 * Catalogue paths send the browser to the external services site (docs/decisions.md, "Web shell"). Its
 * address is the setting `services_catalog_url`; until an administrator sets it the page says the section is
 * not ready.
 */
export default function CatalogRedirectPage() {
  const settings = useSettings();
  const location = useLocation();
  const base = settings.services_catalog_url;

  useEffect(() => {
    if (base) window.location.assign(`${base.replace(/\/$/, '')}${location.pathname}${location.search}`);
  }, [base, location.pathname, location.search]);

  return base ? <PageSkeleton /> : <UnderConstructionPage title="Каталог сервисов" />;
}
