import { DEFAULT_SETTINGS } from '@intranet/contracts';
import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from './session-calls.ts';
import type { SettingsMap } from './session-queries.ts';

/**
 * Installation settings; the defaults stand in until they load (or when they fail to). Apart from the
 * session: the defaults and the settings' endpoint live in contract files with zod schemas, which the entry
 * does not load.
 */
export function useSettings(): SettingsMap {
  const { data } = useQuery(settingsQueryOptions);
  return { ...DEFAULT_SETTINGS, ...data };
}
