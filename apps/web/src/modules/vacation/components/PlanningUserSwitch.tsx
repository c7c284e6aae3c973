import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useVacationUserSearch } from '../vacation.api.ts';

export interface PlanningPerson {
  value: number;
  label: string;
}

interface PlanningUserSwitchProps {
  value: PlanningPerson | null;
  onChange: (person: PlanningPerson | null) => void;
}

const SEARCH_DELAY_MS = 300;

/** An assistant or vacation admin plans for someone else: search from 3 characters, clear to return to oneself. */
export function PlanningUserSwitch({ value, onChange }: PlanningUserSwitchProps) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  const longEnough = text.trim().length >= 3;
  const search = useVacationUserSearch(longEnough ? debounced : '');
  const found = longEnough ? (search.data ?? []) : [];
  let notFound = 'Введите не менее 3 символов';
  if (longEnough) notFound = search.isFetching || debounced !== text ? 'Поиск…' : 'Никого не нашли';

  return (
    <label className="vac-plan-field">
      <span>Сотрудник</span>
      <Select<PlanningPerson>
        className="vac-plan-field__user"
        labelInValue
        allowClear
        value={value ?? undefined}
        placeholder="Мой план — начните вводить фамилию"
        showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
        onChange={(next) => {
          setText('');
          onChange(next ?? null);
        }}
        loading={longEnough && search.isFetching}
        notFoundContent={notFound}
        options={found.map((person) => ({
          value: person.id,
          label: person.work_position ? `${person.full_name}, ${person.work_position}` : person.full_name,
        }))}
      />
    </label>
  );
}
