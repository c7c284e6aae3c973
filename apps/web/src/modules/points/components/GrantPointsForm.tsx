import { Alert, App, Button, Form, Input, InputNumber, Select } from 'antd';
import {
  POINTS_GRANT_MAX,
  POINTS_GRANT_REASONS,
  pointsGrantBodySchema,
  type PointsGrantBody,
} from '@intranet/contracts/points/points';
import { useState } from 'react';
import { ApiError, type FieldErrors } from '../../../api/api-error.ts';
import { PersonPicker } from '../../../ui/PersonPicker.tsx';
import { applyFieldErrors, validateWithSchema } from '../../../ui/form-validation.ts';
import type { PersonOption } from '../../../ui/people-search.ts';
import { countRu } from '../../../ui/plural.ts';
import { newRequestKey, POINT_FORMS } from '../points.helpers.ts';
import { pointsPeople, useGrantPoints } from '../points.api.ts';

interface FormValues {
  people?: PersonOption[];
  amount?: number | null;
  reason?: PointsGrantBody['reason'];
  comment?: string;
}

/** HR's grant: one person or several, an amount, a reason from the list and a comment. */
export function GrantPointsForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [summary, setSummary] = useState<string[]>([]);
  // One key per filled form: a second click or a resend after a lost answer grants nothing twice.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const grant = useGrantPoints();

  function showErrors(errors: FieldErrors) {
    const { user_ids: people, ...rest } = errors;
    setSummary(applyFieldErrors(form, people ? { ...rest, people } : rest));
  }

  async function handleSubmit() {
    const values = form.getFieldsValue(true) as FormValues;
    const body = {
      user_ids: (values.people ?? []).map((person) => person.value),
      amount: values.amount ?? undefined,
      reason: values.reason,
      comment: values.comment?.trim() || undefined,
      request_key: requestKey,
    };
    const checked = validateWithSchema(pointsGrantBodySchema, body);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setSummary([]);
    try {
      const { data } = await grant.mutateAsync(checked.data);
      void message.success(
        `Начислено ${countRu(checked.data.amount, POINT_FORMS)}: ${countRu(data.granted, ['сотруднику', 'сотрудникам', 'сотрудникам'])}`,
      );
      form.resetFields();
      setRequestKey(newRequestKey());
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) showErrors(error.fieldErrors);
    }
  }

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      className="points-grant-form"
      onFinish={() => void handleSubmit()}
      onValuesChange={() => setSummary([])}
      initialValues={{ people: [], amount: null }}
    >
      {summary.length ? (
        <Alert type="error" showIcon title={summary.join(' ')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item name="people" label="Сотрудники" required>
        <PersonPicker multiple source={pointsPeople} placeholder="Начните вводить фамилию" />
      </Form.Item>
      <Form.Item name="amount" label="Количество баллов" required>
        <InputNumber min={1} max={POINTS_GRANT_MAX} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="reason" label="Причина" required>
        <Select
          placeholder="Выберите причину"
          options={POINTS_GRANT_REASONS.map((reason) => ({ value: reason.value, label: reason.label }))}
        />
      </Form.Item>
      <Form.Item name="comment" label="Комментарий" extra="Сотрудник увидит его в истории баллов">
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={grant.isPending}>
        Начислить
      </Button>
    </Form>
  );
}
