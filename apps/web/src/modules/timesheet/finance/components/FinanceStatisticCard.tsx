import { DownloadOutlined, MailOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { JobRun } from '@intranet/contracts';
import { organisationEndpoints } from '@intranet/contracts/organisation/endpoints';
import type { Dayjs } from 'dayjs';
import { App, Button, Card, Checkbox, DatePicker, Form, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../../api/api-error.ts';
import { endpointQuery } from '../../../../api/endpoint-client.ts';
import { formatDate, DISPLAY_DATE_FORMAT, toWireDate } from '../../../../ui/date-format.ts';
import { JobProgress } from '../../../../ui/JobProgress.tsx';
import {
  useCancelFinance,
  useDownloadFinance,
  useFinanceCheck,
  useNotifyServiceOwners,
  useStartFinance,
} from '../finance.api.ts';

interface AdvancedValues {
  period?: [Dayjs, Dayjs];
  company_ids?: number[];
  all_statuses?: boolean;
}

function periodOf(run: JobRun): string {
  const params = run.params as { date_start?: string; date_end?: string };
  return params.date_start && params.date_end
    ? `${formatDate(params.date_start)} – ${formatDate(params.date_end)}`
    : '';
}

/** The period, companies and statuses of «Сформировать с параметрами». */
function AdvancedForm({
  onStart,
  starting,
}: {
  onStart: (values: AdvancedValues) => void;
  starting: boolean;
}) {
  const [form] = Form.useForm<AdvancedValues>();
  const companies = useQuery({
    ...endpointQuery(organisationEndpoints.companies),
    select: (envelope) => envelope.data,
  });
  return (
    <Form form={form} layout="vertical" onFinish={onStart} className="ts-finance__form">
      <Form.Item name="period" label="Период" rules={[{ required: true, message: 'Выберите период' }]}>
        <DatePicker.RangePicker format={DISPLAY_DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="company_ids" label="Компании (пусто — все)">
        <Select
          mode="multiple"
          allowClear
          loading={companies.isPending}
          options={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
          optionFilterProp="label"
          placeholder="Все компании"
        />
      </Form.Item>
      <Form.Item name="all_statuses" valuePropName="checked">
        <Checkbox>Учитывать несогласованное время</Checkbox>
      </Form.Item>
      <Button htmlType="submit" loading={starting}>
        Сформировать за период
      </Button>
    </Form>
  );
}

/**
 * Finance statistics on the TimeSheet settings tab: «Сформировать», the progress of the run
 * live, then «Скачать архив» (which returns the export to its default state) and a notice to service owners.
 */
export function FinanceStatisticCard() {
  const { message } = App.useApp();
  const check = useFinanceCheck();
  const start = useStartFinance();
  const cancel = useCancelFinance();
  const download = useDownloadFinance();
  const notify = useNotifyServiceOwners();
  const [advanced, setAdvanced] = useState(false);

  const run = check.data?.run ?? null;
  const state = check.data?.state ?? 'default';

  const handleStart = (values: AdvancedValues | null) => {
    const payload = values?.period
      ? {
          date_start: toWireDate(values.period[0]),
          date_end: toWireDate(values.period[1]),
          company_ids: values.company_ids ?? [],
          approved_only: !values.all_statuses,
        }
      : null;
    start.mutate(payload, {
      onSuccess: () => setAdvanced(false),
      onError: (error) => {
        // 409 «Задача уже выполняется» and period errors are said in place; others by the global dialog.
        if (error instanceof ApiError && (error.status === 409 || error.status === 400))
          void message.error(error.message);
      },
    });
  };

  const handleNotify = () =>
    notify.mutate(undefined, {
      onSuccess: (envelope) =>
        void message.success(
          envelope.data.notified
            ? `Уведомлено владельцев сервисов: ${envelope.data.notified}`
            : 'За период нет сервисов с перенесёнными часами',
        ),
    });

  return (
    <Card size="small" title="Финансовая статистика" className="ts-finance">
      {check.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Архив для финансового отдела: часы по проектам и сотрудникам, перенос на сервисы и итоги по
            компаниям. По умолчанию — согласованное время за прошлый месяц.
          </Typography.Paragraph>
          {run && (
            <div>
              <Typography.Text strong>Последняя выгрузка: {periodOf(run)}</Typography.Text>
              <JobProgress run={run} onCancel={() => cancel.mutate(run.id)} cancelling={cancel.isPending} />
            </div>
          )}
          <Space wrap>
            {state === 'done' && run ? (
              <>
                <Button
                  type="primary"
                  icon={<DownloadOutlined />}
                  loading={download.isPending}
                  onClick={() => download.mutate(run)}
                >
                  Скачать архив
                </Button>
                <Button icon={<MailOutlined />} loading={notify.isPending} onClick={handleNotify}>
                  Уведомить владельцев сервисов
                </Button>
              </>
            ) : (
              <Button
                type="primary"
                disabled={state === 'in_progress'}
                loading={start.isPending && !advanced}
                onClick={() => handleStart(null)}
              >
                Сформировать
              </Button>
            )}
            {state !== 'in_progress' && (
              <Button type="link" onClick={() => setAdvanced((open) => !open)}>
                {advanced ? 'Скрыть параметры' : 'С параметрами…'}
              </Button>
            )}
          </Space>
          {advanced && state !== 'in_progress' && (
            <AdvancedForm onStart={handleStart} starting={start.isPending} />
          )}
        </Space>
      )}
    </Card>
  );
}
