import { Alert, DatePicker, Form, Modal, Select } from 'antd';
import {
  EDITABLE_PERIOD_OVERLAP_MESSAGE,
  editablePeriodBodySchema,
  type EditablePeriod,
} from '@intranet/contracts';
import { useEffect, useState } from 'react';
import { ApiError, isCancelled } from '../../../../api/api-error.ts';
import { DISPLAY_DATE_FORMAT, toWireDate } from '../../../../ui/date-format.ts';
import { dayjs } from '../../../../ui/dayjs-setup.ts';
import { validateWithSchema } from '../../../../ui/form-validation.ts';
import { useRoles } from '../../../../api/platform.api.ts';
import { useSaveEditablePeriod } from '../periods.api.ts';

export type PeriodFormTarget = { kind: 'create' } | { kind: 'edit'; period: EditablePeriod };

interface PeriodFormValues {
  range?: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null;
  role_id?: number | null;
}

interface EditablePeriodModalProps {
  target: PeriodFormTarget | null;
  onClose: () => void;
}

/** Opens a period for writing, to everyone or to one role; an overlap within the role is shown here. */
export function EditablePeriodModal({ target, onClose }: EditablePeriodModalProps) {
  const [form] = Form.useForm<PeriodFormValues>();
  const roles = useRoles();
  const save = useSaveEditablePeriod();
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    setFormError(null);
    if (target.kind === 'edit') {
      form.setFieldsValue({
        range: [dayjs(target.period.date_start), dayjs(target.period.date_end)],
        role_id: target.period.role?.id ?? null,
      });
    }
  }, [target, form]);

  async function handleSubmit() {
    if (!target) return;
    const values = form.getFieldsValue(true) as PeriodFormValues;
    const body = {
      date_start: toWireDate(values.range?.[0]),
      date_end: toWireDate(values.range?.[1]),
      role_id: values.role_id ?? null,
    };
    form.setFields([{ name: 'range', errors: [] }]);
    setFormError(null);
    if (!body.date_start || !body.date_end) {
      form.setFields([{ name: 'range', errors: ['Укажите период'] }]);
      return;
    }
    const checked = validateWithSchema(editablePeriodBodySchema, body);
    if (!checked.ok) {
      form.setFields([{ name: 'range', errors: Object.values(checked.errors).flat() }]);
      return;
    }
    try {
      await save.mutateAsync({
        id: target.kind === 'edit' ? target.period.id : undefined,
        body: { ...checked.data, role_id: checked.data.role_id ?? null },
      });
      onClose();
    } catch (error) {
      if (isCancelled(error) || !(error instanceof ApiError)) return;
      if (error.status === 409) setFormError(error.message || EDITABLE_PERIOD_OVERLAP_MESSAGE);
      else if (error.status === 400 && error.fieldErrors) {
        form.setFields([{ name: 'range', errors: Object.values(error.fieldErrors).flat() }]);
      }
    }
  }

  return (
    <Modal
      open={target !== null}
      title={target?.kind === 'edit' ? 'Изменить период' : 'Новый период'}
      okText="Сохранить"
      cancelText="Отмена"
      confirmLoading={save.isPending}
      onOk={() => void handleSubmit()}
      onCancel={() => !save.isPending && onClose()}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={() => void handleSubmit()}>
        {formError ? <Alert type="error" showIcon title={formError} className="ts-alert" /> : null}
        <Form.Item name="range" label="Период" required>
          <DatePicker.RangePicker
            format={DISPLAY_DATE_FORMAT}
            placeholder={['Начало', 'Окончание']}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="role_id" label="Роль">
          <Select
            allowClear
            placeholder="Все роли"
            loading={roles.isPending}
            options={roles.data?.map((role) => ({ value: role.id, label: role.label }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
