import { Select, Typography } from 'antd';
import { USER_SEARCH_MIN_LENGTH } from '@intranet/contracts';
import { useState } from 'react';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useEmployeeSearch } from '../users-statuses.api.ts';

interface EmployeePickerProps {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** The person already chosen (edit mode, or a row's «Добавить статус»): shown without a search. */
  fixed?: { id: number; full_name: string };
  status?: 'error';
}

const SEARCH_DELAY_MS = 250;

interface EmployeeOption {
  value: number;
  label: string;
  position: string;
}

/**
 * Employee search for the status form (GET /users/search/ts). Under 3 characters it asks nothing and
 * shows no options; the previous request is cancelled as soon as its text is no longer the query.
 */
export function EmployeePicker({ id, value, onChange, fixed, status }: EmployeePickerProps) {
  const [text, setText] = useState('');
  // The chosen person stays an option after the search text is cleared, so the field shows the name.
  const [chosen, setChosen] = useState<EmployeeOption | null>(null);
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  const longEnough = text.trim().length >= USER_SEARCH_MIN_LENGTH;
  const search = useEmployeeSearch(longEnough ? debounced : '');

  if (fixed) {
    return (
      <Select id={id} value={fixed.id} disabled options={[{ value: fixed.id, label: fixed.full_name }]} />
    );
  }

  const people = longEnough ? (search.data ?? []) : [];
  const found: EmployeeOption[] = people.map((person) => ({
    value: person.id,
    label: person.full_name,
    position: [person.work_position, person.department?.name].filter(Boolean).join(', '),
  }));
  const keepChosen = chosen && chosen.value === value && !found.some((option) => option.value === value);
  const options = keepChosen ? [chosen, ...found] : found;

  function handleSearch(next: string) {
    setText(next);
  }

  function handleChange(next: number | undefined, option?: EmployeeOption | EmployeeOption[]) {
    setChosen(option && !Array.isArray(option) ? option : null);
    setText('');
    onChange?.(next);
  }

  let notFound = 'Введите не менее 3 символов';
  if (longEnough) notFound = search.isFetching ? 'Поиск…' : 'Никого не нашли';

  return (
    <Select<number | undefined, EmployeeOption>
      id={id}
      value={value}
      status={status}
      placeholder="Начните вводить фамилию"
      allowClear
      showSearch={{ filterOption: false, onSearch: handleSearch, searchValue: text }}
      onChange={handleChange}
      loading={longEnough && search.isFetching}
      notFoundContent={notFound}
      options={options}
      optionRender={(option) => (
        <div>
          <div>{option.data.label}</div>
          {option.data.position ? (
            <Typography.Text type="secondary" className="users-statuses__option-hint">
              {option.data.position}
            </Typography.Text>
          ) : null}
        </div>
      )}
    />
  );
}
