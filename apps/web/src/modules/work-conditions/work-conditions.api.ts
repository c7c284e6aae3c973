import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WC_SEARCH_LIMIT,
  type Department,
  type WcHistoryBody,
  type WcPositionBody,
  type WcReportFilter,
} from '@intranet/contracts';
import { organisationEndpoints } from '@intranet/contracts/organisation/endpoints';
import { workConditionsEndpoints as endpoints } from '@intranet/contracts/work-conditions/endpoints';
import { call, download, endpointKey, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';
import type { PeopleSource } from '../../ui/people-search.ts';

export interface WcListQuery {
  page: number;
  per_page: number;
  search?: string;
  user_id?: number;
}

export function useWorkConditions(query: WcListQuery) {
  return useQuery({
    ...endpointQuery(endpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function usePositionHistory(positionId: number) {
  return useQuery(endpointQuery(endpoints.history, { params: { position_id: positionId } }));
}

const searchQuery = (filter: string) => ({ filter, limit: WC_SEARCH_LIMIT });

/** People for the employee picker: GET /work_conditions/users/search (from 3 characters, at most 30). */
export const wcPeopleSource: PeopleSource = {
  queryKey: (filter) => endpointKey(endpoints.searchUsers, { query: searchQuery(filter) }),
  search: async (filter, signal) => {
    const found = await call(endpoints.searchUsers, { query: searchQuery(filter), signal });
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

const OPTIONS_STALE_MS = 5 * 60_000;

/**
 * The lists the position form chooses from: offices, blocks and practices, projects, customers (the
 * organisation's reads, cached with the other screens that ask for them).
 */
export function useWcOptions(): { data: WcOptions | undefined; isLoading: boolean } {
  const offices = useQuery({
    ...endpointQuery(organisationEndpoints.structures, { query: { entity_type: '5' } }),
    staleTime: OPTIONS_STALE_MS,
    select: (body) => body.data.map(({ id, name }) => ({ id, name })),
  });
  const departments = useQuery({
    ...endpointQuery(organisationEndpoints.departments),
    staleTime: OPTIONS_STALE_MS,
    select: (body) => body.data,
  });
  const projects = useQuery({
    ...endpointQuery(organisationEndpoints.customers, { query: { type_id: '2' } }),
    staleTime: OPTIONS_STALE_MS,
    select: (body) => body.data.map(({ id, name, parent }) => ({ id, name, parent_id: parent?.id ?? null })),
  });
  const customers = useQuery({
    ...endpointQuery(organisationEndpoints.customers, { query: { type_id: '1' } }),
    staleTime: OPTIONS_STALE_MS,
    select: (body) => body.data.map(({ id, name }) => ({ id, name })),
  });
  const all = [offices, departments, projects, customers];
  return {
    isLoading: all.some((query) => query.isLoading),
    data:
      offices.data && departments.data && projects.data && customers.data
        ? {
            locations: offices.data,
            departments: departments.data,
            projects: projects.data,
            customers: customers.data,
          }
        : undefined,
  };
}

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.list.module) });
}

export function useCreatePosition() {
  const invalidate = useInvalidateAll();
  return useMutation({
    // A failed save shows the error popup; the form also marks the fields the server named.
    mutationFn: (body: WcPositionBody) => call(endpoints.create, { body }),
    onSuccess: invalidate,
  });
}

export function useAddHistory(positionId: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: WcHistoryBody) =>
      call(endpoints.addHistory, { params: { position_id: positionId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteHistory(positionId: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.removeHistory, { params: { position_id: positionId, id } }),
    onSuccess: invalidate,
  });
}

export function useSetDefaultPosition() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.setDefault, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useDeletePosition() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

export type WcReportQuery = WcReportFilter & { page: number; per_page: number };

export function useWcReport(query: WcReportQuery) {
  return useQuery({
    ...endpointQuery(endpoints.report, { query }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /work_conditions/report/excel: the whole report as «Условия работы на {dd.MM.yyyy}.xlsx». Report
 * calls rethrow without a popup — the page says it failed, once.
 */
export function downloadWcReport(filter: WcReportFilter, fileName: string): Promise<void> {
  return download(endpoints.reportExcel, fileName, { body: filter, silent: true });
}
