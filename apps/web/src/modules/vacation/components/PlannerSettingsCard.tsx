import { Alert, App, Button, Card, DatePicker, Form, InputNumber, Typography } from 'antd';
import { vacationSettingsSchema, type VacationSettingsView } from '@intranet/contracts';
import { useEffect, useState } from 'react';
import { ApiError, isCancelled } from '../../../api/api-error.ts';
import { DISPLAY_DATE_FORMAT, toWireDate } from '../../../ui/date-format.ts';
import { dayjs } from '../../../ui/dayjs-setup.ts';
import { applyFieldErrors, zodFieldRule } from '../../../ui/form-validation.ts';
import type { PersonOption } from '../../../ui/people-search.ts';
import { PersonPicker } from '../../../ui/PersonPicker.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { vacationPeople } from '../vacation.api.ts';
import { useSaveVacationSettings, useVacationSettings } from '../vacation-admin.api.ts';

interface SettingsValues {
  vacation_lead_days?: number | null;
  vacation_override_date?: dayjs.Dayjs | null;
  vacation_next_year_opens?: dayjs.Dayjs | null;
  vacation_annual_days?: number | null;
  vacation_next_year_users?: PersonOption[];
}

/** «ММ-ДД» is kept on a leap year so 29 February can be chosen. */
const MONTH_DAY_YEAR = 2000;

function toFormValues(view: VacationSettingsView): SettingsValues {
  return {
    vacation_lead_days: view.vacation_lead_days,
    vacation_override_date: view.vacation_override_date ? dayjs(view.vacation_override_date) : null,
    vacation_next_year_opens: dayjs(`${MONTH_DAY_YEAR}-${view.vacation_next_year_opens}`),
    vacation_annual_days: view.vacation_annual_days,
    vacation_next_year_users: view.next_year_people.map((person) => ({
      value: person.id,
      label: person.full_name,
    })),
  };
}

/** The planner's business constants (values the screens do not show, and the fixed next-year list). */
export function PlannerSettingsCard() {
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsValues>();
  const settings = useVacationSettings();
  const save = useSaveVacationSettings();
  const [summary, setSummary] = useState<string | null>(null);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(toFormValues(settings.data));
  }, [settings.data, form]);

  async function handleSave(values: SettingsValues) {
    setSummary(null);
    try {
      await save.mutateAsync({
        vacation_lead_days: values.vacation_lead_days ?? 0,
        vacation_override_date: values.vacation_override_date
          ? toWireDate(values.vacation_override_date)
          : '',
        vacation_next_year_opens: (
          values.vacation_next_year_opens ?? dayjs(`${MONTH_DAY_YEAR}-11-01`)
        ).format('MM-DD'),
        vacation_annual_days: values.vacation_annual_days ?? 0,
        vacation_next_year_users: (values.vacation_next_year_users ?? []).map((person) => person.value),
      });
      void message.success('Настройки сохранены');
    } catch (error) {
      if (isCancelled(error) || !(error instanceof ApiError)) return;
      const rest = error.fieldErrors ? applyFieldErrors(form, error.fieldErrors) : [error.message];
      setSummary(rest.length ? rest.join(' ') : null);
    }
  }

  return (
    <QueryState query={settings} rows={6} error="Не удалось загрузить настройки">
      {() => (
        <Card title="Параметры планирования" className="vac-settings__card">
          <Form
            form={form}
            name="vacation-settings"
            layout="vertical"
            onFinish={(values) => void handleSave(values)}
            className="vac-settings__form"
          >
            {summary ? <Alert type="error" showIcon title={summary} /> : null}
            <Form.Item
              name="vacation_lead_days"
              label="Дней до изменения отпуска"
              extra="Сотрудник меняет дни отпуска не раньше чем через столько дней (плюс один). Администраторы отпусков — с начала года."
              rules={[zodFieldRule(vacationSettingsSchema.shape.vacation_lead_days, undefined)]}
            >
              <InputNumber min={0} max={365} precision={0} suffix="дн." />
            </Form.Item>
            <Form.Item
              name="vacation_override_date"
              label="Особая дата начала изменений"
              extra="Пока эта дата не наступила, изменения возможны только с нее. Оставьте пустой, если не нужна."
            >
              <DatePicker format={DISPLAY_DATE_FORMAT} allowClear placeholder="Не задана" />
            </Form.Item>
            <Form.Item
              name="vacation_next_year_opens"
              label="Планирование следующего года открывается"
              extra="Каждый год с этого дня сотрудники видят и планируют следующий год."
              rules={[{ required: true, message: 'Укажите день' }]}
            >
              <DatePicker format="D MMMM" picker="date" allowClear={false} />
            </Form.Item>
            <Form.Item
              name="vacation_annual_days"
              label="Оплачиваемых дней отпуска в году"
              rules={[zodFieldRule(vacationSettingsSchema.shape.vacation_annual_days, undefined)]}
            >
              <InputNumber min={1} max={100} precision={0} suffix="дн." />
            </Form.Item>
            <Form.Item
              name="vacation_next_year_users"
              label="Всегда планируют следующий год"
              extra="Сотрудники, которым планирование следующего года открыто в любой день."
            >
              <PersonPicker multiple source={vacationPeople} placeholder="Начните вводить фамилию" />
            </Form.Item>
            <Typography.Paragraph type="secondary">
              Все изменения записываются в журнал аудита.
            </Typography.Paragraph>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Сохранить
            </Button>
          </Form>
        </Card>
      )}
    </QueryState>
  );
}
