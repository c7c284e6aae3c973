import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pointsEndpoints as endpoints } from '@intranet/contracts/points/endpoints';
import type { PointsGrantBody } from '@intranet/contracts/points/points';
import { call, endpointKey, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';
import { personHint, type PeopleSource } from '../../ui/people-search.ts';

/** The points wallet's calls (docs/modules/points.md); every write refreshes the whole module. */

export function useWallet() {
  return useQuery({ ...endpointQuery(endpoints.wallet), select: (body) => body.data });
}

export function useMyEntries(page: number, perPage: number, enabled = true) {
  return useQuery({
    ...endpointQuery(endpoints.myEntries, { query: { page, per_page: perPage } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useBalances(search: string, page: number, perPage: number) {
  return useQuery({
    ...endpointQuery(endpoints.balances, {
      query: { page, per_page: perPage, ...(search ? { search } : {}) },
    }),
    placeholderData: keepPreviousData,
  });
}

export function useUserEntries(userId: number | null) {
  return useQuery({
    ...endpointQuery(endpoints.userEntries, { params: { id: userId ?? 0 }, query: { per_page: 50 } }),
    enabled: userId !== null,
  });
}

export function usePointsCompanies() {
  return useQuery({ ...endpointQuery(endpoints.companies), select: (body) => body.data });
}

/** People a grant may reach: those the balances list shows (their company uses points). */
export const pointsPeople: PeopleSource = {
  queryKey: (filter) => endpointKey(endpoints.balances, { query: { search: filter, per_page: 20 } }),
  search: async (filter, signal) => {
    const { data } = await call(endpoints.balances, {
      query: { search: filter, per_page: 20 },
      signal,
      silent: true,
    });
    return data
      .filter((row) => row.enabled)
      .map((row) => ({
        value: row.user.id,
        label: row.user.full_name,
        hint: personHint(row.user.work_position, row.company),
      }));
  },
};

function usePointsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.wallet.module) });
}

/** POST /points/grants; the form shows the 400 field errors itself. */
export function useGrantPoints() {
  const changed = usePointsChanged();
  return useMutation({
    mutationFn: (body: PointsGrantBody) => call(endpoints.grant, { body, fieldErrors: true }),
    onSuccess: changed,
  });
}

export function useSetPointsCompany() {
  const changed = usePointsChanged();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      call(endpoints.setCompany, { params: { id }, body: { enabled } }),
    onSuccess: changed,
  });
}
