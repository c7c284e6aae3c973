import { Alert, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { balanceCommentSchema, balanceDaysSchema, type RemainingDaysRow } from '@intranet/contracts';
import { useEffect, useState } from 'react';
import { ApiError, isCancelled } from '../../../api/api-error.ts';
import { applyFieldErrors, zodFieldRule } from '../../../ui/form-validation.ts';
import { useCorrectBalance } from '../vacation-admin.api.ts';

interface CorrectionValues {
  accumulated?: number | null;
  comment?: string;
}

interface BalanceCorrectionModalProps {
  row: RemainingDaysRow | null;
  onClose: () => void;
}

/** Sets the days carried into the year, with the reason; the change is audited on the server. */
export function BalanceCorrectionModal({ row, onClose }: BalanceCorrectionModalProps) {
  const [form] = Form.useForm<CorrectionValues>();
  const correct = useCorrectBalance();
  const [summary, setSummary] = useState<string | null>(null);

  useEffect(() => {
    if (!row) return;
    form.resetFields();
    setSummary(null);
    form.setFieldsValue({ accumulated: row.accumulated, comment: '' });
  }, [row, form]);

  async function handleSave(values: CorrectionValues) {
    if (!row) return;
    setSummary(null);
    try {
      await correct.mutateAsync({
        userId: row.user.id,
        year: row.year,
        accumulated: values.accumulated ?? 0,
        comment: values.comment ?? '',
      });
      onClose();
    } catch (error) {
      if (isCancelled(error) || !(error instanceof ApiError)) return;
      const rest = error.fieldErrors ? applyFieldErrors(form, error.fieldErrors) : [error.message];
      setSummary(rest.length ? rest.join(' ') : null);
    }
  }

  return (
    <Modal
      open={row !== null}
      title="Корректировка остатка"
      okText="Сохранить"
      cancelText="Отмена"
      confirmLoading={correct.isPending}
      onOk={() => form.submit()}
      onCancel={() => !correct.isPending && onClose()}
      forceRender
    >
      {row ? (
        <Typography.Paragraph>
          {row.user.full_name}, {row.year} год. Сейчас доступно на 31 декабря: {row.available} дн.
        </Typography.Paragraph>
      ) : null}
      <Form
        form={form}
        name="balance-correction"
        layout="vertical"
        onFinish={(values) => void handleSave(values)}
      >
        {summary ? <Alert type="error" showIcon title={summary} /> : null}
        <Form.Item
          name="accumulated"
          label="Перенесено с прошлых лет"
          extra="В расчет остатка идет не больше 14 перенесенных дней."
          required
          rules={[zodFieldRule(balanceDaysSchema, undefined)]}
        >
          <InputNumber min={0} max={365} step={0.5} precision={2} suffix="дн." />
        </Form.Item>
        <Form.Item
          name="comment"
          label="Причина корректировки"
          required
          rules={[zodFieldRule(balanceCommentSchema)]}
        >
          <Input.TextArea
            rows={3}
            maxLength={1000}
            placeholder="Например, данные кадровой системы на 1 января"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
