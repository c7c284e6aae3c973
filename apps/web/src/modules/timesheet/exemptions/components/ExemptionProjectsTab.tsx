import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Input, Popconfirm, Select, Typography, type TableColumnsType } from 'antd';
import { ALL_OFFICES_LABEL, type ExemptProject } from '@intranet/contracts';
import { useMemo, useState } from 'react';
import { formatDate } from '../../../../ui/date-format.ts';
import { ALL_OFFICES_VALUE, filterExemptProjects, officeLabel } from '../exemption.helpers.ts';
import { useDeleteExemptProjects, useExemptProjects } from '../exemptions.api.ts';
import { ExemptionProjectModal, type ProjectFormTarget } from './ExemptionProjectModal.tsx';
import { ExemptionReportButton } from './ExemptionReportButton.tsx';
import { ExemptionTable } from './ExemptionTable.tsx';

/** «Проекты»: (project, office, hire date) exemptions. */
export function ExemptionProjectsTab() {
  const { message } = App.useApp();
  const list = useExemptProjects();
  const remove = useDeleteExemptProjects();
  const [search, setSearch] = useState('');
  const [office, setOffice] = useState<number | undefined>();
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<ProjectFormTarget | null>(null);

  const rows = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => filterExemptProjects(rows, search, office), [rows, search, office]);
  const selectedRows = rows.filter((row) => selected.includes(row.id));
  const officeFilterOptions = useMemo(() => {
    const named = new Map<number, string>();
    for (const row of rows)
      if (row.office !== null) named.set(row.office, row.office_name ?? String(row.office));
    return [
      { value: ALL_OFFICES_VALUE, label: ALL_OFFICES_LABEL },
      ...[...named]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label, 'ru')),
    ];
  }, [rows]);

  async function handleDelete() {
    const ids = selectedRows.map((row) => row.id);
    try {
      await remove.mutateAsync(ids);
      setSelected([]);
      void message.success(
        ids.length === 1 ? 'Проект удален из исключений' : `Удалено из исключений: ${ids.length}`,
      );
    } catch {
      // The global dialog has said what went wrong.
    }
  }

  function handleSaved(text: string) {
    setTarget(null);
    void message.success(text);
  }

  const columns: TableColumnsType<ExemptProject> = [
    {
      key: 'project',
      title: 'Проект',
      sorter: (a, b) => a.project_name.localeCompare(b.project_name, 'ru'),
      render: (_, row) => (
        <div>
          <div>{row.project_name}</div>
          <Typography.Text type="secondary" className="exemption-narrow-only">
            {[officeLabel(row.office_name), row.hire_date ? `принятые с ${formatDate(row.hire_date)}` : null]
              .filter(Boolean)
              .join(', ')}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'office', title: 'Офис', responsive: ['md'], render: (_, row) => officeLabel(row.office_name) },
    {
      key: 'hire',
      title: 'Принятые с',
      responsive: ['md'],
      render: (_, row) => (row.hire_date ? formatDate(row.hire_date) : '—'),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">Действия</span>,
      width: 56,
      render: (_, row) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={`Изменить исключение ${row.project_name}, ${officeLabel(row.office_name)}`}
          onClick={() => setTarget({ kind: 'edit', row })}
        />
      ),
    },
  ];

  return (
    <div className="exemption-tab">
      <div className="exemption-toolbar">
        <Input.Search
          allowClear
          placeholder="Поиск по проекту"
          aria-label="Поиск по проекту"
          className="exemption-toolbar__search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          allowClear
          placeholder="Любой офис"
          aria-label="Офис"
          className="exemption-toolbar__office"
          value={office}
          onChange={(value?: number) => setOffice(value)}
          options={officeFilterOptions}
        />
        <div className="exemption-toolbar__buttons">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ kind: 'create' })}>
            Добавить проекты
          </Button>
          <Popconfirm
            title={`Удалить из исключений выбранные проекты (${selectedRows.length})?`}
            okText="Удалить"
            cancelText="Отмена"
            okButtonProps={{ danger: true }}
            onConfirm={handleDelete}
            disabled={selectedRows.length === 0}
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selectedRows.length === 0}
              loading={remove.isPending}
            >
              Удалить{selectedRows.length > 0 ? ` (${selectedRows.length})` : ''}
            </Button>
          </Popconfirm>
          <ExemptionReportButton name="projects" />
        </div>
      </div>
      <ExemptionTable
        list={list}
        rows={shown}
        columns={columns}
        selected={selected}
        onSelect={setSelected}
        selectAllLabel="Выбрать все"
        rowLabel={(row) => `${row.project_name}, ${officeLabel(row.office_name)}`}
        emptyText={search.trim() || office !== undefined ? 'Ничего не нашли' : 'В исключениях нет проектов'}
      />
      <ExemptionProjectModal target={target} onClose={() => setTarget(null)} onSaved={handleSaved} />
    </div>
  );
}
