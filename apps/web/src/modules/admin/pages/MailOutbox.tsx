import { MAIL_STATE_LABELS, type MailMessage, type MailState } from '@intranet/contracts';
import { App, Button, Empty, Form, Grid, Input, Space, Table, Tag, Typography } from 'antd';
import { ApiError } from '../../../api/api-error.ts';
import { formatDateTime } from '../../../ui/date-format.ts';
import { useTablePaging } from '../../../ui/use-table-paging.ts';
import { useMailOutbox, useSendTestMail } from '../admin.api.ts';

const PAGE_SIZES = [20, 50, 100];
const STATE_COLORS: Record<MailState, string> = {
  queued: 'blue',
  sent: 'green',
  logged: 'default',
  failed: 'red',
};

/** A letter to check the SMTP settings (POST /api/mail/test). */
function TestMailForm() {
  const [form] = Form.useForm<{ to: string }>();
  const { message } = App.useApp();
  const send = useSendTestMail();
  // On a phone the label goes above the field: inline, the two do not fit in 360 px.
  const wide = Grid.useBreakpoint().sm ?? true;
  const submit = (values: { to: string }) =>
    send.mutateAsync(values.to.trim()).then(
      () => {
        void message.success('Тестовое письмо поставлено в очередь');
        form.resetFields();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.fieldErrors?.to)
          form.setFields([{ name: 'to', errors: error.fieldErrors.to }]);
      },
    );
  return (
    <Form form={form} layout={wide ? 'inline' : 'vertical'} onFinish={(values) => void submit(values)}>
      <Form.Item
        name="to"
        label="Тестовое письмо на адрес"
        rules={[{ required: true, type: 'email', message: 'Введите адрес электронной почты' }]}
      >
        <Input
          type="email"
          autoComplete="email"
          placeholder="name@company.ru"
          style={{ width: wide ? 260 : '100%' }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          Отправить
        </Button>
      </Form.Item>
    </Form>
  );
}

/** The portal's outgoing e-mail, newest first (GET /api/mail): sent, logged without SMTP, or failed. */
export function MailOutbox() {
  const { page, perPage, pagination } = useTablePaging(PAGE_SIZES);
  const query = useMailOutbox(page, perPage);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Письма уходят через SMTP-сервер из настройки SMTP_URL. Пока он не задан, письма только записываются
        сюда и в журнал сервера.
      </Typography.Paragraph>
      <TestMailForm />
      <Table<MailMessage>
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.data ?? []}
        scroll={{ x: 720 }}
        locale={{ emptyText: <Empty description="Писем пока не было" /> }}
        pagination={pagination(query.data?.meta.total ?? 0)}
        columns={[
          {
            title: 'Создано',
            dataIndex: 'created_at',
            width: 150,
            render: (value: string) => formatDateTime(value),
          },
          { title: 'Кому', dataIndex: 'to', width: 220, render: (to: string[]) => to.join(', ') },
          {
            title: 'Тема',
            dataIndex: 'subject',
            render: (subject: string, mail) => (
              <Space direction="vertical" size={2}>
                <Typography.Text strong>{subject}</Typography.Text>
                <Typography.Paragraph
                  type="secondary"
                  ellipsis={{ rows: 2, expandable: true, symbol: 'ещё' }}
                  style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}
                >
                  {mail.text}
                </Typography.Paragraph>
              </Space>
            ),
          },
          {
            title: 'Состояние',
            dataIndex: 'state',
            width: 200,
            render: (state: MailState, mail) => (
              <Space direction="vertical" size={2}>
                <Tag color={STATE_COLORS[state]}>{MAIL_STATE_LABELS[state]}</Tag>
                {mail.sent_at && (
                  <Typography.Text type="secondary">{formatDateTime(mail.sent_at)}</Typography.Text>
                )}
                {mail.error && <Typography.Text type="danger">{mail.error}</Typography.Text>}
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
