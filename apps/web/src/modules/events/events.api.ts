import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarFeed,
  EventDetail,
  EventInput,
  EventMemberStatus,
  EventOrganiserStatus,
  EventSubscribeStatus,
  EventWhen,
} from '@intranet/contracts';
import { eventEndpoints as endpoints } from '@intranet/contracts/events/endpoints';
import { tagEndpoints } from '@intranet/contracts/social/endpoints';
import { call, download, endpointKey, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';

/** The filters the events page keeps in its address (shared by the calendar, the list and my plans). */
export interface EventFilterValues {
  address?: string;
  type?: string;
  price_max?: number;
  tag?: string;
  mine?: boolean;
}

export interface EventListParams extends EventFilterValues {
  page?: number;
  per_page?: number;
  when?: EventWhen;
  date_start?: string;
  date_end?: string;
}

/** The query string of a list: flags as 1, nothing for what is not set. */
function listQuery(params: EventListParams) {
  return { ...params, mine: params.mine ? ('1' as const) : undefined };
}

/** GET /events/intranet: a page (the calendar asks for its whole month as one page). */
export function useEvents(params: EventListParams, enabled = true) {
  return useQuery({
    ...endpointQuery(endpoints.list, { query: listQuery(params) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useEventFilters() {
  return useQuery({
    ...endpointQuery(endpoints.filters),
    select: (body) => body.data,
    staleTime: 60_000,
  });
}

/** GET /events/{id}: a missing event is shown on the page, not as a dialog. */
export function useEvent(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.one, { params: { id }, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
  });
}

/** After a change of an event or of who goes: the event, every list and the filters (not the feed's address). */
function useEventsChanged() {
  const queryClient = useQueryClient();
  return (event?: EventDetail) => {
    if (event)
      queryClient.setQueryData(endpointKey(endpoints.one, { params: { id: event.id } }), { data: event });
    return Promise.all([
      queryClient.invalidateQueries({
        queryKey: moduleKey(endpoints.one.module),
        predicate: (query) => query.queryKey[1] !== endpoints.calendarFeed.path,
      }),
      // An event may have brought a new tag: the tag search offers it.
      queryClient.invalidateQueries({ queryKey: moduleKey(tagEndpoints.search.module) }),
    ]);
  };
}

/** POST /events/{id}/subscribe; a 409 (past, deleted, excluded) shows the server's text in the «Ошибка» dialog. */
export function useSubscribe(id: number) {
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: (status: EventSubscribeStatus) =>
      call(endpoints.subscribe, { params: { id }, body: { status } }),
    onSuccess: ({ data }) => changed(data),
    onError: () => changed(),
  });
}

/** POST /events or PUT /events/{id}; field errors come back to the form. */
export function useSaveEvent() {
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: ({ id, ...input }: EventInput & { id?: number }) =>
      id
        ? call(endpoints.update, { params: { id }, body: input, fieldErrors: true })
        : call(endpoints.create, { body: input, fieldErrors: true }),
    onSuccess: ({ data }) => changed(data),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.remove, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: endpointKey(endpoints.one, { params: { id } }) });
      return queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.one.module) });
    },
  });
}

export function useEventMembers(
  id: number,
  params: { page: number; status?: EventMemberStatus },
  enabled: boolean,
) {
  return useQuery({
    ...endpointQuery(endpoints.members, { params: { id }, query: { ...params, per_page: 20 } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSetMemberStatus(id: number) {
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: number; status: EventOrganiserStatus }) =>
      call(endpoints.memberStatus, { params: { id, userId }, body: { status } }),
    onSettled: () => changed(),
  });
}

export const downloadEventIcs = (id: number) =>
  download(endpoints.ics, `event-${id}.ics`, { params: { id } });
export const downloadMembers = (id: number) =>
  download(endpoints.membersExport, `Участники события ${id}.xlsx`, { params: { id } });

/** GET /search/tags: tags starting with what is typed (the tag filter and the editor). */
export function useTagSearch(q: string) {
  return useQuery({
    ...endpointQuery(tagEndpoints.search, { query: { q, limit: 10 } }),
    select: (body) => body.data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The personal calendar feed: its address, a new one, or none. */
export function useCalendarFeed() {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...endpointQuery(endpoints.calendarFeed),
    select: (body) => body.data,
  });
  const store = (data: CalendarFeed) =>
    queryClient.setQueryData(endpointKey(endpoints.calendarFeed), { data });
  const regenerate = useMutation({
    mutationFn: () => call(endpoints.regenerateCalendarFeed),
    onSuccess: ({ data }) => store(data),
  });
  const revoke = useMutation({
    mutationFn: () => call(endpoints.revokeCalendarFeed),
    onSuccess: () => store({ url: null, created_at: null }),
  });
  return { query, regenerate, revoke };
}
