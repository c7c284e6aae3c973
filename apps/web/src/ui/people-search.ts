import { useQuery, type QueryKey } from '@tanstack/react-query';
import { USER_SEARCH_MIN_LENGTH } from '@intranet/contracts';
import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';
import { IDLE_KEY } from '../api/endpoint-client.ts';

/** One person in a picker: the id, the name (the label a chosen person keeps) and a secondary line. */
export interface PersonOption {
  value: number;
  label: string;
  /** Position, department: shown under the name in the list. */
  hint?: string;
  disabled?: boolean;
}

/**
 * Where a picker finds people: the screen's own people search call (each screen's spec names one) with the
 * query-key factory of that resource, so a search text is cached once.
 */
export interface PeopleSource {
  queryKey: (filter: string) => QueryKey;
  search: (filter: string, signal: AbortSignal) => Promise<PersonOption[]>;
}

/** A pause after the last key before asking the server. */
export const PEOPLE_SEARCH_DELAY_MS = 300;

export const PEOPLE_SEARCH_TEXTS = {
  tooShort: 'Введите не менее 3 символов',
  searching: 'Поиск…',
  nobody: 'Никого не нашли',
} as const;

/** `[position, department]` as one secondary line. */
export function personHint(...parts: (string | null | undefined)[]): string | undefined {
  const text = parts.filter(Boolean).join(', ');
  return text || undefined;
}

/**
 * Server search of people for a Select: nothing under 3 characters, a debounce after typing, and the
 * previous request cancelled once its text is no longer the query (TanStack Query aborts the `signal` of a
 * query nobody observes). `source` null: no server search (a fixed list filters itself).
 */
export function usePeopleSearch(source: PeopleSource | null) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, PEOPLE_SEARCH_DELAY_MS);
  const filter = debounced.trim();
  const longEnough = text.trim().length >= USER_SEARCH_MIN_LENGTH;
  const enabled = source !== null && longEnough && filter.length >= USER_SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: source?.queryKey(filter) ?? IDLE_KEY,
    queryFn: ({ signal }) => source!.search(filter, signal),
    enabled,
    staleTime: 60_000,
  });
  const waiting = query.isFetching || debounced !== text;
  let notFound: string = PEOPLE_SEARCH_TEXTS.tooShort;
  if (longEnough) notFound = waiting ? PEOPLE_SEARCH_TEXTS.searching : PEOPLE_SEARCH_TEXTS.nobody;
  return {
    text,
    setText,
    options: enabled ? (query.data ?? []) : [],
    loading: longEnough && query.isFetching,
    notFound,
  };
}
