import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PORTFOLIO_LIMITS, type PortfolioCatalogItem } from '@intranet/contracts';
import { Button, Form, Input, List, Modal, Popconfirm, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { countRu } from '../../../ui/plural.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useCatalog, useCatalogWrites, type CatalogKind } from '../portfolio.api.ts';

const TEXTS: Record<CatalogKind, { tab: string; placeholder: string }> = {
  technologies: { tab: 'Технологии', placeholder: 'Новая технология' },
  sectors: { tab: 'Отрасли', placeholder: 'Новая отрасль' },
};
const PROJECT_FORMS: readonly [string, string, string] = ['проект', 'проекта', 'проектов'];

/** The server's message of a 400 on `name`, or null. */
function nameError(error: unknown): string | null {
  return error instanceof ApiError ? (error.fieldErrors?.name?.[0] ?? null) : null;
}

/** One item: its name and project count; renamed in place, deleted after a confirmation. */
function CatalogRow({ kind, item }: { kind: CatalogKind; item: PortfolioCatalogItem }) {
  const { rename, remove } = useCatalogWrites(kind);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const handleSave = () => {
    if (editing === null) return;
    rename.mutate(
      { id: item.id, name: editing },
      { onSuccess: () => setEditing(null), onError: (failure) => setError(nameError(failure)) },
    );
  };
  return (
    <List.Item
      actions={
        editing === null
          ? [
              <Button
                key="edit"
                type="text"
                icon={<EditOutlined />}
                aria-label={`Переименовать «${item.name}»`}
                onClick={() => {
                  setError(null);
                  setEditing(item.name);
                }}
              />,
              <Popconfirm
                key="delete"
                title={`Удалить «${item.name}»?`}
                okText="Удалить"
                cancelText="Отмена"
                onConfirm={() => remove.mutateAsync(item.id).catch(() => undefined)}
              >
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Удалить «${item.name}»`} />
              </Popconfirm>,
            ]
          : [
              <Button
                key="save"
                type="text"
                icon={<CheckOutlined />}
                loading={rename.isPending}
                aria-label="Сохранить"
                onClick={handleSave}
              />,
              <Button
                key="cancel"
                type="text"
                icon={<CloseOutlined />}
                aria-label="Отменить"
                onClick={() => setEditing(null)}
              />,
            ]
      }
    >
      {editing === null ? (
        <span>
          {item.name}{' '}
          <Typography.Text type="secondary">· {countRu(item.projects, PROJECT_FORMS)}</Typography.Text>
        </span>
      ) : (
        <Form.Item validateStatus={error ? 'error' : undefined} help={error} className="catalog-modal__field">
          <Input
            value={editing}
            maxLength={PORTFOLIO_LIMITS.name}
            onChange={(event) => setEditing(event.target.value)}
            onPressEnter={handleSave}
            aria-label="Название"
            autoFocus
          />
        </Form.Item>
      )}
    </List.Item>
  );
}

/** A tab of the modal: the list and a field that adds to it. */
function CatalogList({ kind }: { kind: CatalogKind }) {
  const items = useCatalog(kind);
  const { create } = useCatalogWrites(kind);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const handleAdd = () =>
    create.mutate(name, {
      onSuccess: () => {
        setName('');
        setError(null);
      },
      onError: (failure) => setError(nameError(failure)),
    });
  return (
    <>
      <Form.Item validateStatus={error ? 'error' : undefined} help={error} className="catalog-modal__field">
        <Space.Compact block>
          <Input
            value={name}
            maxLength={PORTFOLIO_LIMITS.name}
            placeholder={TEXTS[kind].placeholder}
            onChange={(event) => setName(event.target.value)}
            onPressEnter={handleAdd}
            aria-label={TEXTS[kind].placeholder}
          />
          <Button icon={<PlusOutlined />} loading={create.isPending} onClick={handleAdd}>
            Добавить
          </Button>
        </Space.Compact>
      </Form.Item>
      <QueryState query={items} empty="Список пуст" rows={6}>
        {(data) => (
          <List
            size="small"
            className="catalog-modal__list"
            dataSource={data}
            rowKey="id"
            renderItem={(item) => <CatalogRow kind={kind} item={item} />}
          />
        )}
      </QueryState>
    </>
  );
}

/** The moderators' editor of technologies and sectors (a used one cannot be deleted: the server says why). */
export function CatalogModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="Технологии и отрасли"
      onCancel={onClose}
      footer={null}
      width={560}
      destroyOnHidden
    >
      <Tabs
        items={(['technologies', 'sectors'] as const).map((kind) => ({
          key: kind,
          label: TEXTS[kind].tab,
          children: <CatalogList kind={kind} />,
        }))}
      />
    </Modal>
  );
}
