import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PortfolioCatalogItem,
  Project,
  ProjectFilters,
  ProjectInput,
  ProjectListItem,
} from '@intranet/contracts';
import type { DataEnvelope, Paginated } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { toApiQuery, type PortfolioFilter } from './portfolio.helpers.ts';

export type CatalogKind = 'technologies' | 'sectors';

/**
 * GET /projects for the filter of the URL. A like given on a project's page must show when the list comes
 * back, so the list is asked again on every visit (the old page stays on screen meanwhile).
 */
export function useProjects(filter: PortfolioFilter) {
  const query = toApiQuery(filter);
  return useQuery({
    queryKey: queryKeys.portfolio.list(query),
    queryFn: ({ signal }) => http.get<Paginated<ProjectListItem>>('/projects', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /projects/{id}: a missing project is shown on the page, not as a dialog. */
export function useProject(id: number) {
  return useQuery({
    queryKey: queryKeys.portfolio.one(id),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<Project>>(`/projects/${id}`, { signal, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
    staleTime: 0,
  });
}

export function useProjectFilters() {
  return useQuery({
    queryKey: queryKeys.portfolio.filters,
    queryFn: ({ signal }) => http.get<DataEnvelope<ProjectFilters>>('/projects/filters', { signal }),
    select: (body) => body.data,
  });
}

/** GET /technologies, /sectors or /customers: every value, for the form and the lists' editor. */
export function useCatalog(kind: CatalogKind | 'customers', enabled = true) {
  return useQuery({
    queryKey: queryKeys.portfolio[kind],
    queryFn: ({ signal }) => http.get<DataEnvelope<PortfolioCatalogItem[]>>(`/${kind}`, { signal }),
    select: (body) => body.data,
    enabled,
  });
}

/** After any write: every list, card and filter of the portfolio. */
function useInvalidatePortfolio() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.all });
}

/** POST /projects or PUT /projects/{id}; field errors come back to the form. */
export function useSaveProject() {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: ({ id, ...input }: ProjectInput & { id?: number }) =>
      id
        ? http.put<DataEnvelope<Project>>(`/projects/${id}`, input, { fieldErrors: true })
        : http.post<DataEnvelope<Project>>('/projects', input, { fieldErrors: true }),
    onSuccess: invalidate,
  });
}

export function useDeleteProject() {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/projects/${id}`),
    onSuccess: invalidate,
  });
}

/** Adding, renaming and deleting a technology or a sector (a 409 «used in projects» shows its dialog). */
export function useCatalogWrites(kind: CatalogKind) {
  const invalidate = useInvalidatePortfolio();
  const create = useMutation({
    mutationFn: (name: string) =>
      http.post<DataEnvelope<PortfolioCatalogItem>>(`/${kind}`, { name }, { fieldErrors: true }),
    onSuccess: invalidate,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      http.put<DataEnvelope<PortfolioCatalogItem>>(`/${kind}/${id}`, { name }, { fieldErrors: true }),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: number) => http.delete<void>(`/${kind}/${id}`),
    onSuccess: invalidate,
  });
  return { create, rename, remove };
}
