import { useState } from 'react';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useVacationUserSearch } from './vacation.api.ts';

const SEARCH_DELAY_MS = 300;

/**
 * People search for a Select: asks the server from 3 characters (spec §5), a pause after typing, and says
 * why the list is empty.
 */
export function usePersonSearch() {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  const longEnough = text.trim().length >= 3;
  const search = useVacationUserSearch(longEnough ? debounced : '');
  const found = longEnough ? (search.data ?? []) : [];
  let notFound = 'Введите не менее 3 символов';
  if (longEnough) notFound = search.isFetching || debounced !== text ? 'Поиск…' : 'Никого не нашли';
  return {
    text,
    setText,
    notFound,
    loading: longEnough && search.isFetching,
    options: found.map((person) => ({
      value: person.id,
      label: person.work_position ? `${person.full_name}, ${person.work_position}` : person.full_name,
    })),
  };
}
