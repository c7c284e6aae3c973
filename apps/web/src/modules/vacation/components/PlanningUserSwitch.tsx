import type { PersonOption } from '../../../ui/people-search.ts';
import { PersonPicker } from '../../../ui/PersonPicker.tsx';
import { vacationPeople } from '../vacation.api.ts';

export type PlanningPerson = PersonOption;

interface PlanningUserSwitchProps {
  value: PlanningPerson | null;
  onChange: (person: PlanningPerson | null) => void;
}

/** An assistant or vacation admin plans for someone else: search from 3 characters, clear to return to oneself. */
export function PlanningUserSwitch({ value, onChange }: PlanningUserSwitchProps) {
  return (
    <label className="vac-plan-field">
      <span>Сотрудник</span>
      <PersonPicker
        className="vac-plan-field__user"
        source={vacationPeople}
        allowClear
        value={value}
        placeholder="Мой план — начните вводить фамилию"
        onChange={onChange}
      />
    </label>
  );
}
