import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { filterToParams, parseFilter, type CatalogFilter } from '../services-catalog.helpers.ts';

/**
 * The catalogue's filters kept in the URL: a link reproduces the list. Typing replaces the history entry
 * (Back leaves the catalogue, not the last letter); a new page of results is an entry of its own.
 */
export function useCatalogFilter() {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params);
  const change = useCallback(
    (next: Partial<Omit<CatalogFilter, 'page'>>) =>
      setParams((current) => filterToParams({ ...parseFilter(current), ...next, page: 1 }), {
        replace: true,
      }),
    [setParams],
  );
  const reset = useCallback(() => setParams({}, { replace: true }), [setParams]);
  const setPage = useCallback(
    (page: number) => {
      setParams((current) => filterToParams({ ...parseFilter(current), page }));
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return { filter, change, reset, setPage };
}
