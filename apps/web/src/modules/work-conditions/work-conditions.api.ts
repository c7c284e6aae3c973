import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WC_SEARCH_LIMIT,
  type Customer,
  type Department,
  type StructureNode,
  type WcHistoryBody,
  type WcHistoryEntry,
  type WcPosition,
  type WcPositionBody,
  type WcReportFilter,
  type WcReportRow,
  type WcUserRow,
  type WcUserSearchItem,
} from '@intranet/contracts';
import type { DataEnvelope, Paginated } from '../../api/envelopes.ts';
import { saveBlob } from '../../api/download.ts';
import { http } from '../../api/http-client.ts';
import type { PeopleSource } from '../../ui/people-search.ts';

/** Query keys of work conditions: every write invalidates `all`. */
export const wcKeys = {
  all: ['work-conditions'] as const,
  list: (query: object) => ['work-conditions', 'list', query] as const,
  history: (positionId: number) => ['work-conditions', 'history', positionId] as const,
  report: (query: object) => ['work-conditions', 'report', query] as const,
  search: (filter: string) => ['work-conditions', 'users-search', filter] as const,
  options: ['work-conditions-options'] as const,
};

export interface WcListQuery {
  page: number;
  per_page: number;
  search?: string;
  user_id?: number;
}

export function useWorkConditions(query: WcListQuery) {
  return useQuery({
    queryKey: wcKeys.list(query),
    queryFn: ({ signal }) =>
      http.get<Paginated<WcUserRow>>('/work_conditions', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePositionHistory(positionId: number) {
  return useQuery({
    queryKey: wcKeys.history(positionId),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<WcHistoryEntry[]>>(`/work_conditions/${positionId}/history`, { signal }),
  });
}

/** People for the employee picker: GET /work_conditions/users/search (from 3 characters, at most 30). */
export const wcPeopleSource: PeopleSource = {
  queryKey: wcKeys.search,
  search: async (filter, signal) => {
    const found = await http.get<DataEnvelope<WcUserSearchItem[]>>('/work_conditions/users/search', {
      query: { filter, limit: WC_SEARCH_LIMIT },
      signal,
    });
    return found.data.map((person) => ({
      value: person.id,
      label: person.full_name,
      hint: [person.work_position, person.department].filter(Boolean).join(', '),
    }));
  },
};

export interface WcOptions {
  locations: { id: number; name: string }[];
  departments: Department[];
  projects: { id: number; name: string; parent_id: number | null }[];
  customers: { id: number; name: string }[];
}

/** The lists the position form chooses from: offices, blocks and practices, projects, customers. */
export function useWcOptions() {
  return useQuery({
    queryKey: wcKeys.options,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<WcOptions> => {
      const [offices, departments, projects, customers] = await Promise.all([
        http.get<DataEnvelope<StructureNode[]>>('/dba_structures', { query: { entity_type: '5' }, signal }),
        http.get<DataEnvelope<Department[]>>('/departments', { signal }),
        http.get<DataEnvelope<Customer[]>>('/dba_customers', { query: { type_id: '2' }, signal }),
        http.get<DataEnvelope<Customer[]>>('/dba_customers', { query: { type_id: '1' }, signal }),
      ]);
      return {
        locations: offices.data.map(({ id, name }) => ({ id, name })),
        departments: departments.data,
        projects: projects.data.map(({ id, name, parent }) => ({ id, name, parent_id: parent?.id ?? null })),
        customers: customers.data.map(({ id, name }) => ({ id, name })),
      };
    },
  });
}

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: wcKeys.all });
}

export function useCreatePosition() {
  const invalidate = useInvalidateAll();
  return useMutation({
    // A failed save shows the error popup; the form also marks the fields the server named.
    mutationFn: (body: WcPositionBody) => http.post<DataEnvelope<WcPosition>>('/work_conditions', body),
    onSuccess: invalidate,
  });
}

export function useAddHistory(positionId: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: WcHistoryBody) =>
      http.post<DataEnvelope<WcHistoryEntry[]>>(`/work_conditions/${positionId}/history`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteHistory(positionId: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: number) =>
      http.delete<DataEnvelope<WcHistoryEntry[]>>(`/work_conditions/${positionId}/history/${id}`),
    onSuccess: invalidate,
  });
}

export function useSetDefaultPosition() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: number) => http.post<DataEnvelope<WcPosition>>(`/work_conditions/${id}/default`, {}),
    onSuccess: invalidate,
  });
}

export function useDeletePosition() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/work_conditions/${id}`),
    onSuccess: invalidate,
  });
}

export type WcReportQuery = WcReportFilter & { page: number; per_page: number };

export function useWcReport(query: WcReportQuery) {
  return useQuery({
    queryKey: wcKeys.report(query),
    queryFn: ({ signal }) =>
      http.get<Paginated<WcReportRow> & { meta: { date: string } }>('/work_conditions/report', {
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /work_conditions/report/excel: the whole report as «Условия работы на {dd.MM.yyyy}.xlsx». Report
 * calls rethrow without a popup — the page says it failed, once.
 */
export async function downloadWcReport(filter: WcReportFilter, fileName: string): Promise<void> {
  const blob = await http.post<Blob>('/work_conditions/report/excel', filter, {
    responseType: 'blob',
    silent: true,
  });
  saveBlob(blob, fileName);
}
