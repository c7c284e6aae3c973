import { BellOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { ApiError, messageOf } from '../../../../api/api-error.ts';
import { countRu } from '../../../../ui/plural.ts';
import type { ReportRequest } from '../report-helpers.ts';
import { useNotifyUnfilled } from '../reports.api.ts';

/** «Напомнить сотрудникам»: the people of the unfilled report get a notification and an e-mail. */
export function UnfilledNoticeButton({ request, people }: { request: ReportRequest; people: number }) {
  const { message } = App.useApp();
  const notify = useNotifyUnfilled();

  async function handleConfirm() {
    try {
      const { data } = await notify.mutateAsync(request);
      void message.success(
        `Напоминание отправлено: ${countRu(data.notified, ['сотруднику', 'сотрудникам', 'сотрудникам'])}, писем: ${data.emailed}`,
      );
    } catch (error) {
      const text = error instanceof ApiError ? messageOf(error.body) : undefined;
      void message.error(
        text ? `Не удалось отправить напоминание: ${text}` : 'Не удалось отправить напоминание',
      );
    }
  }

  return (
    <Popconfirm
      title="Напомнить о заполнении?"
      description={`Уведомление и письмо получат ${countRu(people, ['сотрудник', 'сотрудника', 'сотрудников'])} из отчета.`}
      okText="Отправить"
      cancelText="Отмена"
      onConfirm={handleConfirm}
    >
      <Button icon={<BellOutlined />} loading={notify.isPending}>
        Напомнить сотрудникам
      </Button>
    </Popconfirm>
  );
}
