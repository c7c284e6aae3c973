import {
  DIRECTORY_CHANGE_KINDS,
  DIRECTORY_FIELD_LABELS,
  DIRECTORY_SYNC_INTERVALS,
  type DirectoryChange,
  type DirectoryRun,
  type DirectorySettings,
  type DirectoryTestResult,
} from '@intranet/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { formatDateTime } from '../../ui/date-format.ts';
import { QueryState } from '../../ui/QueryState.tsx';
import {
  useDirectoryRun,
  useDirectoryRuns,
  useDirectorySettings,
  useSetDirectorySchedule,
  useStartDirectoryRun,
  useTestDirectory,
} from './directory.api.ts';

const KIND_COLORS: Record<DirectoryChange['kind'], string> = {
  created: 'green',
  updated: 'blue',
  fired: 'red',
  restored: 'gold',
};
const kindLabel = (kind: DirectoryChange['kind']) =>
  DIRECTORY_CHANGE_KINDS.find((item) => item.value === kind)?.label ?? kind;
const STATUS = {
  running: { color: 'processing', label: 'Выполняется' },
  completed: { color: 'success', label: 'Завершен' },
  failed: { color: 'error', label: 'Ошибка' },
} as const;

const yesNo = (value: boolean) => (value ? 'Да' : 'Нет');
const shown = (value: string | null) => value ?? '—';

/** The connection as the server is configured (environment variables); the password only as set / not set. */
function ConnectionCard({ settings }: { settings: DirectorySettings }) {
  if (!settings.configured)
    return (
      <Alert
        type="info"
        showIcon
        message="Каталог AD/LDAP не подключен"
        description="Задайте LDAP_URL и параметры подключения в окружении сервера (см. руководство администратора). До тех пор все входят по паролю портала."
      />
    );
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'url', label: 'Сервер', children: shown(settings.url) },
        { key: 'bind', label: 'Служебная учетная запись', children: shown(settings.bind_dn) },
        {
          key: 'password',
          label: 'Пароль служебной записи',
          children: settings.password_set ? 'Задан' : 'Не задан',
        },
        { key: 'base', label: 'Где искать (base DN)', children: shown(settings.base_dn) },
        { key: 'user', label: 'Фильтр входа', children: <code>{settings.user_filter}</code> },
        { key: 'people', label: 'Фильтр сотрудников', children: <code>{settings.people_filter}</code> },
        { key: 'tls', label: 'StartTLS', children: yesNo(settings.starttls) },
        { key: 'ca', label: 'Сертификат CA', children: shown(settings.tls_ca_file) },
        { key: 'timeout', label: 'Тайм-аут', children: `${settings.timeout_seconds} с` },
        { key: 'login', label: 'Атрибут логина', children: settings.login_attribute },
        { key: 'id', label: 'Идентификатор записи', children: settings.id_attribute },
        { key: 'disabled', label: 'Отключенная учетная запись', children: settings.disabled_rule },
        { key: 'hire', label: 'Атрибут даты приема', children: shown(settings.hire_date_attribute) },
      ]}
    />
  );
}

function TestResult({ result }: { result: DirectoryTestResult }) {
  return (
    <Alert
      role="status"
      type={result.outcome === 'ok' ? 'success' : 'error'}
      showIcon
      message={result.message}
      description={`Проверка заняла ${new Intl.NumberFormat('ru-RU').format(result.duration_ms)} мс`}
    />
  );
}

/** One run's changes: new people, changed fields old → new, leavers. */
function RunChanges({ id }: { id: number }) {
  const query = useDirectoryRun(id);
  return (
    <QueryState query={query} rows={3}>
      {({ data: run }) =>
        run.error ? (
          <Alert type="error" showIcon message={run.error} />
        ) : run.changes.length === 0 ? (
          <Empty description="Изменений нет: данные портала совпадают с каталогом" />
        ) : (
          <ul
            className="directory-changes"
            aria-label={`Изменения прогона от ${formatDateTime(run.started_at)}`}
          >
            {run.changes.map((change) => (
              <li key={change.id} style={{ marginBottom: 8 }}>
                <Tag color={KIND_COLORS[change.kind]}>{kindLabel(change.kind)}</Tag>
                <Typography.Text strong>{change.full_name}</Typography.Text>{' '}
                <Typography.Text type="secondary">({change.login})</Typography.Text>
                {change.fields.length > 0 && (
                  <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                    {change.fields.map((field) => (
                      <li key={field.field}>
                        {DIRECTORY_FIELD_LABELS[field.field]}: {field.old ?? '—'} → {field.new ?? '—'}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}

function RunsTable({ expanded, onExpand }: { expanded: number[]; onExpand: (ids: number[]) => void }) {
  const query = useDirectoryRuns();
  return (
    <QueryState
      query={query}
      empty="Синхронизация еще не запускалась"
      isEmpty={(data) => data.data.length === 0}
    >
      {({ data }) => (
        <Table<DirectoryRun>
          rowKey="id"
          size="small"
          dataSource={data}
          pagination={false}
          scroll={{ x: 760 }}
          expandable={{
            expandedRowKeys: expanded,
            onExpandedRowsChange: (keys) => onExpand(keys.map(Number)),
            // The changes stay in view on a phone while the table's columns scroll sideways.
            expandedRowRender: (run) => (
              <div style={{ position: 'sticky', left: 16, maxWidth: 'calc(100vw - 96px)' }}>
                <RunChanges id={run.id} />
              </div>
            ),
          }}
          columns={[
            {
              title: 'Начат',
              dataIndex: 'started_at',
              width: 150,
              render: (value: string) => formatDateTime(value),
            },
            {
              title: 'Вид',
              key: 'kind',
              render: (_, run) => (
                <>
                  {run.dry_run ? 'Пробный прогон' : 'Синхронизация'}
                  <br />
                  <Typography.Text type="secondary">
                    {run.trigger === 'schedule'
                      ? 'По расписанию'
                      : (run.started_by?.full_name ?? 'Администратор')}
                  </Typography.Text>
                </>
              ),
            },
            {
              title: 'Статус',
              dataIndex: 'status',
              render: (status: DirectoryRun['status']) => (
                <Tag color={STATUS[status].color}>{STATUS[status].label}</Tag>
              ),
            },
            { title: 'Прочитано', dataIndex: 'people_read', align: 'right' },
            { title: 'Новые', dataIndex: 'created', align: 'right' },
            { title: 'Изменены', dataIndex: 'updated', align: 'right' },
            { title: 'Уволены', dataIndex: 'fired', align: 'right' },
            { title: 'Снова активны', dataIndex: 'restored', align: 'right' },
          ]}
        />
      )}
    </QueryState>
  );
}

/** «Каталог AD/LDAP» of /admin: the connection, its test, a dry run and the sync, the schedule and the last runs. */
export function DirectoryAdminPanel() {
  const { message } = App.useApp();
  const settings = useDirectorySettings();
  const test = useTestDirectory();
  const start = useStartDirectoryRun();
  const schedule = useSetDirectorySchedule();
  const [expanded, setExpanded] = useState<number[]>([]);

  const run = (dryRun: boolean) =>
    start.mutateAsync(dryRun).then(
      ({ data }) => {
        setExpanded((ids) => [data.id, ...ids]);
        if (data.status === 'failed') void message.error(data.error ?? 'Синхронизация не удалась');
        else
          void message.success(
            dryRun ? 'Пробный прогон завершен: ничего не записано' : 'Синхронизация завершена',
          );
      },
      (error: unknown) =>
        void message.error(error instanceof ApiError ? error.message : 'Не удалось запустить'),
    );
  const confirmSync = () =>
    Modal.confirm({
      title: 'Синхронизировать с каталогом?',
      content: 'Новые сотрудники будут созданы, изменения записаны, отключенные в каталоге — уволены.',
      okText: 'Синхронизировать',
      cancelText: 'Отмена',
      onOk: () => run(false),
    });

  return (
    <QueryState query={settings} rows={8}>
      {({ data }) => (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Card title="Подключение к каталогу" size="small">
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              <ConnectionCard settings={data} />
              <Space wrap>
                <Button onClick={() => test.mutate()} loading={test.isPending} disabled={!data.configured}>
                  Проверить подключение
                </Button>
                <Button onClick={() => void run(true)} loading={start.isPending} disabled={!data.configured}>
                  Пробный прогон
                </Button>
                <Button
                  type="primary"
                  onClick={confirmSync}
                  loading={start.isPending}
                  disabled={!data.configured}
                >
                  Синхронизировать
                </Button>
              </Space>
              {test.data && <TestResult result={test.data.data} />}
            </Space>
          </Card>
          <Card title="Расписание" size="small">
            <Space wrap align="center">
              <label htmlFor="directory-interval">Синхронизировать по расписанию</label>
              <Select
                id="directory-interval"
                style={{ minWidth: 240 }}
                value={data.interval_hours}
                loading={schedule.isPending}
                options={DIRECTORY_SYNC_INTERVALS.map((option) => ({
                  value: option.value,
                  label: option.label,
                }))}
                onChange={(value: number) =>
                  schedule.mutateAsync(value).then(
                    () => void message.success('Расписание сохранено'),
                    (error: unknown) =>
                      void message.error(error instanceof ApiError ? error.message : 'Не удалось сохранить'),
                  )
                }
              />
            </Space>
          </Card>
          <Card title="Последние прогоны" size="small">
            <RunsTable expanded={expanded} onExpand={setExpanded} />
          </Card>
        </Space>
      )}
    </QueryState>
  );
}
