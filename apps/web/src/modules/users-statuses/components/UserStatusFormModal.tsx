import { Alert, DatePicker, Form, Input, Modal, Select } from 'antd';
import {
  STATUS_TYPES,
  userStatusBodySchema,
  type UserStatus,
  type UserStatusBody,
} from '@intranet/contracts';
import { useEffect, useState } from 'react';
import { ApiError, isCancelled, type FieldErrors } from '../../../api/api-error.ts';
import { DISPLAY_DATE_FORMAT, toWireDate } from '../../../ui/date-format.ts';
import { dayjs } from '../../../ui/dayjs-setup.ts';
import { directoryPeople } from '../../../api/platform.api.ts';
import { validateWithSchema } from '../../../ui/form-validation.ts';
import type { PersonOption } from '../../../ui/people-search.ts';
import { PersonPicker } from '../../../ui/PersonPicker.tsx';
import { STATUS_FORM_FIELDS, splitStatusErrors } from '../user-statuses.helpers.ts';
import { useSaveUserStatus } from '../users-statuses.api.ts';
import { useStatusErrorPopup } from './use-status-error-popup.ts';

export type StatusFormTarget =
  | { kind: 'create'; user?: { id: number; full_name: string } }
  | { kind: 'edit'; user: { id: number; full_name: string }; status: UserStatus };

interface StatusFormValues {
  user_id?: number;
  status_type_id?: number;
  period?: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null;
  comment?: string;
}

interface UserStatusFormModalProps {
  target: StatusFormTarget | null;
  onClose: () => void;
}

const STATUS_TYPE_OPTIONS = STATUS_TYPES.map((type) => ({ value: type.id, label: type.name }));

function initialValues(target: StatusFormTarget): StatusFormValues {
  if (target.kind === 'create') return { user_id: target.user?.id, comment: '' };
  const { status } = target;
  return {
    user_id: target.user.id,
    status_type_id: status.status_type_id,
    period: [dayjs(status.date_start), dayjs(status.date_end)],
    comment: status.comment ?? '',
  };
}

interface EmployeeFieldProps {
  id?: string;
  value?: number;
  onChange?: (userId: number | undefined) => void;
  /** The person already chosen (edit mode, or a row's «Добавить статус»): shown without a search. */
  fixed?: { id: number; full_name: string };
}

/** «Сотрудник» of the form: the form keeps `user_id`, the picker the chosen person's name. */
function EmployeeField({ id, value, onChange, fixed }: EmployeeFieldProps) {
  const [chosen, setChosen] = useState<PersonOption | null>(null);
  if (fixed) {
    return <PersonPicker id={id} source={[]} value={{ value: fixed.id, label: fixed.full_name }} disabled />;
  }
  return (
    <PersonPicker
      id={id}
      source={directoryPeople}
      allowClear
      placeholder="Начните вводить фамилию"
      value={chosen && chosen.value === value ? chosen : null}
      onChange={(person) => {
        setChosen(person);
        onChange?.(person?.value);
      }}
    />
  );
}

/** Create or edit one status: validated with the contract's schema, server errors next to the fields. */
export function UserStatusFormModal({ target, onClose }: UserStatusFormModalProps) {
  const [form] = Form.useForm<StatusFormValues>();
  const save = useSaveUserStatus();
  const showErrorPopup = useStatusErrorPopup();
  const [formError, setFormError] = useState<string | null>(null);
  // Each opening starts a fresh employee search (the picker keeps its typed text in its own state).
  const [openCount, setOpenCount] = useState(0);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(initialValues(target));
    setFormError(null);
    setOpenCount((count) => count + 1);
  }, [target, form]);

  function handleCancel() {
    if (!save.isPending) onClose();
  }

  function showErrors(errors: FieldErrors) {
    const { fields, rest } = splitStatusErrors(errors);
    form.setFields([...fields].map(([name, messages]) => ({ name, errors: messages })));
    setFormError(rest.length > 0 ? rest.join(' ') : null);
  }

  async function handleSubmit() {
    if (!target) return;
    const values = form.getFieldsValue(true) as StatusFormValues;
    const body: UserStatusBody = {
      user_id: values.user_id ?? 0,
      status_type_id: values.status_type_id ?? 0,
      date_start: toWireDate(values.period?.[0]),
      date_end: toWireDate(values.period?.[1]),
      comment: values.comment?.trim() || null,
      ...(target.kind === 'edit' ? { updated_at: target.status.updated_at } : {}),
    };
    form.setFields(STATUS_FORM_FIELDS.map((name) => ({ name, errors: [] })));
    setFormError(null);
    const checked = validateWithSchema(userStatusBodySchema, body);
    if (!checked.ok) {
      const { date_start: _start, date_end: _end, ...others } = checked.errors;
      // An empty RangePicker says so plainly instead of naming the wire format.
      showErrors(
        !body.date_start || !body.date_end ? { ...others, period: ['Укажите период'] } : checked.errors,
      );
      return;
    }
    try {
      await save.mutateAsync({
        id: target.kind === 'edit' ? target.status.id : undefined,
        body: checked.data,
      });
      onClose();
    } catch (error) {
      if (isCancelled(error)) return;
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
        showErrors(error.fieldErrors);
      } else if (error instanceof ApiError && error.status === 409) {
        // Overlap with another status, or someone changed this one meanwhile.
        setFormError(error.message);
      } else {
        showErrorPopup('save');
      }
    }
  }

  const title = target?.kind === 'edit' ? 'Изменить статус' : 'Новый статус';

  return (
    <Modal
      open={target !== null}
      title={title}
      okText="Сохранить"
      cancelText="Отмена"
      onOk={() => void handleSubmit()}
      onCancel={handleCancel}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form form={form} layout="vertical" requiredMark onFinish={() => void handleSubmit()}>
        {formError ? (
          <Alert type="error" showIcon title={formError} className="users-statuses__form-error" />
        ) : null}
        <Form.Item name="user_id" label="Сотрудник" required>
          <EmployeeField key={openCount} fixed={target?.kind === 'edit' ? target.user : target?.user} />
        </Form.Item>
        <Form.Item name="status_type_id" label="Статус" required>
          <Select placeholder="Выберите статус" options={STATUS_TYPE_OPTIONS} />
        </Form.Item>
        <Form.Item name="period" label="Период" required>
          <DatePicker.RangePicker
            format={DISPLAY_DATE_FORMAT}
            placeholder={['Начало', 'Окончание']}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="comment" label="Комментарий">
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
