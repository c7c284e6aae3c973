import { Select } from 'antd';
import { STATUS_FILTER_OPTIONS } from '../ts-status.ts';

/** «Статус» of the approve and services tabs: 0 is «Все статусы». */
export function StatusFilterField({
  value,
  onChange,
}: {
  value: number;
  onChange: (status: number) => void;
}) {
  return (
    <label className="ts-field">
      <span>Статус</span>
      <Select
        value={value}
        onChange={onChange}
        options={STATUS_FILTER_OPTIONS}
        aria-label="Статус"
        className="ts-period__select"
      />
    </label>
  );
}
