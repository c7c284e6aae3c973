import { EditOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Card, Descriptions, List, Result, Typography } from 'antd';
import {
  type Transfer,
  TRANSFER_FIELD_LABELS,
  TRANSFER_TYPE_LABELS,
  type TransferUser,
} from '@intranet/contracts';
import { Link, useNavigate, useParams } from 'react-router';
import { transfersEndpoints } from '@intranet/contracts/transfers/endpoints';
import { ApiError } from '../../../api/api-error.ts';
import { formatDate, formatDateTime } from '../../../ui/date-format.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { RequestActions } from '../../requests/components/RequestActions.tsx';
import { RequestHistory } from '../../requests/components/RequestHistory.tsx';
import { RequestStatusTag } from '../../requests/components/RequestStatusTag.tsx';
import { useRefreshKindOnRequestMoves, useRequest, useRequestTypes } from '../../requests/requests.api.ts';
import { useTransfer } from '../transfers.api.ts';
import '../transfers.css';

const dash = (value: string | null | undefined) => value || '—';

/** Where one person goes: the new company, manager, department, region, office, position and the document. */
function PersonCard({ person }: { person: TransferUser }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      title={person.user.full_name}
      className="transfer-view__person"
      items={[
        { key: 'company', label: 'Компания', children: dash(person.company?.name) },
        { key: 'manager', label: 'Руководитель', children: dash(person.manager?.full_name) },
        { key: 'department', label: 'Подразделение', children: dash(person.department?.name) },
        { key: 'position', label: 'Должность', children: dash(person.work_position) },
        { key: 'region', label: 'Регион', children: dash(person.region?.name) },
        { key: 'office', label: 'Офис', children: dash(person.office?.name) },
        {
          key: 'document',
          label: 'Документ',
          children: person.document ? (
            <a href={person.document.url} download={person.document.name}>
              {person.document.name}
            </a>
          ) : (
            '—'
          ),
        },
      ]}
    />
  );
}

function TransferCard({ transfer }: { transfer: Transfer }) {
  const navigate = useNavigate();
  // The engine's record carries the buttons; the desk sees transfers it has no step in (then no buttons).
  const request = useRequest(transfer.id);
  const waiting = transfer.assignees
    .map(({ person, on_behalf_of }) =>
      on_behalf_of ? `${person.full_name} — замещает ${on_behalf_of.full_name}` : person.full_name,
    )
    .join('; ');
  const edit = transfer.can_edit ? (
    <Button icon={<EditOutlined />} onClick={() => void navigate(`/services/transfer/${transfer.id}`)}>
      Изменить
    </Button>
  ) : null;
  return (
    <Card className="transfer-view">
      <div className="transfer-view__head">
        <Typography.Title level={1} className="transfer-view__title">
          {transfer.title}
        </Typography.Title>
        <RequestStatusTag status={transfer.status} />
      </div>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        className="transfer-view__fields"
        items={[
          { key: 'type', label: 'Тип перевода', children: TRANSFER_TYPE_LABELS[transfer.type] },
          {
            key: 'date',
            label: 'Дата перевода',
            children: transfer.date_of_admission ? formatDate(transfer.date_of_admission) : '—',
          },
          { key: 'author', label: 'Автор', children: transfer.author.full_name },
          { key: 'approver', label: 'Согласующий', children: dash(transfer.approver?.full_name) },
          ...(waiting ? [{ key: 'waiting', label: 'Ожидает решения', children: waiting }] : []),
          { key: 'created', label: 'Создана', children: formatDateTime(transfer.created_at) },
          ...(transfer.applied_at
            ? [
                {
                  key: 'applied',
                  label: 'Внесено в условия работы',
                  children: formatDateTime(transfer.applied_at),
                },
              ]
            : []),
          ...(transfer.comment ? [{ key: 'comment', label: 'Комментарий', children: transfer.comment }] : []),
        ]}
      />
      <Typography.Title level={2} className="transfer-view__heading">
        Сотрудники
      </Typography.Title>
      <List
        dataSource={transfer.users}
        rowKey="id"
        renderItem={(person) => (
          <List.Item>
            <PersonCard person={person} />
          </List.Item>
        )}
      />
      {request.data ? (
        <RequestActions request={{ ...request.data, can_edit: transfer.can_edit }} extra={edit} />
      ) : (
        edit && <div className="request-card__actions">{edit}</div>
      )}
    </Card>
  );
}

/**
 * /services/transfer/view/{id}: a transfer with its people, the engine's buttons (what the viewer may do
 * now), the edit while allowed, and the history.
 */
export default function TransferViewPage() {
  const id = Number(useParams().id);
  const query = useTransfer(id);
  const types = useRequestTypes();
  useRefreshKindOnRequestMoves(transfersEndpoints.one.module);
  useDocumentTitle(query.data ? `Заявка на перевод № ${query.data.id}` : 'Заявка на перевод');
  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404))
    return (
      <Result
        status="404"
        title="Заявка не найдена"
        subTitle="Её нет или она вам недоступна."
        extra={<Link to="/services-transfer">К заявкам на перевод</Link>}
      />
    );
  return (
    <div className="transfers-page">
      <Breadcrumb
        items={[
          { title: <Link to="/services-transfer">Перевод сотрудников</Link> },
          { title: `Заявка № ${id}` },
        ]}
      />
      <QueryState query={query} rows={8}>
        {(transfer) => (
          <>
            <TransferCard transfer={transfer} />
            <Card
              title={
                <Typography.Title level={2} className="transfer-view__heading">
                  История
                </Typography.Title>
              }
            >
              <RequestHistory
                id={transfer.id}
                type={types.data?.find((type) => type.kind === 'transfer')}
                fieldLabels={TRANSFER_FIELD_LABELS}
              />
            </Card>
          </>
        )}
      </QueryState>
    </div>
  );
}
