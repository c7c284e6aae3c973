import { Breadcrumb, Empty, Typography } from 'antd';
import { Link, Navigate, useParams } from 'react-router';
import type { NotFoundState } from '../../../app/routing/NotFoundRedirect.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { PageTitle, useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { CatalogFilters } from '../components/CatalogFilters.tsx';
import { ExternalCatalogGate } from '../components/ExternalCatalogGate.tsx';
import { SearchResults } from '../components/SearchResults.tsx';
import { ServiceGrid } from '../components/ServiceItem.tsx';
import { useCatalogFilter } from '../components/use-catalog-filter.ts';
import { useCatalogGroups } from '../services-catalog.api.ts';
import { hasFilters, parseRouteId } from '../services-catalog.helpers.ts';
import { CatalogActions } from './CatalogPage.tsx';
import '../services-catalog.css';

/** /services-catalog/{groupId}: one group's services. */
export default function GroupPage() {
  return (
    <ExternalCatalogGate>
      <GroupServices />
    </ExternalCatalogGate>
  );
}

function GroupServices() {
  const { groupId } = useParams();
  const id = parseRouteId(groupId);
  const groups = useCatalogGroups();
  const { filter, change, reset, setPage } = useCatalogFilter();
  useDocumentTitle('Каталог сервисов');
  const group = groups.data?.find((candidate) => candidate.id === id);
  // An unknown group is an unknown address: home, with the shell's «Страница не найдена».
  if (id === null || (groups.data && !group)) {
    return (
      <Navigate
        to="/dashboard"
        replace
        state={{ notFound: `/services-catalog/${groupId}` } satisfies NotFoundState}
      />
    );
  }
  if (groups.isPending) return <PageSkeleton />;
  return (
    <QueryState query={groups} error="Не удалось загрузить каталог">
      {() =>
        group ? (
          <div className="catalog-page">
            <Breadcrumb
              items={[{ title: <Link to="/services-catalog">Каталог сервисов</Link> }, { title: group.name }]}
            />
            <PageTitle title={group.name} extra={<CatalogActions />} />
            {group.description ? (
              <Typography.Paragraph className="catalog-page__lead">{group.description}</Typography.Paragraph>
            ) : null}
            <CatalogFilters filter={filter} onChange={change} onReset={reset} />
            {hasFilters(filter) ? (
              <SearchResults filter={filter} groupId={group.id} onPage={setPage} />
            ) : group.services.length ? (
              <ServiceGrid
                services={group.services}
                label={`Сервисы группы «${group.name}»`}
                groupId={group.id}
              />
            ) : (
              <Empty description="В группе пока нет сервисов" />
            )}
          </div>
        ) : null
      }
    </QueryState>
  );
}
