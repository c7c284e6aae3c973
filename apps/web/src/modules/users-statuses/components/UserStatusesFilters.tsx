import { Input, Select, TreeSelect } from 'antd';
import { buildDepartmentTree, STATUS_FILTER_OPTIONS } from '../user-statuses.helpers.ts';
import { useDepartments } from '../../../api/platform.api.ts';

interface UserStatusesFiltersProps {
  search: string;
  departmentId?: number;
  statusTypeId?: number;
  onSearchChange: (value: string) => void;
  onDepartmentChange: (value: number | undefined) => void;
  onStatusChange: (value: number | undefined) => void;
}

/** Name search, department (blocks with their practices) and status (0 = «Работает»). */
export function UserStatusesFilters(props: UserStatusesFiltersProps) {
  const departments = useDepartments();

  return (
    <div className="users-statuses__filters" role="search" aria-label="Фильтры">
      <label className="users-statuses__filter">
        <span className="users-statuses__filter-label">Сотрудник</span>
        <Input.Search
          allowClear
          placeholder="ФИО"
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
        />
      </label>
      <label className="users-statuses__filter">
        <span className="users-statuses__filter-label">Подразделение</span>
        <TreeSelect<number | undefined>
          allowClear
          showSearch={{ treeNodeFilterProp: 'title' }}
          placeholder="Все подразделения"
          loading={departments.isLoading}
          treeData={buildDepartmentTree(departments.data ?? [])}
          treeDefaultExpandAll
          value={props.departmentId}
          onChange={props.onDepartmentChange}
          notFoundContent="Нет подразделений"
          aria-label="Подразделение"
        />
      </label>
      <label className="users-statuses__filter">
        <span className="users-statuses__filter-label">Статус</span>
        <Select<number | undefined>
          allowClear
          placeholder="Все статусы"
          options={STATUS_FILTER_OPTIONS}
          value={props.statusTypeId}
          onChange={props.onStatusChange}
          aria-label="Статус"
        />
      </label>
    </div>
  );
}
