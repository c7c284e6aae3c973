import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../api/api-error.ts';

interface RejectModalProps {
  /** How many writes of how many people: «3 записи». */
  summary: string | null;
  onReject: (comment: string) => Promise<void>;
  onClose: () => void;
}

interface RejectValues {
  comment: string;
}

/** «Отклонить» asks why: the comment is required and reaches the employee's cells. */
export function RejectModal({ summary, onReject, onClose }: RejectModalProps) {
  const [form] = Form.useForm<RejectValues>();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (summary !== null) form.resetFields();
  }, [summary, form]);

  async function handleSubmit() {
    let values: RejectValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setPending(true);
    try {
      await onReject(values.comment.trim());
      onClose();
    } catch (error) {
      const messages = error instanceof ApiError ? error.fieldErrors?.comment : undefined;
      if (messages) form.setFields([{ name: 'comment', errors: messages }]);
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open={summary !== null}
      title="Отклонить"
      okText="Отклонить"
      okButtonProps={{ danger: true }}
      cancelText="Отмена"
      confirmLoading={pending}
      onOk={() => void handleSubmit()}
      onCancel={onClose}
      forceRender
    >
      {summary ? <p>{summary}</p> : null}
      <Form form={form} layout="vertical" onFinish={() => void handleSubmit()}>
        <Form.Item
          name="comment"
          label="Причина отклонения"
          rules={[{ required: true, whitespace: true, message: 'Укажите причину отклонения' }]}
        >
          <Input.TextArea rows={3} maxLength={1000} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
