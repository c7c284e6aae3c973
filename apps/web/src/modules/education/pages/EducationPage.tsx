import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Collapse, Empty, Select, Table, Typography } from 'antd';
import type { Education, EducationTypeId } from '@intranet/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../../app/auth/session.tsx';
import { KeyboardScrollable } from '../../../ui/KeyboardScrollable.tsx';
import { formatDate } from '../../../ui/date-format.ts';
import { PageTitle, useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { useTablePaging } from '../../../ui/use-table-paging.ts';
import { RequestStatusTag } from '../../requests/components/RequestStatusTag.tsx';
import { useRequestTypes } from '../../requests/requests.api.ts';
import { downloadEducationReport, useEdicts, useEducations, useWhichType } from '../education.api.ts';
import '../education.css';

const PAGE_SIZES = [20, 50, 100];

function periodText(row: Education): string {
  return row.period_date
    ? `${formatDate(row.period_date.date_start)} — ${formatDate(row.period_date.date_end)}`
    : '—';
}

/** The training department's rules, to read before filing. */
function Edicts() {
  const edicts = useEdicts();
  if (!edicts.data?.length) return null;
  return (
    <Collapse
      items={[
        {
          key: 'edicts',
          label: 'Приказы об обучении',
          children: edicts.data.map((edict) => (
            <section key={edict.id} className="education-edict">
              <Typography.Title level={3}>{edict.title}</Typography.Title>
              <Typography.Paragraph className="education-edict__body">{edict.body}</Typography.Paragraph>
            </section>
          )),
        },
      ]}
    />
  );
}

/**
 * /services/education: my education requests (the training department sees every one), filters by status and
 * type, «Новая заявка», the xlsx export for education.admin, and the edicts to read.
 */
export default function EducationPage() {
  useDocumentTitle('Обучение');
  const may = useAccess();
  const navigate = useNavigate();
  const [statusId, setStatusId] = useState<number | undefined>();
  const [typeId, setTypeId] = useState<EducationTypeId | undefined>();
  const { page, perPage, pagination } = useTablePaging(PAGE_SIZES);
  const filter = { status_id: statusId, type_id: typeId };
  const list = useEducations('list', { ...filter, page, per_page: perPage });
  const which = useWhichType();
  const types = useRequestTypes();
  const statuses = types.data?.find((type) => type.kind === 'education')?.statuses ?? [];
  const [exporting, setExporting] = useState(false);

  const handleExport = async () => {
    setExporting(true);
    try {
      await downloadEducationReport(filter, formatDate(new Date()));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="education-page">
      <PageTitle
        title="Обучение"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('/services/education/create/')}
          >
            Новая заявка
          </Button>
        }
      />
      <Edicts />
      <Card>
        <div className="education-toolbar" role="group" aria-label="Фильтры заявок">
          <Select
            aria-label="Статус"
            placeholder="Все статусы"
            allowClear
            value={statusId}
            onChange={setStatusId}
            options={statuses.map((status) => ({ value: status.id, label: status.name }))}
          />
          <Select
            aria-label="Вид обучения"
            placeholder="Все виды"
            allowClear
            value={typeId}
            onChange={setTypeId}
            options={(which.data?.education_types ?? []).map((type) => ({
              value: type.id,
              label: type.name,
            }))}
          />
          {may('education.admin') ? (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void handleExport()}>
              Выгрузить в Excel
            </Button>
          ) : null}
        </div>
        <KeyboardScrollable label="Заявки на обучение">
          <Table<Education>
            rowKey="id"
            size="middle"
            loading={list.isFetching}
            dataSource={list.data?.data ?? []}
            pagination={pagination(list.data?.meta.total ?? 0)}
            locale={{
              emptyText: (
                <Empty
                  description={list.isError ? 'Не удалось загрузить заявки' : 'Заявок на обучение нет'}
                />
              ),
            }}
            columns={[
              {
                key: 'title',
                title: 'Заявка',
                render: (_, row) => <Link to={`/services/education/${row.id}`}>{row.course}</Link>,
              },
              { key: 'type', title: 'Вид', dataIndex: 'type_name' },
              {
                key: 'facility',
                title: 'Учебное заведение',
                render: (_, row) => row.edu_facility?.name ?? '—',
              },
              { key: 'period', title: 'Период', render: (_, row) => periodText(row) },
              {
                key: 'status',
                title: 'Статус',
                render: (_, row) => <RequestStatusTag status={row.status} />,
              },
              { key: 'author', title: 'Автор', render: (_, row) => row.author.full_name },
              { key: 'created', title: 'Создана', render: (_, row) => formatDate(row.created_at) },
            ]}
          />
        </KeyboardScrollable>
      </Card>
    </div>
  );
}
