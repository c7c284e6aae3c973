import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarFeed,
  EventDetail,
  EventFilters,
  EventInput,
  EventItem,
  EventMember,
  EventMemberStatus,
  EventOrganiserStatus,
  EventSubscribeStatus,
  EventWhen,
  Tag,
} from '@intranet/contracts';
import { downloadFile } from '../../api/download.ts';
import type { DataEnvelope, Paginated } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

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
function listQuery(params: EventListParams): Record<string, string | number | undefined> {
  return { ...params, mine: params.mine ? 1 : undefined };
}

/** GET /events/intranet: a page (the calendar asks for its whole month as one page). */
export function useEvents(params: EventListParams, enabled = true) {
  const query = listQuery(params);
  return useQuery({
    queryKey: queryKeys.events.list(query),
    queryFn: ({ signal }) => http.get<Paginated<EventItem>>('/events/intranet', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useEventFilters() {
  return useQuery({
    queryKey: queryKeys.events.filters,
    queryFn: ({ signal }) => http.get<DataEnvelope<EventFilters>>('/events/filters', { signal }),
    select: (body) => body.data,
    staleTime: 60_000,
  });
}

/** GET /events/{id}: a missing event is shown on the page, not as a dialog. */
export function useEvent(id: number) {
  return useQuery({
    queryKey: queryKeys.events.one(id),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<EventDetail>>(`/events/${id}`, { signal, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
  });
}

/** After a change of an event or of who goes: the event, every list and the filters. */
function useEventsChanged() {
  const queryClient = useQueryClient();
  return (event?: EventDetail) => {
    if (event) queryClient.setQueryData(queryKeys.events.one(event.id), { data: event });
    return queryClient.invalidateQueries({
      queryKey: queryKeys.events.all,
      predicate: (query) => query.queryKey[1] !== 'calendar-feed',
    });
  };
}

/** POST /events/{id}/subscribe; a 409 (past, deleted, excluded) shows the server's text in the «Ошибка» dialog. */
export function useSubscribe(id: number) {
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: (status: EventSubscribeStatus) =>
      http.post<DataEnvelope<EventDetail>>(`/events/${id}/subscribe`, { status }),
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
        ? http.put<DataEnvelope<EventDetail>>(`/events/${id}`, input, { fieldErrors: true })
        : http.post<DataEnvelope<EventDetail>>('/events', input, { fieldErrors: true }),
    onSuccess: ({ data }) => changed(data),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/events/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.events.one(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.events.all });
    },
  });
}

export function useEventMembers(
  id: number,
  params: { page: number; status?: EventMemberStatus },
  enabled: boolean,
) {
  return useQuery({
    queryKey: queryKeys.events.members(id, params),
    queryFn: ({ signal }) =>
      http.get<Paginated<EventMember>>(`/events/${id}/members`, {
        query: { ...params, per_page: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSetMemberStatus(id: number) {
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: number; status: EventOrganiserStatus }) =>
      http.put<DataEnvelope<EventMember>>(`/events/${id}/members/${userId}`, { status }),
    onSettled: () => changed(),
  });
}

export const downloadEventIcs = (id: number) => downloadFile(`/api/events/${id}/ics`, `event-${id}.ics`);
export const downloadMembers = (id: number) =>
  downloadFile(`/api/events/${id}/members/export`, `Участники события ${id}.xlsx`);

/** GET /search/tags: tags starting with what is typed (the tag filter and the editor). */
export function useTagSearch(q: string) {
  return useQuery({
    queryKey: queryKeys.events.tagSearch(q),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<Tag[]>>('/search/tags', { query: { q, limit: 10 }, signal }),
    select: (body) => body.data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The personal calendar feed: its address, a new one, or none. */
export function useCalendarFeed() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.events.feed,
    queryFn: ({ signal }) => http.get<DataEnvelope<CalendarFeed>>('/events/calendar-feed', { signal }),
    select: (body) => body.data,
  });
  const store = (data: CalendarFeed) => queryClient.setQueryData(queryKeys.events.feed, { data });
  const regenerate = useMutation({
    mutationFn: () => http.post<DataEnvelope<CalendarFeed>>('/events/calendar-feed'),
    onSuccess: ({ data }) => store(data),
  });
  const revoke = useMutation({
    mutationFn: () => http.delete<void>('/events/calendar-feed'),
    onSuccess: () => store({ url: null, created_at: null }),
  });
  return { query, regenerate, revoke };
}
