import { Button, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { isAllowedLink } from './editor-extensions.ts';

interface LinkDialogProps {
  open: boolean;
  initialHref: string;
  /** The address to set, or null to remove the link. */
  onSubmit: (href: string | null) => void;
  onCancel: () => void;
}

/** Asks for a link's address: http(s), mailto or an address on this site. */
export function LinkDialog({ open, initialHref, onSubmit, onCancel }: LinkDialogProps) {
  const [form] = Form.useForm<{ href: string }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ href: initialHref });
  }, [open, initialHref, form]);

  return (
    <Modal
      open={open}
      title="Ссылка"
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        initialHref ? (
          <Button key="remove" danger onClick={() => onSubmit(null)}>
            Убрать ссылку
          </Button>
        ) : null,
        <Button key="cancel" onClick={onCancel}>
          Отмена
        </Button>,
        <Button key="ok" type="primary" onClick={() => form.submit()}>
          Применить
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onFinish={({ href }) => onSubmit(href.trim())}>
        <Form.Item
          name="href"
          label="Адрес"
          rules={[
            { required: true, whitespace: true, message: 'Введите адрес ссылки' },
            {
              validator: (_rule, value: string | undefined) =>
                !value || isAllowedLink(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error('Адрес должен начинаться с https://, http://, mailto: или /')),
            },
          ]}
        >
          <Input autoFocus placeholder="https://" inputMode="url" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
