import type { UserListItem } from '@intranet/contracts';
import { useMemo } from 'react';
import { personHint, type PersonOption } from '../../../../ui/people-search.ts';
import { PersonPicker } from '../../../../ui/PersonPicker.tsx';

interface SelectableUserFieldProps {
  /** GET /timesheet/selectable_users: the people the caller may fill for (themselves included). */
  users: readonly UserListItem[] | undefined;
  value: number;
  onChange: (userId: number) => void;
}

/** «Сотрудник»: an assistant or admin works for someone else; hidden when the caller has only themselves. */
export function SelectableUserField({ users, value, onChange }: SelectableUserFieldProps) {
  const people = useMemo<PersonOption[]>(
    () =>
      (users ?? []).map((user) => ({
        value: user.id,
        label: user.full_name,
        hint: personHint(user.work_position),
      })),
    [users],
  );
  if (people.length <= 1) return null;
  return (
    <label className="ts-field">
      <span>Сотрудник</span>
      <PersonPicker
        source={people}
        value={people.find((person) => person.value === value) ?? null}
        onChange={(person) => {
          if (person) onChange(person.value);
        }}
        aria-label="Сотрудник"
        className="ts-user-select"
      />
    </label>
  );
}
