import { Empty, Modal, Select } from 'antd';
import { CUSTOMER_TYPE, type Customer } from '@intranet/contracts';
import { useState } from 'react';
import type { GridProject } from '../fill-grid.ts';

const FILLABLE_TYPES: readonly number[] = [
  CUSTOMER_TYPE.project,
  CUSTOMER_TYPE.service,
  CUSTOMER_TYPE.internal,
];

/**
 * Projects a person may write time to in a period, grouped by their customer: selectable projects,
 * services and internal projects that have not ended before the period starts.
 */
export function projectOptions(
  projects: readonly Customer[],
  periodStart: string,
  exclude: ReadonlySet<number>,
) {
  const groups = new Map<string, { value: number; label: string }[]>();
  for (const project of projects) {
    if (!FILLABLE_TYPES.includes(project.type.id) || !project.selectable) continue;
    if (project.date_end !== null && project.date_end < periodStart) continue;
    if (exclude.has(project.id)) continue;
    const group = project.parent?.name ?? 'Без заказчика';
    groups.set(group, [...(groups.get(group) ?? []), { value: project.id, label: project.name }]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'ru'))
    .map(([label, options]) => ({
      label,
      title: label,
      options: options.sort((a, b) => a.label.localeCompare(b.label, 'ru')),
    }));
}

interface AddProjectModalProps {
  open: boolean;
  loading: boolean;
  projects: readonly Customer[];
  periodStart: string;
  exclude: ReadonlySet<number>;
  onAdd: (projects: GridProject[]) => void;
  onClose: () => void;
}

/** «Добавить проект»: picks one or more projects; each becomes an empty row of the grid. */
export function AddProjectModal({
  open,
  loading,
  projects,
  periodStart,
  exclude,
  onAdd,
  onClose,
}: AddProjectModalProps) {
  const [selected, setSelected] = useState<number[]>([]);
  const options = projectOptions(projects, periodStart, exclude);

  function handleOk() {
    const chosen = projects
      .filter((project) => selected.includes(project.id))
      .map((project) => ({ id: project.id, name: project.name, parentName: project.parent?.name ?? null }));
    onAdd(chosen);
    setSelected([]);
  }

  function handleCancel() {
    setSelected([]);
    onClose();
  }

  return (
    <Modal
      open={open}
      title="Добавить проект"
      okText="Добавить"
      cancelText="Отмена"
      okButtonProps={{ disabled: selected.length === 0 }}
      onOk={handleOk}
      onCancel={handleCancel}
    >
      <label className="ts-field">
        <span>Проект</span>
        <Select
          mode="multiple"
          value={selected}
          onChange={setSelected}
          options={options}
          loading={loading}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Начните вводить название"
          aria-label="Проект"
          style={{ width: '100%' }}
          notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Проекты не найдены" />}
        />
      </label>
    </Modal>
  );
}
