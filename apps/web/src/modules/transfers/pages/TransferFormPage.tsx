import { PlusOutlined } from '@ant-design/icons';
import { Alert, Breadcrumb, Button, Card, DatePicker, Form, Input, Result, Select, Space } from 'antd';
import {
  isTransferType,
  TRANSFER_MAX_USERS,
  TRANSFER_TYPE_LABELS,
  TRANSFER_TYPES,
  type Transfer,
} from '@intranet/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { DISPLAY_DATE_FORMAT } from '../../../ui/date-format.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { PersonPicker } from '../../../ui/PersonPicker.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { TransferPersonFields } from '../components/TransferPersonFields.tsx';
import {
  transferPeople,
  useCreateTransfer,
  useEditTransfer,
  useTransfer,
  useTransferFields,
} from '../transfers.api.ts';
import {
  applyTransferErrors,
  emptyPerson,
  transferBody,
  transferFormValues,
  type TransferFormValues,
} from '../transfers.helpers.ts';
import '../transfers.css';

const TYPE_OPTIONS = TRANSFER_TYPES.map((code) => ({ value: code, label: TRANSFER_TYPE_LABELS[code] }));

/** The form of a transfer: its kind, date, approver, comment and the people it moves. */
function TransferForm({
  initial,
  transfer,
}: {
  initial: TransferFormValues;
  /** The saved transfer (edit), or none (a new one). */
  transfer?: Transfer;
}) {
  const [form] = Form.useForm<TransferFormValues>();
  const fields = useTransferFields();
  const create = useCreateTransfer();
  const edit = useEditTransfer();
  const navigate = useNavigate();
  const [summary, setSummary] = useState<string[]>([]);
  const pending = create.isPending || edit.isPending;

  const handleFinish = async (values: TransferFormValues) => {
    setSummary([]);
    try {
      const body = transferBody(values);
      const saved = transfer
        ? await edit.mutateAsync({ id: transfer.id, ...body, updated_at: transfer.updated_at })
        : await create.mutateAsync(body);
      void navigate(`/services/transfer/view/${saved.data.id}`);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fieldErrors) setSummary(applyTransferErrors(form, fieldErrors));
    }
  };

  return (
    <Form<TransferFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => void handleFinish(values)}
      className="transfer-form"
      scrollToFirstError
    >
      {summary.length ? (
        <Alert type="error" showIcon title={summary.join(' ')} className="transfer-form__summary" />
      ) : null}
      <Card className="transfer-form__card">
        <div className="transfer-form__grid">
          <Form.Item
            name="type"
            label="Тип перевода"
            rules={[{ required: true, message: 'Выберите тип перевода' }]}
          >
            <Select options={TYPE_OPTIONS} />
          </Form.Item>
          <Form.Item
            name="date_of_admission"
            label="Дата перевода"
            rules={[{ required: true, message: 'Укажите дату перевода' }]}
          >
            <DatePicker format={DISPLAY_DATE_FORMAT} className="transfer-form__date" />
          </Form.Item>
          <Form.Item name="approver" label="Согласующий на принимающей стороне">
            <PersonPicker source={transferPeople} placeholder="Фамилия, от 3 букв" allowClear />
          </Form.Item>
        </div>
        <Form.Item name="comment" label="Комментарий">
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
      </Card>
      <Form.List name="users">
        {(rows, { add, remove }) => (
          <div className="transfer-form__people">
            {rows.map((row, index) => (
              <TransferPersonFields
                key={row.key}
                index={row.name}
                fields={fields.data}
                onRemove={rows.length > 1 ? () => remove(index) : undefined}
              />
            ))}
            {rows.length < TRANSFER_MAX_USERS ? (
              <Button icon={<PlusOutlined />} onClick={() => add(emptyPerson())}>
                Добавить сотрудника
              </Button>
            ) : null}
          </div>
        )}
      </Form.List>
      <Space className="transfer-form__actions" wrap>
        <Button type="primary" htmlType="submit" loading={pending}>
          {transfer ? 'Сохранить' : 'Создать заявку'}
        </Button>
        <Link to={transfer ? `/services/transfer/view/${transfer.id}` : '/services-transfer'}>Отмена</Link>
      </Space>
    </Form>
  );
}

const crumbs = (last: string) => [
  { title: <Link to="/services-transfer">Перевод сотрудников</Link> },
  { title: last },
];

/** /services/transfer/create/{type}: a new transfer of that kind. */
export function CreateTransferPage() {
  const { type = '' } = useParams();
  if (!isTransferType(type))
    return (
      <Result
        status="404"
        title="Такого типа перевода нет"
        extra={<Link to="/services-transfer">К заявкам на перевод</Link>}
      />
    );
  return (
    <div className="transfers-page">
      <Breadcrumb items={crumbs('Новая заявка')} />
      <PageTitle title={`Новая заявка: ${TRANSFER_TYPE_LABELS[type]}`} />
      <TransferForm initial={{ type, users: [emptyPerson()], comment: '' }} />
    </div>
  );
}

/** /services/transfer/{id}: the transfer's edit, while the viewer may (the server's `can_edit`). */
export function EditTransferPage() {
  const id = Number(useParams().id);
  const query = useTransfer(id);
  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404))
    return (
      <Result
        status="404"
        title="Заявка не найдена"
        subTitle="Её нет или она вам недоступна."
        extra={<Link to="/services-transfer">К заявкам на перевод</Link>}
      />
    );
  return (
    <div className="transfers-page">
      <Breadcrumb items={crumbs(`Заявка № ${id}`)} />
      <PageTitle title={`Изменение заявки № ${id}`} />
      <QueryState query={query} rows={10}>
        {(transfer) =>
          transfer.can_edit ? (
            <TransferForm initial={transferFormValues(transfer)} transfer={transfer} />
          ) : (
            <Result
              status="warning"
              title="Эту заявку изменить нельзя"
              subTitle={`Статус: ${transfer.status.name}`}
              extra={<Link to={`/services/transfer/view/${id}`}>К заявке</Link>}
            />
          )
        }
      </QueryState>
    </div>
  );
}

export default CreateTransferPage;
