import { organisationEndpoints } from '@intranet/contracts/organisation/endpoints';
import { useQuery } from '@tanstack/react-query';
import { Select, Space } from 'antd';
import { endpointQuery } from '../../../api/endpoint-client.ts';
import { useDepartments } from '../../../api/platform.api.ts';

/** The offices of the structure (entity type 5): a person's `office_id` points at one of them. */
function useOffices() {
  return useQuery({
    ...endpointQuery(organisationEndpoints.structures, { query: { entity_type: '5' } }),
    staleTime: 10 * 60_000,
    select: (body) => body.data.map(({ id, name }) => ({ id, name })),
  });
}

/** The report's department and office filters (`department_id`, `office_id`); unset means everyone. */
export interface Place {
  department_id?: number;
  office_id?: number;
}

/** The department and office selects of the report card, filled from the organisation's reads. */
export function PlacePickers({ value, onChange }: { value: Place; onChange: (place: Place) => void }) {
  const departments = useDepartments();
  const offices = useOffices();
  // Their own Space: a fragment would be one item of the card's toolbar, with the two selects touching.
  return (
    <Space wrap>
      <Select<number>
        aria-label="Подразделение"
        placeholder="Все подразделения"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={departments.isLoading}
        value={value.department_id}
        style={{ minWidth: 220 }}
        onChange={(department) => onChange({ ...value, department_id: department ?? undefined })}
        options={(departments.data ?? []).map((node) => ({ value: node.id, label: node.name }))}
      />
      <Select<number>
        aria-label="Офис"
        placeholder="Все офисы"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={offices.isLoading}
        value={value.office_id}
        style={{ minWidth: 200 }}
        onChange={(office) => onChange({ ...value, office_id: office ?? undefined })}
        options={(offices.data ?? []).map((office) => ({ value: office.id, label: office.name }))}
      />
    </Space>
  );
}
