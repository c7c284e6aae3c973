import { PlusOutlined } from '@ant-design/icons';
import { Button, Modal, type FormInstance } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { RowActions } from './RowActions.tsx';

/** The name every catalogue record has: the same words as the server's. */
export const NAME_RULES = [{ required: true, whitespace: true, message: 'Введите название' }];

/** A save's failure: a 400's texts go next to the fields (the popup comes from the http client). */
export function fieldErrorsTo(form: FormInstance) {
  return (error: unknown) => {
    if (error instanceof ApiError && error.fieldErrors) applyFieldErrors(form, error.fieldErrors);
  };
}

interface EditModalProps {
  title: string;
  form: FormInstance;
  saving: boolean;
  /** While an image is on its way. */
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog of one record of the editing page: «Сохранить» submits its form. */
export function EditModal({ title, form, saving, busy = false, onClose, children }: EditModalProps) {
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText="Сохранить"
      cancelText="Отмена"
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving, disabled: busy }}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}

/** «Новая группа», «Новый регион»… above a table. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} className="catalog-admin__toolbar" onClick={onClick}>
      {label}
    </Button>
  );
}

/** The last column of an editing table: edit and a confirmed delete of the row. */
export function actionsColumn<Row extends { id: number; name: string }>(
  deleteTitle: (row: Row) => string,
  onEdit: (row: Row) => void,
  onDelete: (id: number) => Promise<unknown>,
): ColumnType<Row> {
  return {
    title: 'Действия',
    key: 'actions',
    width: 110,
    render: (_value, row) => (
      <RowActions
        name={row.name}
        deleteTitle={deleteTitle(row)}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row.id)}
      />
    ),
  };
}
