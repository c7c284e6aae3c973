import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectInput } from '@intranet/contracts';
import { portfolioEndpoints as endpoints } from '@intranet/contracts/portfolio/endpoints';
import { call, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';
import { toApiQuery, type PortfolioFilter } from './portfolio.helpers.ts';

export type CatalogKind = 'technologies' | 'sectors';

/**
 * GET /projects for the filter of the URL. A like given on a project's page must show when the list comes
 * back, so the list is asked again on every visit (the old page stays on screen meanwhile).
 */
export function useProjects(filter: PortfolioFilter) {
  return useQuery({
    ...endpointQuery(endpoints.projects, { query: toApiQuery(filter) }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /projects/{id}: a missing project is shown on the page, not as a dialog. */
export function useProject(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.project, { params: { id }, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
    staleTime: 0,
  });
}

export function useProjectFilters() {
  return useQuery({
    ...endpointQuery(endpoints.filters),
    select: (body) => body.data,
  });
}

/** GET /technologies, /sectors or /customers: every value, for the form and the lists' editor. */
export function useCatalog(kind: CatalogKind | 'customers', enabled = true) {
  return useQuery({
    ...endpointQuery(endpoints[kind]),
    select: (body) => body.data,
    enabled,
  });
}

/** After any write: every list, card and filter of the portfolio. */
function useInvalidatePortfolio() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.projects.module) });
}

/** POST /projects or PUT /projects/{id}; field errors come back to the form. */
export function useSaveProject() {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: ({ id, ...input }: ProjectInput & { id?: number }) =>
      id
        ? call(endpoints.updateProject, { params: { id }, body: input, fieldErrors: true })
        : call(endpoints.createProject, { body: input, fieldErrors: true }),
    onSuccess: invalidate,
  });
}

export function useDeleteProject() {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.removeProject, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Adding, renaming and deleting a technology or a sector (a 409 «used in projects» shows its dialog). */
const CATALOG_WRITES = {
  technologies: {
    create: endpoints.createTechnology,
    rename: endpoints.renameTechnology,
    remove: endpoints.removeTechnology,
  },
  sectors: { create: endpoints.createSector, rename: endpoints.renameSector, remove: endpoints.removeSector },
};

export function useCatalogWrites(kind: CatalogKind) {
  const invalidate = useInvalidatePortfolio();
  const writes = CATALOG_WRITES[kind];
  const create = useMutation({
    mutationFn: (name: string) => call(writes.create, { body: { name }, fieldErrors: true }),
    onSuccess: invalidate,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      call(writes.rename, { params: { id }, body: { name }, fieldErrors: true }),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(writes.remove, { params: { id } }),
    onSuccess: invalidate,
  });
  return { create, rename, remove };
}
