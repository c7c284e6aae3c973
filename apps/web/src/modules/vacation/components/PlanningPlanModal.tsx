import { Alert, DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import {
  VACATION_TEXTS,
  VACATION_TYPE_LABELS,
  type BlockedPeriod,
  type Vacation,
  type VacationInfo,
  type WorkCalendarDay,
} from '@intranet/contracts';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { DISPLAY_DATE_FORMAT, formatDate, toWireDate } from '../../../ui/date-format.ts';
import { dayjs } from '../../../ui/dayjs-setup.ts';
import { countRu } from '../../../ui/plural.ts';
import { defaultPlanType, planVerdict } from '../planning-plan.ts';
import { usePlanVacation } from '../vacation.api.ts';

export const DAY_FORMS = ['день', 'дня', 'дней'] as const;

export interface PlanDraft {
  start: string | null;
  end: string | null;
  typeId?: number;
  /** A transfer: the days it moves (kept with the deleted statuses) and what they were. */
  replaces?: Vacation[];
}

interface PlanningPlanModalProps {
  draft: PlanDraft;
  info: VacationInfo;
  /** Someone else's plan (assistant, vacation admin): sent as user_id. */
  forUserId: number | null;
  specialDays: ReadonlyMap<string, WorkCalendarDay>;
  /** The person's days on the shown calendar: the indivisible limit counts them. */
  vacations: readonly Vacation[];
  /** Vacation admins are not held by blocked periods. */
  blocked: readonly BlockedPeriod[];
  onClose: () => void;
  onDone: (message: string) => void;
}

interface FormValues {
  type_id?: number;
  date_start?: dayjs.Dayjs | null;
  date_end?: dayjs.Dayjs | null;
  comment?: string;
}

const TYPE_OPTIONS = Object.entries(VACATION_TYPE_LABELS).map(([id, label]) => ({
  value: Number(id),
  label,
}));

/** Plan a block (type, dates, comment), or move days to new dates; the rules are checked while typing. */
export function PlanningPlanModal(props: PlanningPlanModalProps) {
  const { draft, forUserId, onClose, onDone } = props;
  const replaces = draft.replaces ?? [];
  const transfer = replaces.length > 0;
  const [form] = Form.useForm<FormValues>();
  const [serverError, setServerError] = useState<string | null>(null);
  const plan = usePlanVacation();
  const typeId = Form.useWatch('type_id', form);
  const start = toWireDate(Form.useWatch('date_start', form)) || null;
  const end = toWireDate(Form.useWatch('date_end', form)) || null;
  const verdict = planVerdict({ start, end, typeId }, { ...props, replaces });

  async function handleSubmit(values: FormValues) {
    setServerError(null);
    const dateStart = toWireDate(values.date_start);
    const dateEnd = toWireDate(values.date_end);
    try {
      const created = await plan.mutateAsync({
        vacations: [
          {
            ...(forUserId ? { user_id: forUserId } : {}),
            date_start: dateStart,
            date_end: dateEnd,
            type_id: values.type_id!,
            comment: values.comment?.trim() || null,
            // The block names the days it moves: only it is marked `moved`.
            ...(transfer ? { replaces: replaces.map((item) => item.id) } : {}),
          },
        ],
      });
      const days = countRu(created.data.length, DAY_FORMS);
      onDone(
        transfer
          ? `Отпуск перенесен: ${formatDate(dateStart)} — ${formatDate(dateEnd)}, ${days}`
          : `Отпуск запланирован: ${formatDate(dateStart)} — ${formatDate(dateEnd)}, ${days}`,
      );
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : 'Не удалось сохранить отпуск');
    }
  }

  const title = transfer ? 'Перенос отпуска' : 'Планирование отпуска';
  return (
    <Modal
      open
      title={title}
      okText={transfer ? 'Перенести' : 'Запланировать'}
      cancelText="Отмена"
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: verdict?.ok === false, loading: plan.isPending }}
      destroyOnHidden
      className="vac-plan-modal"
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          type_id: defaultPlanType(draft, props.info, props.vacations),
          date_start: draft.start ? dayjs(draft.start) : null,
          date_end: draft.end ? dayjs(draft.end) : null,
        }}
        onFinish={(values) => void handleSubmit(values)}
        onValuesChange={() => setServerError(null)}
      >
        {transfer ? (
          <Typography.Paragraph>
            Переносятся {countRu(replaces.length, DAY_FORMS)}: {formatDate(replaces[0]!.date)} —{' '}
            {formatDate(replaces[replaces.length - 1]!.date)}. Старые дни останутся в календаре как
            перенесенные.
          </Typography.Paragraph>
        ) : null}
        <Form.Item
          name="type_id"
          label="Тип отпуска"
          rules={[{ required: true, message: 'Выберите тип отпуска' }]}
        >
          <Select options={TYPE_OPTIONS} disabled={transfer} />
        </Form.Item>
        <div className="vac-plan-modal__dates">
          <Form.Item
            name="date_start"
            label="Дата начала"
            rules={[{ required: true, message: 'Укажите дату начала' }]}
          >
            <DatePicker format={DISPLAY_DATE_FORMAT} className="vac-plan-modal__date" inputReadOnly={false} />
          </Form.Item>
          <Form.Item
            name="date_end"
            label="Дата окончания"
            rules={[{ required: true, message: 'Укажите дату окончания' }]}
          >
            <DatePicker format={DISPLAY_DATE_FORMAT} className="vac-plan-modal__date" />
          </Form.Item>
        </div>
        <Form.Item name="comment" label="Комментарий">
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <div aria-live="polite" data-testid="vac-plan-verdict">
          {verdict && !verdict.ok ? <Alert type="error" showIcon title={verdict.message} /> : null}
          {verdict?.ok ? (
            <Alert
              type={verdict.warning ? 'warning' : 'success'}
              showIcon
              title={`Дней отпуска: ${verdict.dates.length}`}
              description={verdict.warning ?? undefined}
            />
          ) : null}
        </div>
        {serverError ? (
          <Alert className="vac-plan-modal__error" type="error" showIcon title={serverError} role="alert" />
        ) : null}
        <Typography.Paragraph type="secondary" className="vac-plan-modal__hint">
          {VACATION_TEXTS.discuss}
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
