import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BpCreateBody, BpEditBody, BpKind, BpTransitionBody } from '@intranet/contracts';
import { requestsEndpoints as endpoints } from '@intranet/contracts/requests/endpoints';
import { call, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';

/**
 * The request engine's calls for the services pages (docs/modules/requests.md). Every write refreshes the
 * whole module: a move changes the lists, the record, its history and the dashboard card at once.
 */

/** The three paged lists of requests. */
export type RequestList = 'inbox' | 'mine' | 'overdue';

/** GET /bps/inbox, /bps/mine or /bps/overdue, a page at a time. */
export function useRequestList(list: RequestList, page: number, perPage: number) {
  return useQuery({
    ...endpointQuery(endpoints[list], { query: { page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
}

/** Processes and statuses change only when an administrator edits them: read once in a while. */
const CATALOG_STALE_MS = 5 * 60_000;

/** GET /bps/custom: the active custom processes with their forms (the «Создать заявку» menu). */
export function useCustomTypes() {
  return useQuery({
    ...endpointQuery(endpoints.customTypes),
    select: (body) => body.data,
    staleTime: CATALOG_STALE_MS,
  });
}

/** GET /bp_types: every process with its form and transitions (field labels of a record, who acts). */
export function useRequestTypes() {
  return useQuery({
    ...endpointQuery(endpoints.types),
    select: (body) => body.data,
    staleTime: CATALOG_STALE_MS,
  });
}

/** GET /bp_statuses: the shared statuses (the administrator's names editor). */
export function useRequestStatuses() {
  return useQuery({ ...endpointQuery(endpoints.statuses), select: (body) => body.data });
}

/** GET /bps/{id}: a request the viewer may not see is shown on the page, not as a dialog. */
export function useRequest(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.one, { params: { id }, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /bps/{id}/history, oldest step first. */
export function useRequestHistory(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.history, { params: { id }, silent: true }),
    select: (body) => body.data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

function useRequestsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.one.module) });
}

/** POST /bps; the form shows the 400 field errors itself. */
export function useCreateRequest() {
  const changed = useRequestsChanged();
  return useMutation({
    mutationFn: (body: BpCreateBody) => call(endpoints.create, { body, fieldErrors: true }),
    onSuccess: changed,
  });
}

/** PUT /bps/{id} with the version read; a stale one is the server's 409 in the error dialog. */
export function useEditRequest() {
  const changed = useRequestsChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: BpEditBody & { id: number }) =>
      call(endpoints.edit, { params: { id }, body, fieldErrors: true }),
    onSuccess: changed,
  });
}

/** POST /bps/{id}/transitions/{code}: an action with its comment and the version the screen saw. */
export function useRequestTransition() {
  const changed = useRequestsChanged();
  return useMutation({
    mutationFn: ({ id, code, ...body }: BpTransitionBody & { id: number; code: string }) =>
      call(endpoints.transition, { params: { id, code }, body, fieldErrors: true }),
    // A refused or stale action (409) also means the screen is behind: read the request again.
    onSettled: changed,
  });
}

/** PATCH /bp_statuses/{id}: the 400 text goes under the field. */
export function useRenameStatus() {
  const changed = useRequestsChanged();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      call(endpoints.renameStatus, { params: { id }, body: { name }, fieldErrors: true }),
    onSuccess: changed,
  });
}

/** GET /bps/desk: the desk's inbox across the kinds, overdue first. */
export function useDeskInbox(page: number, perPage: number) {
  return useQuery({
    ...endpointQuery(endpoints.desk, { query: { page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /bps/desk/counts: the kinds the person handles and their requests by status. */
export function useDeskCounts() {
  return useQuery({ ...endpointQuery(endpoints.deskCounts), select: (body) => body.data });
}

/** GET /bps/desk/requests: the requests behind a count (a kind, a status), newest first. */
export function useDeskRequests(
  filter: { kind?: BpKind; status_id?: number },
  page: number,
  perPage: number,
) {
  return useQuery({
    ...endpointQuery(endpoints.deskRequests, { query: { ...filter, page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The engine's buttons (RequestActions) refresh the engine's reads only. A kind module whose page shows them
 * (transfers, cards) shows the status in its own reads too, so any successful write refreshes that module.
 */
export function useRefreshKindOnRequestMoves(module: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.mutation.state.status === 'success')
          void queryClient.invalidateQueries({ queryKey: moduleKey(module) });
      }),
    [queryClient, module],
  );
}
