import { Alert, Form, Input, Modal } from 'antd';
import type { BpFormField, BpRequestDetails, BpType } from '@intranet/contracts';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { directoryPeople } from '../../../api/platform.api.ts';
import { PersonPicker } from '../../../ui/PersonPicker.tsx';
import type { PersonOption } from '../../../ui/people-search.ts';
import { RequestFormFields } from './RequestFormFields.tsx';
import { useCreateRequest, useEditRequest } from '../requests.api.ts';
import { applyRequestErrors, toFormValues, toRequestData, type FormFieldValue } from '../requests.helpers.ts';

/** Longest subject of a request (bpCreateBodySchema). */
const TITLE_MAX = 200;

interface RequestFormValues {
  title: string;
  data?: Record<string, FormFieldValue>;
  responsible?: PersonOption | null;
}

type RequestFormModalProps = {
  /** The process's form fields. */
  fields: readonly BpFormField[];
  onClose: () => void;
  onSaved: (request: BpRequestDetails) => void;
} & (
  | {
      /** A new request of this process; `askResponsible` when a step of its route is the responsible's. */
      type: BpType;
      askResponsible: boolean;
      request?: undefined;
    }
  | { request: BpRequestDetails; type?: undefined; askResponsible?: undefined }
);

/** A new request of a custom process (POST /bps), or the author's edit of one (PUT /bps/{id}). */
export function RequestFormModal(props: RequestFormModalProps) {
  const { fields, onClose, onSaved, request } = props;
  const [form] = Form.useForm<RequestFormValues>();
  const create = useCreateRequest();
  const edit = useEditRequest();
  const [summary, setSummary] = useState<string[]>([]);
  const pending = create.isPending || edit.isPending;

  const handleError = (error: Error) => {
    if (error instanceof ApiError && error.fieldErrors)
      setSummary(applyRequestErrors(form, fields, error.fieldErrors));
  };

  const handleFinish = (values: RequestFormValues) => {
    setSummary([]);
    const title = values.title.trim();
    const data = toRequestData(fields, values.data);
    const done = {
      onSuccess: ({ data: saved }: { data: BpRequestDetails }) => onSaved(saved),
      onError: handleError,
    };
    if (request) edit.mutate({ id: request.id, title, data, updated_at: request.updated_at }, done);
    else
      create.mutate(
        { type_id: props.type.id, title, data, responsible_user_id: values.responsible?.value ?? null },
        done,
      );
  };

  const heading = request ? 'Изменение заявки' : `Новая заявка: ${props.type.name}`;
  return (
    <Modal
      open
      title={heading}
      okText={request ? 'Сохранить' : 'Создать заявку'}
      cancelText="Отмена"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<RequestFormValues>
        form={form}
        layout="vertical"
        className="request-form"
        initialValues={
          request ? { title: request.title, data: toFormValues(fields, request.data) } : { title: '' }
        }
        onFinish={handleFinish}
      >
        {summary.length ? (
          <Alert type="error" title={summary.join('. ')} className="request-form__summary" />
        ) : null}
        <Form.Item
          name="title"
          label="Тема заявки"
          rules={[
            { required: true, whitespace: true, message: 'Укажите тему заявки' },
            { max: TITLE_MAX, message: `Не больше ${TITLE_MAX} символов` },
          ]}
        >
          <Input maxLength={TITLE_MAX} autoFocus />
        </Form.Item>
        <RequestFormFields fields={fields} />
        {props.askResponsible ? (
          <Form.Item
            name="responsible"
            label="Ответственный"
            extra="Тот, кто выполнит заявку после согласования"
            rules={[{ required: true, message: 'Выберите ответственного' }]}
          >
            <PersonPicker source={directoryPeople} placeholder="Начните вводить фамилию" allowClear />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
