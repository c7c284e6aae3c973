import { Select } from 'antd';
import { USER_SEARCH_MIN_LENGTH } from '@intranet/contracts';
import { useState } from 'react';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useExemptionUserSearch } from '../exemptions.api.ts';

export interface PersonValue {
  value: number;
  label: string;
}

interface ExemptionUserSelectProps {
  id?: string;
  value?: PersonValue[];
  onChange?: (value: PersonValue[]) => void;
  /** People already on the list: shown, but not selectable. */
  exemptUserIds: ReadonlySet<number>;
  status?: 'error';
}

const SEARCH_DELAY_MS = 300;

/**
 * Several people at once from GET user-list: asks from 3 characters, 300 ms after the last key; chosen
 * people keep their names (labelInValue) while the search moves on.
 */
export function ExemptionUserSelect({
  id,
  value,
  onChange,
  exemptUserIds,
  status,
}: ExemptionUserSelectProps) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  const longEnough = text.trim().length >= USER_SEARCH_MIN_LENGTH;
  const search = useExemptionUserSearch(longEnough ? debounced : '');
  const found = longEnough ? (search.data ?? []) : [];

  let notFound = 'Введите не менее 3 символов';
  if (longEnough) notFound = search.isFetching || debounced !== text ? 'Поиск…' : 'Никого не нашли';

  return (
    <Select<PersonValue[]>
      id={id}
      mode="multiple"
      labelInValue
      value={value}
      status={status}
      placeholder="Начните вводить фамилию"
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text, autoClearSearchValue: false }}
      onChange={(next) => onChange?.(next)}
      loading={longEnough && search.isFetching}
      notFoundContent={notFound}
      options={found.map((person) => {
        const exempt = exemptUserIds.has(person.id);
        return {
          value: person.id,
          label: exempt ? `${person.name} (уже в списке)` : person.name,
          disabled: exempt,
        };
      })}
    />
  );
}
