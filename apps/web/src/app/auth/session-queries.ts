import { queryOptions } from '@tanstack/react-query';
import type { Me, Setting } from '@intranet/contracts';
import type { DataEnvelope } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

export const meQueryOptions = queryOptions({
  queryKey: queryKeys.me,
  queryFn: ({ signal }) => http.get<DataEnvelope<Me>>('/me', { signal }).then((response) => response.data),
  staleTime: 5 * 60_000,
});

export type SettingsMap = Record<string, string>;

export const settingsQueryOptions = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: ({ signal }) =>
    http
      .get<DataEnvelope<Setting[]>>('/settings', { signal, silent: true })
      .then((response) => Object.fromEntries(response.data.map((setting) => [setting.key, setting.value]))),
  staleTime: 10 * 60_000,
});
