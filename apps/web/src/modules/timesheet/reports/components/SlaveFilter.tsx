import { TreeSelect } from 'antd';
import type { TsReportSlaveFilter } from '@intranet/contracts';
import { useMemo } from 'react';
import { directoryPeople, useDepartments } from '../../../../api/platform.api.ts';
import type { PersonOption } from '../../../../ui/people-search.ts';
import { PersonPicker } from '../../../../ui/PersonPicker.tsx';
import { structureTree } from '../report-helpers.ts';

export interface SlaveFilterValue {
  people: PersonOption[];
  structures: number[];
}

export const EMPTY_SLAVE_FILTER: SlaveFilterValue = { people: [], structures: [] };

interface SlaveFilterProps {
  filter: TsReportSlaveFilter;
  value: SlaveFilterValue;
  onChange: (value: SlaveFilterValue) => void;
}

/**
 * The report's own filter beside the period: employees (a people search), or the structure tree with one
 * node (radio) or several (checkbox). Nothing chosen means the whole of what the caller may see.
 */
export function SlaveFilter({ filter, value, onChange }: SlaveFilterProps) {
  if (filter.type === 'employees') {
    return (
      <label className="ts-field ts-reports__slave">
        <span>Сотрудники</span>
        {filter.selection === 'checkbox' ? (
          <PersonPicker
            multiple
            source={directoryPeople}
            value={value.people}
            onChange={(people) => onChange({ ...value, people })}
            placeholder="Все сотрудники"
            allowClear
            aria-label="Сотрудники"
            className="ts-reports__slave-input"
          />
        ) : (
          <PersonPicker
            source={directoryPeople}
            value={value.people[0] ?? null}
            onChange={(person) => onChange({ ...value, people: person ? [person] : [] })}
            placeholder="Все сотрудники"
            allowClear
            aria-label="Сотрудники"
            className="ts-reports__slave-input"
          />
        )}
      </label>
    );
  }
  return <StructureFilter multiple={filter.selection === 'checkbox'} value={value} onChange={onChange} />;
}

function StructureFilter({
  multiple,
  value,
  onChange,
}: {
  multiple: boolean;
  value: SlaveFilterValue;
  onChange: (value: SlaveFilterValue) => void;
}) {
  const departments = useDepartments();
  const tree = useMemo(() => structureTree(departments.data ?? []), [departments.data]);
  const common = {
    treeData: tree,
    loading: departments.isPending,
    placeholder: multiple ? 'Вся структура' : 'Выберите подразделение',
    allowClear: true,
    showSearch: true,
    treeNodeFilterProp: 'title',
    popupMatchSelectWidth: false,
    className: 'ts-reports__slave-input',
    'aria-label': 'Подразделения',
    notFoundContent: departments.isError ? 'Не удалось загрузить структуру' : 'Ничего не найдено',
  } as const;
  return (
    <label className="ts-field ts-reports__slave">
      <span>{multiple ? 'Подразделения' : 'Подразделение'}</span>
      {multiple ? (
        <TreeSelect<number[]>
          {...common}
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_PARENT}
          maxTagCount="responsive"
          value={value.structures}
          onChange={(structures) => onChange({ ...value, structures: structures ?? [] })}
        />
      ) : (
        <TreeSelect<number | undefined>
          {...common}
          treeDefaultExpandAll={false}
          value={value.structures[0]}
          onChange={(structure) =>
            onChange({ ...value, structures: structure === undefined ? [] : [structure] })
          }
        />
      )}
    </label>
  );
}
