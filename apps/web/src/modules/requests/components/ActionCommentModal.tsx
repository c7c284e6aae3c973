import { Form, Input, Modal } from 'antd';
import { ApiError } from '../../../api/api-error.ts';

/** Longest comment of an action (bpTransitionBodySchema). */
const COMMENT_MAX = 2000;

/**
 * An action's dialog: the comment it requires (a rejection's reason), sent with the action. A field error on
 * `comment` stays in the dialog; anything else (the record moved on: 409) is the error dialog's, and the dialog
 * closes so the page shows the new state. Every kind's buttons use it (RequestActions, the gift shop's).
 */
export function ActionCommentModal({
  action,
  danger = false,
  pending,
  onSubmit,
  onClose,
}: {
  action: { label: string };
  danger?: boolean;
  pending: boolean;
  onSubmit: (comment: string) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ comment: string }>();
  const handleFinish = async ({ comment }: { comment: string }) => {
    try {
      await onSubmit(comment.trim());
    } catch (error) {
      const messages = error instanceof ApiError ? error.fieldErrors?.comment : undefined;
      if (messages) form.setFields([{ name: 'comment', errors: messages }]);
      else onClose();
    }
  };
  return (
    <Modal
      open
      title={action.label}
      okText={action.label}
      okButtonProps={{ danger }}
      cancelText="Отмена"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void handleFinish(values)}>
        <Form.Item
          name="comment"
          label="Комментарий"
          rules={[{ required: true, whitespace: true, message: 'Укажите комментарий' }]}
        >
          <Input.TextArea rows={4} maxLength={COMMENT_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
