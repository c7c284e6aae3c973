import { Select } from 'antd';
import { usePersonSearch } from '../use-person-search.ts';

export interface PlanningPerson {
  value: number;
  label: string;
}

interface PlanningUserSwitchProps {
  value: PlanningPerson | null;
  onChange: (person: PlanningPerson | null) => void;
}

/** An assistant or vacation admin plans for someone else: search from 3 characters, clear to return to oneself. */
export function PlanningUserSwitch({ value, onChange }: PlanningUserSwitchProps) {
  const search = usePersonSearch();
  return (
    <label className="vac-plan-field">
      <span>Сотрудник</span>
      <Select<PlanningPerson>
        className="vac-plan-field__user"
        labelInValue
        allowClear
        value={value ?? undefined}
        placeholder="Мой план — начните вводить фамилию"
        showSearch={{ filterOption: false, onSearch: search.setText, searchValue: search.text }}
        onChange={(next) => {
          search.setText('');
          onChange(next ?? null);
        }}
        loading={search.loading}
        notFoundContent={search.notFound}
        options={search.options}
      />
    </label>
  );
}
