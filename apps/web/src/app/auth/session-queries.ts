import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, type Me, type Setting } from '@intranet/contracts';
import { http } from '../../api/http-client.ts';

export const sessionKeys = {
  me: ['me'] as const,
  settings: ['settings'] as const,
};

export const meQueryOptions = queryOptions({
  queryKey: sessionKeys.me,
  queryFn: ({ signal }) => http.get<{ data: Me }>('/me', { signal }).then((response) => response.data),
  staleTime: 5 * 60_000,
});

export type SettingsMap = Record<string, string>;

export const settingsQueryOptions = queryOptions({
  queryKey: sessionKeys.settings,
  queryFn: ({ signal }) =>
    http
      .get<{ data: Setting[] }>('/settings', { signal, silent: true })
      .then((response) => Object.fromEntries(response.data.map((setting) => [setting.key, setting.value]))),
  staleTime: 10 * 60_000,
});

/** Installation settings; the defaults stand in until they load (or when they fail to). */
export function useSettings(): SettingsMap {
  const { data } = useQuery(settingsQueryOptions);
  return { ...DEFAULT_SETTINGS, ...data };
}
