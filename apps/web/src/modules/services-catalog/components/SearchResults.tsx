import { Empty, Pagination, Typography } from 'antd';
import { countRu } from '../../../ui/plural.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useCatalogSearch } from '../services-catalog.api.ts';
import { searchQuery, type CatalogFilter } from '../services-catalog.helpers.ts';
import { ServiceGrid } from './ServiceItem.tsx';

const SERVICE_FORMS: readonly [string, string, string] = ['сервис', 'сервиса', 'сервисов'];

interface SearchResultsProps {
  filter: CatalogFilter;
  /** On a group's page: only that group's services. */
  groupId?: number;
  onPage: (page: number) => void;
}

/** The services that match the filters, a page at a time, with how many there are. */
export function SearchResults({ filter, groupId, onPage }: SearchResultsProps) {
  const results = useCatalogSearch(searchQuery(filter, groupId), true);
  return (
    <QueryState query={results} rows={6} error="Не удалось загрузить сервисы">
      {(page) =>
        page.data.length === 0 ? (
          <Empty description="Сервисов с такими условиями нет" />
        ) : (
          <>
            <Typography.Paragraph type="secondary" aria-live="polite">
              Найдено: {countRu(page.meta.total, SERVICE_FORMS)}
            </Typography.Paragraph>
            <div aria-busy={results.isPlaceholderData}>
              <ServiceGrid services={page.data} label="Найденные сервисы" groupId={groupId} />
            </div>
            {page.meta.last_page > 1 ? (
              <Pagination
                className="catalog-page__pages"
                align="center"
                current={page.meta.current_page}
                pageSize={page.meta.per_page}
                total={page.meta.total}
                showSizeChanger={false}
                onChange={onPage}
              />
            ) : null}
          </>
        )
      }
    </QueryState>
  );
}
