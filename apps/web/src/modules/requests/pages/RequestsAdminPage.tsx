import { Breadcrumb, Card, Space, Typography } from 'antd';
import { BP_KIND_LABELS, BP_KINDS, DESK_TEXTS, deskHandledFileName, type BpKind } from '@intranet/contracts';
import { requestsEndpoints as endpoints } from '@intranet/contracts/requests/endpoints';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAccess } from '../../../app/auth/session.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useTablePaging } from '../../../ui/use-table-paging.ts';
import { DeskCounts } from '../components/DeskCounts.tsx';
import { ExportButton } from '../components/ExportButton.tsx';
import { PAGE_SIZES, RequestsGrid, RequestsTable } from '../components/RequestsTable.tsx';
import { StatusNamesEditor } from '../components/StatusNamesEditor.tsx';
import { useDeskInbox, useDeskRequests, useRequestStatuses } from '../requests.api.ts';
import '../requests.css';

/** The filter of the handled requests from the address (a count's link). */
function useDeskFilter() {
  const [params] = useSearchParams();
  const kind = params.get('kind');
  const status = Number(params.get('status'));
  return {
    kind: BP_KINDS.includes(kind as BpKind) ? (kind as BpKind) : undefined,
    statusId: Number.isInteger(status) && status > 0 ? status : undefined,
  };
}

function Section({
  id,
  title,
  extra,
  children,
}: {
  id: string;
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="requests-page__section">
      <div className="requests-desk__section-head">
        <Typography.Title level={2} id={id} className="requests-page__heading">
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </section>
  );
}

function DeskInbox() {
  const { page, perPage, pagination } = useTablePaging(PAGE_SIZES);
  const query = useDeskInbox(page, perPage);
  return (
    <RequestsGrid
      query={query}
      pagination={pagination}
      label="Ожидают моего решения"
      empty="Заявок, ожидающих вашего решения, нет"
      dateOf="status_entered_at"
      withKind
    />
  );
}

/** The requests of the kinds the person handles, filtered by a count's link. */
function DeskRequests({ filter }: { filter: ReturnType<typeof useDeskFilter> }) {
  const { page, perPage, pagination } = useTablePaging(PAGE_SIZES);
  const query = useDeskRequests({ kind: filter.kind, status_id: filter.statusId }, page, perPage);
  return (
    <RequestsGrid
      query={query}
      pagination={pagination}
      label="Заявки по фильтру"
      empty="Заявок нет"
      withKind
    />
  );
}

/**
 * /services/admin/dashboard, the services admin desk (access key requests.desk: HR, assistants, the training
 * and dismissal administrators, administrators): what waits for me across the kinds (overdue first), the
 * counts of the kinds I handle with their requests, the education pages for its administrators, and for
 * administrators the overdue list of every request and the status names.
 */
export default function RequestsAdminPage() {
  const may = useAccess();
  const filter = useDeskFilter();
  const statuses = useRequestStatuses();
  const statusName = statuses.data?.find((status) => status.id === filter.statusId)?.name;
  const filterText = [filter.kind ? BP_KIND_LABELS[filter.kind] : 'Все мои виды', statusName]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="requests-page">
      <Breadcrumb items={[{ title: <Link to="/services">Заявки</Link> }, { title: 'Администрирование' }]} />
      <PageTitle title="Администрирование заявок" />
      <Section
        id="desk-inbox"
        title="Ожидают моего решения"
        extra={<ExportButton endpoint={endpoints.deskXlsx} fileName={DESK_TEXTS.inboxFile} />}
      >
        <DeskInbox />
      </Section>
      <Section id="desk-counts" title="Заявки по видам и статусам">
        <DeskCounts selected={filter} />
      </Section>
      <Section
        id="desk-requests"
        title={`Заявки: ${filterText}`}
        extra={
          <Space wrap>
            {filter.kind ? <Link to="?">Сбросить фильтр</Link> : null}
            <ExportButton
              endpoint={endpoints.deskRequestsXlsx}
              fileName={deskHandledFileName(filter.kind)}
              query={{ kind: filter.kind, status_id: filter.statusId }}
            />
          </Space>
        }
      >
        <DeskRequests key={`${filter.kind}-${filter.statusId}`} filter={filter} />
      </Section>
      {may('education.admin') ? (
        <Section id="desk-education" title="Обучение">
          <Space wrap size="large">
            <Link to="/services/admin/edict">Приказы</Link>
            <Link to="/services/admin/facilities">Учебные заведения</Link>
          </Space>
        </Section>
      ) : null}
      {may('requests.admin') ? (
        <>
          <Section
            id="requests-overdue"
            title="Просроченные заявки"
            extra={<ExportButton endpoint={endpoints.overdueXlsx} fileName={DESK_TEXTS.overdueFile} />}
          >
            <Typography.Paragraph type="secondary">
              Заявки всех видов, которые ждут в одном статусе дольше срока (настройка «Настройки портала»).
            </Typography.Paragraph>
            <RequestsTable
              list="overdue"
              label="Просроченные заявки"
              empty="Просроченных заявок нет"
              dateOf="status_entered_at"
            />
          </Section>
          <section aria-labelledby="requests-statuses" className="requests-page__section">
            <Card
              title={
                <Typography.Title level={2} id="requests-statuses" className="requests-page__heading">
                  Названия статусов
                </Typography.Title>
              }
            >
              <StatusNamesEditor />
            </Card>
          </section>
        </>
      ) : null}
    </div>
  );
}
