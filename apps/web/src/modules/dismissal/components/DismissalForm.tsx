import { UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  notification,
  Select,
  Upload,
  type FormInstance,
  type UploadFile,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DISMISSAL_FILE_ACCEPT,
  DISMISSAL_MAX_FILES,
  DISMISSAL_NOTICE_MS,
  DISMISSAL_TEXTS,
  type Dismissal,
  type DismissalBodyInput,
  type DismissalCreateFields,
  type EmploymentRecord,
} from '@intranet/contracts/dismissal/dismissal';
import { useState } from 'react';
import { ApiError, type FieldErrors } from '../../../api/api-error.ts';
import { DISPLAY_DATE_FORMAT, toWireDate } from '../../../ui/date-format.ts';
import type { PersonOption } from '../../../ui/people-search.ts';
import { PersonPicker } from '../../../ui/PersonPicker.tsx';
import { dismissalApprovers, dismissalEmployees, uploadDismissalFile } from '../dismissal.api.ts';

export interface DismissalFormValues {
  employee?: PersonOption | null;
  manager?: PersonOption | null;
  assistant?: PersonOption | null;
  default_legal_entity_id?: number;
  secondary_legal_entity_ids?: number[];
  practice_id?: number | null;
  block_id?: number | null;
  fire_date?: Dayjs | null;
  vacation_compensation?: number | null;
  employment_record?: EmploymentRecord | null;
  document_status?: 1 | 2;
  document_sending_date?: Dayjs | null;
  return_documents_from_regions?: boolean;
  reason_for_leaving?: string;
  distribution?: string;
  feedback?: string;
  additional_information?: string;
  comment?: string;
  details?: string;
  files?: UploadFile[];
}

const option = (person: { id: number; full_name: string } | null) =>
  person ? { value: person.id, label: person.full_name } : null;

/** The form's values of a saved application (editing it). */
export function dismissalFormValues(application: Dismissal): DismissalFormValues {
  return {
    employee: option(application.employee),
    manager: option(application.manager),
    assistant: option(application.assistant),
    default_legal_entity_id: application.default_legal_entity?.id,
    secondary_legal_entity_ids: application.secondary_legal_entities.map((entity) => entity.id),
    practice_id: application.practice?.id ?? null,
    block_id: application.block?.id ?? null,
    fire_date: dayjs(application.fire_date),
    vacation_compensation: application.vacation_compensation,
    employment_record: application.employment_record,
    document_status: application.document_status === 2 ? 2 : 1,
    document_sending_date: application.document_sending_date
      ? dayjs(application.document_sending_date)
      : null,
    return_documents_from_regions: application.return_documents_from_regions,
    reason_for_leaving: application.reason_for_leaving ?? '',
    distribution: application.distribution ?? '',
    feedback: application.feedback ?? '',
    additional_information: application.additional_information ?? '',
    comment: application.comment ?? '',
    details: application.details ?? '',
    files: application.files.map((file) => ({
      uid: String(file.id),
      name: file.name,
      status: 'done',
      response: { id: file.id },
    })),
  };
}

const text = (value: string | undefined) => value?.trim() || null;

/** The wire body (what is missing is left out: the server names it on its field). */
export function dismissalBody(values: DismissalFormValues): DismissalBodyInput {
  return {
    employee_id: values.employee?.value as number,
    manager_id: values.manager?.value as number,
    assistant_id: values.assistant?.value ?? null,
    default_legal_entity_id: values.default_legal_entity_id as number,
    secondary_legal_entity_ids: values.secondary_legal_entity_ids ?? [],
    practice_id: values.practice_id ?? null,
    block_id: values.block_id ?? null,
    fire_date: values.fire_date ? toWireDate(values.fire_date) : '',
    vacation_compensation: values.vacation_compensation ?? null,
    employment_record: values.employment_record ?? null,
    document_status: values.document_status ?? 1,
    document_sending_date:
      values.document_status === 2 && values.document_sending_date
        ? toWireDate(values.document_sending_date)
        : null,
    return_documents_from_regions: values.return_documents_from_regions ?? false,
    reason_for_leaving: text(values.reason_for_leaving),
    distribution: text(values.distribution),
    feedback: text(values.feedback),
    additional_information: text(values.additional_information),
    comment: text(values.comment),
    details: text(values.details),
    file_ids: (values.files ?? [])
      .map((file) => (file.response as { id?: number } | undefined)?.id)
      .filter((id): id is number => typeof id === 'number'),
  };
}

const FIELD_OF: Record<string, string> = {
  employee_id: 'employee',
  manager_id: 'manager',
  assistant_id: 'assistant',
  file_ids: 'files',
};

/** Puts a 400's `errors` on their fields; answers the messages of fields the form has not. */
export function applyDismissalErrors(form: FormInstance<DismissalFormValues>, errors: FieldErrors): string[] {
  const known = new Set(Object.keys(dismissalBody({})));
  const fields: { name: string; errors: string[] }[] = [];
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    if (known.has(key)) fields.push({ name: FIELD_OF[key] ?? key, errors: messages });
    else rest.push(...messages);
  }
  form.setFields(fields as Parameters<typeof form.setFields>[0]);
  return rest;
}

const choices = (rows: readonly { id: number; name: string }[]) =>
  rows.map((row) => ({ value: row.id, label: row.name }));
const searchable = {
  showSearch: { optionFilterProp: 'label' as const },
  allowClear: true,
  placeholder: 'Выберите из списка',
};
const required = (message: string) => [{ required: true, message }];

/**
 * The application's form: every field of the spec, the fire date picker with the server's disabled days
 * (before today, days off; weeks start on Monday from the app's dayjs locale), up to 10 attachments.
 */
export function DismissalForm({
  fields,
  initial,
  submitLabel,
  onSubmit,
}: {
  fields: DismissalCreateFields;
  initial: DismissalFormValues;
  submitLabel: string;
  onSubmit: (body: DismissalBodyInput) => Promise<void>;
}) {
  const [form] = Form.useForm<DismissalFormValues>();
  const [summary, setSummary] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const documentStatus = Form.useWatch('document_status', form);
  const daysOff = new Set(fields.days_off);

  const handleFinish = async (values: DismissalFormValues) => {
    setSummary([]);
    setPending(true);
    try {
      await onSubmit(dismissalBody(values));
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fieldErrors) setSummary(applyDismissalErrors(form, fieldErrors));
      else
        notification.error({
          title: DISMISSAL_TEXTS.saveFailed,
          description: DISMISSAL_TEXTS.retry,
          duration: DISMISSAL_NOTICE_MS / 1000,
        });
    } finally {
      setPending(false);
    }
  };

  return (
    <Form<DismissalFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => void handleFinish(values)}
      scrollToFirstError
    >
      {summary.length ? (
        <Alert type="error" showIcon title={summary.join(' ')} className="dismissal-card" />
      ) : null}
      <Card className="dismissal-card" title="Сотрудник и согласование">
        <div className="dismissal-form__grid">
          <Form.Item name="employee" label="Сотрудник" rules={required('Выберите сотрудника')}>
            <PersonPicker source={dismissalEmployees} placeholder="Фамилия сотрудника" />
          </Form.Item>
          <Form.Item
            name="manager"
            label="Руководитель (согласует)"
            rules={required('Выберите руководителя')}
          >
            <PersonPicker source={dismissalApprovers} placeholder="Фамилия руководителя" />
          </Form.Item>
          <Form.Item name="assistant" label="Ассистент">
            <PersonPicker source={dismissalEmployees} placeholder="Фамилия ассистента" allowClear />
          </Form.Item>
          <Form.Item
            name="default_legal_entity_id"
            label="Основное юридическое лицо"
            rules={required('Выберите основное юридическое лицо')}
          >
            <Select {...searchable} options={choices(fields.legal_entities)} />
          </Form.Item>
          <Form.Item name="secondary_legal_entity_ids" label="Дополнительные юридические лица">
            <Select {...searchable} mode="multiple" options={choices(fields.legal_entities)} />
          </Form.Item>
          <Form.Item name="practice_id" label="Практика" extra="По умолчанию — практика сотрудника">
            <Select {...searchable} options={choices(fields.practices)} />
          </Form.Item>
          <Form.Item name="block_id" label="Блок" extra="По умолчанию — блок сотрудника">
            <Select {...searchable} options={choices(fields.blocks)} />
          </Form.Item>
          <Form.Item name="fire_date" label="Дата увольнения" rules={required('Укажите дату увольнения')}>
            <DatePicker
              format={DISPLAY_DATE_FORMAT}
              style={{ width: '100%' }}
              disabledDate={(day) => toWireDate(day) < fields.fire_date_min || daysOff.has(toWireDate(day))}
            />
          </Form.Item>
        </div>
      </Card>
      <Card className="dismissal-card" title="Документы и расчёт">
        <div className="dismissal-form__grid">
          <Form.Item name="vacation_compensation" label="Компенсация отпуска, дней">
            <InputNumber min={0} max={366} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="employment_record" label="Трудовая книжка">
            <Select
              allowClear
              placeholder="Выберите из списка"
              options={fields.employment_records.map((row) => ({ value: row.code, label: row.label }))}
            />
          </Form.Item>
          <Form.Item name="document_status" label="Статус документов">
            <Select options={fields.document_statuses.map((row) => ({ value: row.id, label: row.label }))} />
          </Form.Item>
          {documentStatus === 2 ? (
            <Form.Item
              name="document_sending_date"
              label="Дата отправки документов"
              rules={required('Укажите дату отправки документов')}
            >
              <DatePicker format={DISPLAY_DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          ) : null}
          <Form.Item name="return_documents_from_regions" valuePropName="checked" label=" ">
            <Checkbox>Возврат документов из регионов</Checkbox>
          </Form.Item>
        </div>
      </Card>
      <Card className="dismissal-card" title="Подробности">
        <div className="dismissal-form__grid">
          <Form.Item name="reason_for_leaving" label="Причина увольнения">
            <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} />
          </Form.Item>
          <Form.Item name="distribution" label="Распределение">
            <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} />
          </Form.Item>
          <Form.Item name="feedback" label="Обратная связь">
            <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} />
          </Form.Item>
          <Form.Item name="additional_information" label="Дополнительная информация">
            <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} />
          </Form.Item>
          <Form.Item name="comment" label="Комментарий">
            <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} />
          </Form.Item>
          <Form.Item name="details" label="Детали">
            <Input.TextArea autoSize={{ minRows: 2 }} maxLength={4000} />
          </Form.Item>
        </div>
        <Form.Item
          name="files"
          label={`Файлы (до ${DISMISSAL_MAX_FILES}: .jpeg, .jpg, .png, .doc, .docx, .pdf)`}
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
        >
          <Upload
            accept={DISMISSAL_FILE_ACCEPT}
            multiple
            maxCount={DISMISSAL_MAX_FILES}
            customRequest={({ file, onSuccess, onError }) => {
              uploadDismissalFile(file as File)
                .then((stored) => onSuccess?.(stored))
                .catch((failure: Error) => onError?.(failure));
            }}
          >
            <Button icon={<UploadOutlined />}>Прикрепить файлы</Button>
          </Upload>
        </Form.Item>
      </Card>
      <Button type="primary" htmlType="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
