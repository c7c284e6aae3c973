import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Select, Upload } from 'antd';
import { TRANSFER_DOCUMENT_ACCEPT, type TransferFields } from '@intranet/contracts';
import { useState } from 'react';
import { PersonPicker } from '../../../ui/PersonPicker.tsx';
import { transferPeople, uploadTransferDocument } from '../transfers.api.ts';
import type { TransferPersonValues } from '../transfers.helpers.ts';

const required = (message: string) => [{ required: true, message }];

/** Select options of references, searchable by name. */
const choices = (rows: readonly { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
const searchable = {
  showSearch: { optionFilterProp: 'label' as const },
  allowClear: true,
  placeholder: 'Выберите из списка',
};

/** The document of one person: uploaded at once, its id kept in the form. */
function DocumentField({
  value,
  onChange,
  id,
}: {
  value?: TransferPersonValues['document'];
  onChange?: (value: TransferPersonValues['document']) => void;
  id?: string;
}) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="transfer-document">
      {value ? (
        <span className="transfer-document__name">
          <PaperClipOutlined aria-hidden /> {value.name}
          <Button
            type="link"
            size="small"
            onClick={() => onChange?.(null)}
            aria-label={`Убрать документ ${value.name}`}
          >
            Убрать
          </Button>
        </span>
      ) : null}
      <Upload
        accept={TRANSFER_DOCUMENT_ACCEPT}
        showUploadList={false}
        customRequest={({ file }) => {
          setUploading(true);
          setError(null);
          uploadTransferDocument(file as File)
            .then((stored) => onChange?.({ id: stored.id, name: stored.name }))
            .catch((failure: Error) => setError(failure.message))
            .finally(() => setUploading(false));
        }}
      >
        <Button id={id} icon={<UploadOutlined />} loading={uploading}>
          {value ? 'Заменить документ' : 'Загрузить документ'}
        </Button>
      </Upload>
      {error ? (
        <div className="ant-form-item-explain-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/**
 * One person of a transfer: who, the company, manager, region, office, department and position they go to,
 * and the signed document. Server errors land on these fields by their names (`users.0.company_id`).
 */
export function TransferPersonFields({
  index,
  fields,
  onRemove,
}: {
  index: number;
  fields: TransferFields | undefined;
  onRemove?: () => void;
}) {
  const form = Form.useFormInstance();
  const regionId = Form.useWatch(['users', index, 'region_id'], form) as number | null | undefined;
  const offices = (fields?.offices ?? []).filter((office) => !regionId || office.region_id === regionId);
  return (
    <Card
      size="small"
      className="transfer-person"
      title={`Сотрудник ${index + 1}`}
      extra={
        onRemove ? (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={onRemove}
            aria-label={`Убрать сотрудника ${index + 1}`}
          />
        ) : null
      }
    >
      <div className="transfer-person__grid">
        <Form.Item name={[index, 'user']} label="Сотрудник" rules={required('Выберите сотрудника')}>
          <PersonPicker source={transferPeople} placeholder="Фамилия, от 3 букв" allowClear />
        </Form.Item>
        <Form.Item name={[index, 'company_id']} label="Компания" rules={required('Выберите компанию')}>
          <Select {...searchable} options={choices(fields?.companies)} />
        </Form.Item>
        <Form.Item name={[index, 'manager']} label="Руководитель" rules={required('Выберите руководителя')}>
          <PersonPicker source={transferPeople} placeholder="Фамилия, от 3 букв" allowClear />
        </Form.Item>
        <Form.Item
          name={[index, 'department_id']}
          label="Подразделение"
          rules={required('Выберите подразделение')}
        >
          <Select {...searchable} options={choices(fields?.departments)} />
        </Form.Item>
        <Form.Item name={[index, 'region_id']} label="Регион">
          <Select
            {...searchable}
            options={choices(fields?.regions)}
            onChange={() => form.setFieldValue(['users', index, 'office_id'], null)}
          />
        </Form.Item>
        <Form.Item name={[index, 'office_id']} label="Офис">
          <Select {...searchable} options={choices(offices)} />
        </Form.Item>
        <Form.Item
          name={[index, 'work_position']}
          label="Должность"
          rules={[{ required: true, whitespace: true, message: 'Укажите должность' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name={[index, 'document']} label="Документ" extra="PDF, DOC, DOCX, JPEG или PNG">
          <DocumentField />
        </Form.Item>
      </div>
    </Card>
  );
}
