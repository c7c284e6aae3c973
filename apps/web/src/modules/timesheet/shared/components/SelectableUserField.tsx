import type { UserListItem } from '@intranet/contracts';
import { timesheetWritesEndpoints as endpoints } from '@intranet/contracts/timesheet/writes.endpoints';
import { useMemo, useRef, useState } from 'react';
import { endpointKey } from '../../../../api/endpoint-client.ts';
import { personHint, type PeopleSource, type PersonOption } from '../../../../ui/people-search.ts';
import { PersonPicker } from '../../../../ui/PersonPicker.tsx';
import { searchSelectableUsers, type SelectableUsers } from '../timesheet.api.ts';

interface SelectableUserFieldProps {
  /** GET /timesheet/selectable_users: the first page of the people the caller may fill for, and their total. */
  users: SelectableUsers | undefined;
  value: number;
  /** The signed-in person: the field's value until someone else is chosen. */
  me: { id: number; full_name: string };
  onChange: (user: UserListItem) => void;
}

const toOption = (user: UserListItem): PersonOption => ({
  value: user.id,
  label: user.full_name,
  hint: personHint(user.work_position),
});

/**
 * «Сотрудник»: an assistant or admin works for someone else; hidden when the caller has only themselves.
 * When the first page is the whole list the picker filters it; past it (an administrator's organisation of
 * thousands) the picker searches the server, so nobody is out of reach.
 */
export function SelectableUserField({ users, value, me, onChange }: SelectableUserFieldProps) {
  const [chosen, setChosen] = useState<UserListItem | null>(null);
  /** Everyone the field has seen (first page and searches), to hand the page the chosen person whole. */
  const seen = useRef(new Map<number, UserListItem>());
  const people = useMemo<PersonOption[]>(() => {
    for (const user of users?.data ?? []) seen.current.set(user.id, user);
    return (users?.data ?? []).map(toOption);
  }, [users]);
  const search = useMemo<PeopleSource>(
    () => ({
      // Under the endpoint's prefix, apart from its answers: this cache holds the picker's options.
      queryKey: (filter) => [...endpointKey(endpoints.selectableUsers), 'search', filter],
      search: async (filter, signal) => {
        const found = await searchSelectableUsers(filter, signal);
        for (const user of found) seen.current.set(user.id, user);
        return found.map(toOption);
      },
    }),
    [],
  );
  const total = users?.meta.total ?? people.length;
  if (total <= 1) return null;
  const searching = total > people.length;
  const current =
    people.find((person) => person.value === value) ??
    (chosen?.id === value ? toOption(chosen) : null) ??
    (value === me.id ? { value: me.id, label: me.full_name } : null);
  return (
    <label className="ts-field">
      <span>Сотрудник</span>
      <PersonPicker
        source={searching ? search : people}
        value={current}
        placeholder={searching ? 'Введите фамилию' : undefined}
        onChange={(person) => {
          const user = person ? seen.current.get(person.value) : undefined;
          if (!user) return;
          setChosen(user);
          onChange(user);
        }}
        aria-label="Сотрудник"
        className="ts-user-select"
      />
    </label>
  );
}
