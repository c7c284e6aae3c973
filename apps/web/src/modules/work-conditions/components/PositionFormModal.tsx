import { Alert, DatePicker, Form, Input, InputNumber, Modal, Select, TreeSelect } from 'antd';
import {
  WC_EMPLOYMENT_STATUSES,
  WC_USER_STATUSES,
  wcHistoryBodySchema,
  wcPositionBodySchema,
  type WcPosition,
} from '@intranet/contracts';
import { useEffect, useState } from 'react';
import { ApiError, type FieldErrors } from '../../../api/api-error.ts';
import { DISPLAY_DATE_FORMAT, toWireDate } from '../../../ui/date-format.ts';
import { dayjs } from '../../../ui/dayjs-setup.ts';
import { applyFieldErrors, validateWithSchema } from '../../../ui/form-validation.ts';
import type { PersonOption } from '../../../ui/people-search.ts';
import { PersonPicker } from '../../../ui/PersonPicker.tsx';
import { buildDepartmentTree } from '../../users-statuses/user-statuses.helpers.ts';
import { useAddHistory, useCreatePosition, useWcOptions, wcPeopleSource } from '../work-conditions.api.ts';

/** A new position (with the employee to choose, or a row's person) or a dated change of a position. */
export type PositionFormTarget =
  | { kind: 'create'; user?: { id: number; full_name: string } }
  | { kind: 'change'; position: WcPosition; full_name: string };

interface FormValues {
  user?: PersonOption | null;
  date_apply?: dayjs.Dayjs | null;
  comment?: string;
  location_id?: number | null;
  department_id?: number | null;
  default_project_id?: number | null;
  default_customer_id?: number | null;
  work_position?: string;
  work_rate?: number | null;
  hire_date?: dayjs.Dayjs | null;
  fire_date?: dayjs.Dayjs | null;
  employment_status_id?: number;
  tab_number?: string;
  uid?: string;
  user_status_id?: number;
}

const wire = (value: dayjs.Dayjs | null | undefined) => (value ? toWireDate(value) : undefined);

function initialValues(target: PositionFormTarget, today: dayjs.Dayjs): FormValues {
  if (target.kind === 'create') {
    return {
      user: target.user ? { value: target.user.id, label: target.user.full_name } : null,
      work_rate: 1,
      employment_status_id: 1,
      user_status_id: 1,
      hire_date: today,
    };
  }
  const { position } = target;
  return {
    date_apply: today,
    comment: '',
    location_id: position.location?.id ?? null,
    department_id: position.department?.id ?? null,
    default_project_id: position.default_project?.id ?? null,
    default_customer_id: position.default_customer?.id ?? null,
    work_position: position.work_position,
    work_rate: position.work_rate,
    hire_date: dayjs(position.hire_date),
    fire_date: position.fire_date ? dayjs(position.fire_date) : null,
    employment_status_id: position.employment_status?.id,
    tab_number: position.tab_number ?? '',
    uid: position.uid ?? '',
    user_status_id: position.user_status?.id,
  };
}

function toBody(values: FormValues) {
  return {
    location_id: values.location_id ?? null,
    department_id: values.department_id ?? null,
    default_project_id: values.default_project_id ?? null,
    default_customer_id: values.default_customer_id ?? null,
    work_position: values.work_position ?? '',
    work_rate: values.work_rate ?? undefined,
    hire_date: wire(values.hire_date),
    fire_date: wire(values.fire_date) ?? null,
    employment_status_id: values.employment_status_id,
    tab_number: values.tab_number || null,
    uid: values.uid || null,
    user_status_id: values.user_status_id,
  };
}

interface PositionFormModalProps {
  target: PositionFormTarget | null;
  onClose: () => void;
}

/** The position form: validated with the contract's schema; the server's errors land next to the fields. */
export function PositionFormModal({ target, onClose }: PositionFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const [summary, setSummary] = useState<string[]>([]);
  const options = useWcOptions();
  const create = useCreatePosition();
  const change = useAddHistory(target?.kind === 'change' ? target.position.id : 0);
  const saving = create.isPending || change.isPending;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(initialValues(target, dayjs()));
    setSummary([]);
  }, [target, form]);

  function showErrors(errors: FieldErrors) {
    setSummary(applyFieldErrors(form, errors));
  }

  async function handleSubmit() {
    if (!target) return;
    const values = form.getFieldsValue(true) as FormValues;
    const body =
      target.kind === 'create'
        ? { ...toBody(values), user_id: values.user?.value }
        : { ...toBody(values), date_apply: wire(values.date_apply), comment: values.comment || null };
    const checked =
      target.kind === 'create'
        ? validateWithSchema(wcPositionBodySchema, body)
        : validateWithSchema(wcHistoryBodySchema, body);
    if (!checked.ok) {
      const { user_id: userErrors, ...rest } = checked.errors;
      showErrors(userErrors ? { ...rest, user: userErrors } : rest);
      return;
    }
    try {
      if (target.kind === 'create') await create.mutateAsync(wcPositionBodySchema.parse(body));
      else await change.mutateAsync(wcHistoryBodySchema.parse(body));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) showErrors(error.fieldErrors);
    }
  }

  const isChange = target?.kind === 'change';
  const title = isChange ? `Изменение условий: ${target.full_name}` : 'Новая должность';
  const list = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: item.name }));

  return (
    <Modal
      open={target !== null}
      title={title}
      okText={isChange ? 'Сохранить изменение' : 'Добавить должность'}
      cancelText="Отмена"
      onOk={() => void handleSubmit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={720}
    >
      {summary.length > 0 ? (
        <Alert type="error" showIcon title={summary.join(' ')} className="wc-form__alert" />
      ) : null}
      <Form form={form} layout="vertical" className="wc-form" requiredMark={false}>
        {target?.kind === 'create' ? (
          <Form.Item name="user" label="Сотрудник">
            <PersonPicker
              source={target.user ? [] : wcPeopleSource}
              disabled={Boolean(target.user)}
              placeholder="Начните вводить фамилию"
              allowClear
            />
          </Form.Item>
        ) : null}
        {isChange ? (
          <div className="wc-form__grid">
            <Form.Item
              name="date_apply"
              label="Дата применения"
              extra="Изменение с будущей датой применится в этот день"
            >
              <DatePicker format={DISPLAY_DATE_FORMAT} className="wc-form__wide" />
            </Form.Item>
            <Form.Item name="comment" label="Комментарий">
              <Input maxLength={500} />
            </Form.Item>
          </div>
        ) : null}
        <div className="wc-form__grid">
          <Form.Item name="work_position" label="Должность">
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="work_rate" label="Ставка">
            <InputNumber min={0.01} max={1.5} step={0.25} decimalSeparator="," className="wc-form__wide" />
          </Form.Item>
          <Form.Item name="department_id" label="Подразделение">
            <TreeSelect
              allowClear
              showSearch={{ treeNodeFilterProp: 'title' }}
              treeData={buildDepartmentTree(options.data?.departments ?? [])}
              loading={options.isLoading}
              treeDefaultExpandAll
            />
          </Form.Item>
          <Form.Item name="location_id" label="Локация">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={list(options.data?.locations)}
            />
          </Form.Item>
          <Form.Item name="default_customer_id" label="Заказчик по умолчанию">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={list(options.data?.customers)}
            />
          </Form.Item>
          <Form.Item name="default_project_id" label="Проект по умолчанию">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={list(options.data?.projects)}
            />
          </Form.Item>
          <Form.Item name="hire_date" label="Дата приема">
            <DatePicker format={DISPLAY_DATE_FORMAT} className="wc-form__wide" />
          </Form.Item>
          <Form.Item name="fire_date" label="Дата увольнения">
            <DatePicker format={DISPLAY_DATE_FORMAT} className="wc-form__wide" />
          </Form.Item>
          <Form.Item name="employment_status_id" label="Статус занятости">
            <Select options={WC_EMPLOYMENT_STATUSES.map((item) => ({ value: item.id, label: item.name }))} />
          </Form.Item>
          <Form.Item name="user_status_id" label="Статус сотрудника">
            <Select options={WC_USER_STATUSES.map((item) => ({ value: item.id, label: item.name }))} />
          </Form.Item>
          <Form.Item name="tab_number" label="Табельный номер">
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="uid" label="UID">
            <Input maxLength={64} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
