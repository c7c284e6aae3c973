import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CatalogClassifierBody,
  CatalogGroupBody,
  CatalogProposalBody,
  CatalogRegionBody,
  CatalogServiceBody,
  CatalogServicesQuery,
} from '@intranet/contracts/services-catalog/services-catalog';
import { servicesCatalogEndpoints as endpoints } from '@intranet/contracts/services-catalog/endpoints';
import { call, endpointQuery, IDLE_KEY, moduleKey } from '../../api/endpoint-client.ts';

/**
 * "Failed catalogue calls": every failure of a read or a like opens «Что-то пошло не так» (a 409 its «Ошибка»
 * with the server's text), a 404 too, except where the screen says what happened itself.
 */
const REPORT_EVERY_FAILURE = { reportEveryFailure: true } as const;

/** Every read of the catalogue: a like or an edit changes counts, favourites and lists at once. */
const CATALOG_KEY = moduleKey(endpoints.services.module);

/** Regions and classifiers change seldom: the filters keep them for a while. */
const LISTS_STALE_MS = 5 * 60_000;

/** GET groups/with-services: the groups in position order with their services. */
export function useCatalogGroups() {
  return useQuery({
    ...endpointQuery(endpoints.groupsWithServices, REPORT_EVERY_FAILURE),
    select: (response) => response.data,
  });
}

export function useCatalogRegions() {
  return useQuery({
    ...endpointQuery(endpoints.regions, REPORT_EVERY_FAILURE),
    select: (response) => response.data,
    staleTime: LISTS_STALE_MS,
  });
}

export function useCatalogClassifiers() {
  return useQuery({
    ...endpointQuery(endpoints.classifiers, REPORT_EVERY_FAILURE),
    select: (response) => response.data,
    staleTime: LISTS_STALE_MS,
  });
}

/** GET services: the search's results; the previous page stays while the next one loads (typing). */
export function useCatalogSearch(query: CatalogServicesQuery, enabled: boolean) {
  return useQuery({
    ...(enabled
      ? endpointQuery(endpoints.services, { query, ...REPORT_EVERY_FAILURE })
      : { queryKey: IDLE_KEY, queryFn: () => Promise.reject(new Error('idle')) }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET services/get_liked: «Избранное». */
export function useLikedServices() {
  return useQuery({
    ...endpointQuery(endpoints.liked, REPORT_EVERY_FAILURE),
    select: (response) => response.data,
  });
}

/** GET services/{id}: a 404 is the page's own business (it goes home), other failures the popup. */
export function useCatalogService(id: number | null) {
  return useQuery({
    ...(id
      ? endpointQuery(endpoints.service, { params: { id }, handledStatuses: [404], ...REPORT_EVERY_FAILURE })
      : { queryKey: IDLE_KEY, queryFn: () => Promise.reject(new Error('idle')) }),
    enabled: id !== null,
    select: (response) => response.data,
    retry: false,
  });
}

/**
 * GET public/services/{id}: whether the external site has the service (the path goes there) or not (home).
 * Silent: a failure means "not found" to the redirect, which then goes home.
 */
export function findPublicService(id: number) {
  return call(endpoints.publicService, { params: { id }, silent: true }).then(
    (response) => response.data,
    () => null,
  );
}

/** POST services/{id}/like or unlike: the server answers the new count; every list reads it again. */
export function useToggleServiceLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, liked }: { id: number; liked: boolean }) =>
      call(liked ? endpoints.unlike : endpoints.like, { params: { id }, ...REPORT_EVERY_FAILURE }).then(
        (response) => response.data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CATALOG_KEY }),
  });
}

/** POST proposals: a 400's field texts go next to the fields; other failures open the popup. */
export function useProposeService() {
  return useMutation({
    mutationFn: (body: CatalogProposalBody) =>
      call(endpoints.propose, { body, fieldErrors: true, ...REPORT_EVERY_FAILURE }).then(
        (response) => response.data,
      ),
  });
}

/** After an edit, or a failed one (the record may have changed): every catalogue read again. */
function useCatalogChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CATALOG_KEY });
}

/** Create or update one record: `id` decides which; a 400 goes to the form's fields. */
function useSave<Body>(
  save: (id: number | null, body: Body) => Promise<unknown>,
): ReturnType<typeof useMutation<unknown, Error, { id: number | null; body: Body }>> {
  const changed = useCatalogChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Body }) => save(id, body),
    onSettled: changed,
  });
}

const FORM_CALL = { fieldErrors: true, ...REPORT_EVERY_FAILURE } as const;

export const useSaveGroup = () =>
  useSave<CatalogGroupBody>((id, body) =>
    id
      ? call(endpoints.updateGroup, { params: { id }, body, ...FORM_CALL })
      : call(endpoints.createGroup, { body, ...FORM_CALL }),
  );

export const useSaveService = () =>
  useSave<CatalogServiceBody>((id, body) =>
    id
      ? call(endpoints.updateService, { params: { id }, body, ...FORM_CALL })
      : call(endpoints.createService, { body, ...FORM_CALL }),
  );

export const useSaveRegion = () =>
  useSave<CatalogRegionBody>((id, body) =>
    id
      ? call(endpoints.updateRegion, { params: { id }, body, ...FORM_CALL })
      : call(endpoints.createRegion, { body, ...FORM_CALL }),
  );

export const useSaveClassifier = () =>
  useSave<CatalogClassifierBody>((id, body) =>
    id
      ? call(endpoints.updateClassifier, { params: { id }, body, ...FORM_CALL })
      : call(endpoints.createClassifier, { body, ...FORM_CALL }),
  );

/** The deletions: a 409 (a group with services, a region in use) opens «Ошибка» with the server's reason. */
const DELETE_ENDPOINTS = {
  group: endpoints.deleteGroup,
  service: endpoints.deleteService,
  region: endpoints.deleteRegion,
  classifier: endpoints.deleteClassifier,
} as const;

export function useDeleteCatalogRecord(kind: keyof typeof DELETE_ENDPOINTS) {
  const changed = useCatalogChanged();
  return useMutation({
    mutationFn: (id: number) => call(DELETE_ENDPOINTS[kind], { params: { id }, ...REPORT_EVERY_FAILURE }),
    onSettled: changed,
  });
}
