import { EditOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Card, Descriptions, Result, Typography } from 'antd';
import type { BpRequestDetails, BpTypeWithRoutes } from '@intranet/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { formatDate, formatDateTime } from '../../../ui/date-format.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { RequestActions } from '../components/RequestActions.tsx';
import { RequestFormModal } from '../components/RequestFormModal.tsx';
import { RequestHistory } from '../components/RequestHistory.tsx';
import { RequestStatusTag } from '../components/RequestStatusTag.tsx';
import { useRequest, useRequestTypes } from '../requests.api.ts';
import { fieldValueText } from '../requests.helpers.ts';
import '../requests.css';

/** «Петров Пётр; Сидоров Иван — замещает Петров Пётр»: whom the request waits for now (as the history says it). */
function assigneesText(assignees: BpRequestDetails['assignees']): string {
  return assignees
    .map(({ person, on_behalf_of }) =>
      on_behalf_of ? `${person.full_name} — замещает ${on_behalf_of.full_name}` : person.full_name,
    )
    .join('; ');
}

function RequestCard({ request, type }: { request: BpRequestDetails; type: BpTypeWithRoutes | undefined }) {
  const [editing, setEditing] = useState(false);
  const fields = type?.form ?? [];
  // Fields of the record the form no longer names still show, under their key.
  const extra = Object.keys(request.data).filter((key) => !fields.some((field) => field.key === key));
  const items = [
    { key: 'type', label: 'Тип заявки', children: request.type_name },
    { key: 'status', label: 'Статус', children: <RequestStatusTag status={request.status} /> },
    { key: 'author', label: 'Автор', children: request.author.full_name },
    ...(request.responsible_user
      ? [{ key: 'responsible', label: 'Ответственный', children: request.responsible_user.full_name }]
      : []),
    ...(request.assignees.length > 0
      ? [{ key: 'assignees', label: 'Ожидает решения', children: assigneesText(request.assignees) }]
      : []),
    { key: 'created', label: 'Создана', children: formatDate(request.created_at) },
    { key: 'entered', label: 'В текущем статусе с', children: formatDateTime(request.status_entered_at) },
    ...fields.map((field) => ({
      key: `data.${field.key}`,
      label: field.label,
      children: fieldValueText(field, request.data[field.key]),
    })),
    ...extra.map((key) => ({
      key: `data.${key}`,
      label: key,
      children: fieldValueText({ type: 'text' }, request.data[key]),
    })),
  ];
  return (
    <Card className="request-card">
      <div className="request-card__head">
        <Typography.Title level={1} className="request-card__title">
          {request.title}
        </Typography.Title>
        <RequestStatusTag status={request.status} />
      </div>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        items={items}
        className="request-card__fields"
      />
      <RequestActions
        request={request}
        extra={
          request.can_edit ? (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              Изменить
            </Button>
          ) : null
        }
      />
      {editing ? (
        <RequestFormModal
          request={request}
          fields={fields}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      ) : null}
    </Card>
  );
}

/**
 * /services/requests/{id}: one request with its fields, its status, the actions the viewer may take now (from
 * the record's `abilities`), the author's edit while allowed, and its history.
 */
export default function RequestPage() {
  const id = Number(useParams().id);
  const query = useRequest(id);
  const types = useRequestTypes();
  useDocumentTitle(query.data ? `Заявка № ${query.data.id}` : 'Заявка');
  const notFound =
    !Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404);

  if (notFound)
    return (
      <Result
        status="404"
        title="Заявка не найдена"
        subTitle="Её нет или она вам недоступна."
        extra={<Link to="/services">К заявкам</Link>}
      />
    );

  return (
    <div className="requests-page">
      <Breadcrumb
        className="request-breadcrumb"
        items={[{ title: <Link to="/services">Заявки</Link> }, { title: `Заявка № ${id}` }]}
      />
      <QueryState query={query} rows={8}>
        {(request) => {
          const type = types.data?.find((candidate) => candidate.id === request.type_id);
          return (
            <>
              <RequestCard request={request} type={type} />
              <Card
                title={
                  <Typography.Title level={2} className="requests-page__heading">
                    История
                  </Typography.Title>
                }
              >
                <RequestHistory id={request.id} type={type} />
              </Card>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
