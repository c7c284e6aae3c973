import { Alert, DatePicker, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import {
  distributionPercent,
  tsSaveDistributionsBodySchema,
  type Customer,
  type TsDistribution,
  type TsDistributionInput,
  type TsWrite,
} from '@intranet/contracts';
import { useEffect, useMemo, useState } from 'react';
import { ApiError, isCancelled } from '../../../../api/api-error.ts';
import { DISPLAY_DATE_FORMAT, toWireDate } from '../../../../ui/date-format.ts';
import { dayjs } from '../../../../ui/dayjs-setup.ts';
import { useSaveDistributions } from '../services.api.ts';
import {
  distributedFrom,
  formatPercent,
  markedMessages,
  sourceOptions,
  type MarkedMessage,
} from '../services-rows.ts';
import { hoursLabel, minutesToInput, parseHours } from '../../shared/timesheet-hours.ts';
import type { Period } from '../../shared/timesheet-period.ts';
import { DistributionMarkedList } from './DistributionMarkedText.tsx';

interface FormValues {
  date: dayjs.Dayjs | null;
  customer_from?: number;
  customer_to?: number;
  hours: string;
  comment?: string;
  ent_counter?: number | null;
}

interface DistributionFormModalProps {
  /** undefined: closed; null: a new distribution; a record: editing it. */
  editing: TsDistribution | null | undefined;
  period: Period;
  userId: number | undefined;
  writes: readonly TsWrite[];
  distributions: readonly TsDistribution[];
  targets: readonly Customer[];
  targetsLoading: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const sameKey = (a: TsDistribution, date: string, from: number, to: number) =>
  a.date === date && a.customer_from.id === from && a.customer_to.id === to;

/** The latest day of the period with written hours: where a new distribution most likely goes. */
function defaultDate(writes: readonly TsWrite[], period: Period): string | null {
  const days = writes
    .filter((write) => write.time > 0 && write.date >= period.start && write.date <= period.end)
    .map((write) => write.date)
    .sort();
  return days[days.length - 1] ?? null;
}

/**
 * Adds or edits one distribution: the day, a source project with hours written that day, a service and the
 * hours in the fill grid's format. The server checks the source total and answers with `###` in the text.
 */
export function DistributionFormModal({
  editing,
  period,
  userId,
  writes,
  distributions,
  targets,
  targetsLoading,
  onClose,
  onSaved,
}: DistributionFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const [serverErrors, setServerErrors] = useState<MarkedMessage[]>([]);
  const save = useSaveDistributions();
  const open = editing !== undefined;

  useEffect(() => {
    if (!open) return;
    setServerErrors([]);
    form.resetFields();
    const date = editing?.date ?? defaultDate(writes, period);
    form.setFieldsValue({
      date: date ? dayjs(date) : null,
      customer_from: editing?.customer_from.id,
      customer_to: editing?.customer_to.id,
      hours: minutesToInput(editing?.time),
      comment: editing?.comment ?? '',
      ent_counter: editing?.ent_counter ?? null,
    });
    // Only on opening: later changes of the lists must not wipe what is being typed.
  }, [open, editing]); // eslint-disable-line react-hooks/exhaustive-deps

  const dateValue = Form.useWatch('date', form);
  const sourceId = Form.useWatch('customer_from', form);
  const targetId = Form.useWatch('customer_to', form);
  const hoursText = Form.useWatch('hours', form) ?? '';
  const date = dateValue ? toWireDate(dateValue) : null;
  const sources = useMemo(() => sourceOptions(writes, date), [writes, date]);
  const source = sources.find((item) => item.id === sourceId);
  const target = targets.find((item) => item.id === targetId);
  const duplicate =
    date && sourceId && targetId
      ? distributions.find((item) => item.id !== editing?.id && sameKey(item, date, sourceId, targetId))
      : undefined;
  const parsed = parseHours(hoursText);

  const targetOptions = useMemo(
    () =>
      [...targets]
        .sort((a, b) => a.name.localeCompare(b.name, 'ru'))
        .map((service) => ({
          value: service.id,
          label: service.utility_type ? `${service.name} (${service.utility_type})` : service.name,
        })),
    [targets],
  );

  function handleDateChange(value: dayjs.Dayjs | null) {
    const next = value ? toWireDate(value) : null;
    const stillThere = sourceOptions(writes, next).some((item) => item.id === sourceId);
    if (!stillThere) form.setFieldValue('customer_from', undefined);
    setServerErrors([]);
  }

  let hint: string | null = null;
  if (source && date) {
    const already = distributedFrom(distributions, date, source.id, editing?.id) - (duplicate?.time ?? 0);
    const parts = [`Списано на проект: ${hoursLabel(source.time)}`];
    if (already > 0) parts.push(`уже распределено: ${hoursLabel(already)}`);
    if (parsed.ok && parsed.minutes > 0)
      parts.push(`это ${formatPercent(distributionPercent(parsed.minutes, source.time))} списанного`);
    hint = parts.join(', ');
    if (parsed.ok && parsed.minutes + already > source.time)
      hint += `. Больше, чем осталось (${hoursLabel(Math.max(0, source.time - already))}): сервер не примет`;
  }

  /**
   * The form's values once valid, else null. A field's own validation starting meanwhile (a date picker
   * commits its typed text on blur, as the click on «Сохранить» takes the focus) makes antd reject an
   * otherwise clean check as `outOfDate`: that one is asked again, not taken for an error.
   */
  async function validValues(attempt = 0): Promise<FormValues | null> {
    try {
      return await form.validateFields();
    } catch (info) {
      const { outOfDate, errorFields } = info as { outOfDate?: boolean; errorFields?: unknown[] };
      if (outOfDate && (errorFields?.length ?? 0) === 0 && attempt < 3) return validValues(attempt + 1);
      return null;
    }
  }

  async function handleSubmit() {
    const values = await validValues();
    if (!values) return;
    const hours = parseHours(values.hours);
    if (!hours.ok || !values.date || !values.customer_from || !values.customer_to) return;
    const entry: TsDistributionInput = {
      date: toWireDate(values.date),
      customer_from: values.customer_from,
      customer_to: values.customer_to,
      time: hours.minutes,
      comment: values.comment?.trim() || null,
      ent_counter: target?.utility_type === 'DISCRETE' ? (values.ent_counter ?? null) : null,
    };
    const inputs: TsDistributionInput[] = [];
    if (editing && !sameKey(editing, entry.date, entry.customer_from, entry.customer_to)) {
      // The record's key changed: the old one goes (0 minutes removes it) in the same save.
      inputs.push({
        date: editing.date,
        customer_from: editing.customer_from.id,
        customer_to: editing.customer_to.id,
        time: 0,
        updated_at: editing.updated_at,
      });
      inputs.push({ ...entry, updated_at: duplicate?.updated_at });
    } else {
      inputs.push({ ...entry, updated_at: editing?.updated_at ?? duplicate?.updated_at });
    }
    const checked = tsSaveDistributionsBodySchema.safeParse({ user_id: userId, distributions: inputs });
    if (!checked.success) {
      setServerErrors(markedMessages(checked.error.issues[0]?.message ?? 'Неверные данные'));
      return;
    }
    setServerErrors([]);
    try {
      await save.mutateAsync(checked.data);
      onSaved(editing ? 'Изменения сохранены' : 'Перераспределение сохранено');
    } catch (error) {
      if (isCancelled(error) || !(error instanceof ApiError)) return;
      const fieldErrors = error.fieldErrors ?? {};
      // Plain messages of the form's own fields go next to them; `###` texts and the rest above the form.
      const fields: { name: keyof FormValues; errors: string[] }[] = [];
      const rest: Record<string, string[]> = {};
      for (const [field, messages] of Object.entries(fieldErrors)) {
        const name =
          field === 'customer_from' || field === 'customer_to' || field === 'comment' ? field : null;
        if (name && messages.every((text) => !text.includes('###'))) fields.push({ name, errors: messages });
        else rest[field] = messages;
      }
      form.setFields(fields);
      const shown = new Set(fields.flatMap((field) => field.errors));
      const summary = markedMessages(shown.has(error.message) ? undefined : error.message, rest);
      setServerErrors(summary);
    }
  }

  return (
    <Modal
      open={open}
      title={editing ? 'Изменить перераспределение' : 'Новое перераспределение'}
      okText="Сохранить"
      cancelText="Отмена"
      confirmLoading={save.isPending}
      onOk={() => void handleSubmit()}
      onCancel={onClose}
      forceRender
      className="ts-services__modal"
    >
      {serverErrors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          className="ts-alert"
          role="alert"
          data-testid="distribution-form-error"
          title={<DistributionMarkedList messages={serverErrors} />}
        />
      ) : null}
      <Form
        form={form}
        name="distribution"
        layout="vertical"
        onFinish={() => void handleSubmit()}
        onValuesChange={() => setServerErrors([])}
        requiredMark="optional"
      >
        <Form.Item name="date" label="Дата" rules={[{ required: true, message: 'Выберите дату' }]}>
          <DatePicker
            format={DISPLAY_DATE_FORMAT}
            onChange={handleDateChange}
            disabledDate={(current) => {
              const day = toWireDate(current);
              return day < period.start || day > period.end;
            }}
            className="ts-services__wide"
            placeholder="ДД.ММ.ГГГГ"
          />
        </Form.Item>
        <Form.Item
          name="customer_from"
          label="Проект-источник"
          rules={[{ required: true, message: 'Выберите проект-источник' }]}
          extra={date && sources.length === 0 ? 'В этот день время не списано ни на один проект' : undefined}
        >
          <Select
            placeholder={date ? 'Проект, на который списаны часы' : 'Сначала выберите дату'}
            disabled={!date}
            options={sources.map((item) => ({
              value: item.id,
              label: `${item.name} — ${hoursLabel(item.time)}`,
            }))}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent="Нет проектов со списанным временем"
          />
        </Form.Item>
        <Form.Item name="customer_to" label="Сервис" rules={[{ required: true, message: 'Выберите сервис' }]}>
          <Select
            placeholder="Сервис, на который переносятся часы"
            loading={targetsLoading}
            options={targetOptions}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent="Нет доступных сервисов"
          />
        </Form.Item>
        <Form.Item
          name="hours"
          label="Часы"
          extra={hint}
          rules={[
            { required: true, message: 'Укажите часы, например 2,5' },
            {
              validator: async (_rule, value: string | undefined) => {
                const result = parseHours(value ?? '');
                if (!result.ok) throw new Error(result.message);
                if (result.minutes === 0) throw new Error('Укажите часы, например 2,5');
              },
            },
          ]}
        >
          <Input placeholder="например 2,5 или 2:30" inputMode="decimal" autoComplete="off" />
        </Form.Item>
        {target?.utility_type === 'DISCRETE' ? (
          <Form.Item name="ent_counter" label="Количество (для дискретного сервиса)">
            <InputNumber min={0} precision={0} className="ts-services__wide" />
          </Form.Item>
        ) : null}
        <Form.Item name="comment" label="Комментарий">
          <Input.TextArea rows={2} maxLength={1000} showCount />
        </Form.Item>
        {duplicate ? (
          <Typography.Text type="warning">
            За этот день уже есть запись с этим проектом и сервисом ({hoursLabel(duplicate.time)}): часы будут
            заменены.
          </Typography.Text>
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
