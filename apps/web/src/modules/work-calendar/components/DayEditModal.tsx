import { Alert, Form, Input, Modal, Select } from 'antd';
import { WORK_DAY_TYPE_LABELS, dayTypeConflict, type WorkCalendarDay } from '@intranet/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { dayjs } from '../../../ui/dayjs-setup.ts';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { isWorkDayType } from '../calendar-grid.ts';
import { useSetCalendarDay } from '../work-calendar.api.ts';

/** «Обычный день» is the absence of a type; the Select needs a value for it. */
const ORDINARY = 0;

const TYPE_OPTIONS = [
  { value: ORDINARY, label: 'Обычный день' },
  ...([1, 2, 3, 4] as const).map((type) => ({ value: type, label: WORK_DAY_TYPE_LABELS[type] })),
];

interface DayFormValues {
  type: number;
  name: string;
}

interface DayEditModalProps {
  countryId: number;
  date: string | null;
  day: WorkCalendarDay | undefined;
  onClose: () => void;
}

/** Sets one day's type (or makes it ordinary) and its name: PUT /work_calendar/days. */
export function DayEditModal({ countryId, date, day, onClose }: DayEditModalProps) {
  const [form] = Form.useForm<DayFormValues>();
  const save = useSetCalendarDay();
  const [formError, setFormError] = useState<string | null>(null);
  const type = Form.useWatch('type', form);

  // The form starts from the day when the dialog opens or the day itself changes — not when a background
  // refetch hands over an equal copy of it, which would undo the type being picked.
  const savedType = day?.type ?? ORDINARY;
  const savedName = day?.name ?? '';
  useEffect(() => {
    if (!date) return;
    form.resetFields();
    form.setFieldsValue({ type: savedType, name: savedName });
    setFormError(null);
  }, [date, savedType, savedName, form]);

  async function handleSubmit() {
    if (!date) return;
    const values = form.getFieldsValue(true) as DayFormValues;
    setFormError(null);
    const nextType = isWorkDayType(values.type) ? values.type : null;
    const conflict = nextType ? dayTypeConflict(date, nextType) : null;
    if (conflict) {
      form.setFields([{ name: 'type', errors: [conflict] }]);
      return;
    }
    try {
      await save.mutateAsync({
        country_id: countryId,
        date,
        type: nextType,
        name: nextType ? values.name.trim() || null : null,
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
        const rest = applyFieldErrors(form, error.fieldErrors);
        setFormError(rest.length > 0 ? rest.join(' ') : null);
      } else if (error instanceof ApiError) {
        setFormError(error.message);
      }
    }
  }

  function handleTypeChange() {
    form.setFields([{ name: 'type', errors: [] }]);
  }

  return (
    <Modal
      open={date !== null}
      title={date ? dayjs(date).format('D MMMM YYYY, dddd') : ''}
      okText="Сохранить"
      cancelText="Отмена"
      onOk={() => void handleSubmit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      forceRender
      width={420}
    >
      <Form form={form} layout="vertical" onFinish={() => void handleSubmit()}>
        {formError ? <Alert type="error" showIcon title={formError} className="calendar-form-error" /> : null}
        <Form.Item name="type" label="Тип дня">
          <Select options={TYPE_OPTIONS} onChange={handleTypeChange} />
        </Form.Item>
        <Form.Item name="name" label="Название">
          <Input
            maxLength={200}
            disabled={type === ORDINARY}
            placeholder="Например, День народного единства"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
