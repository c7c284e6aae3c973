import { EditOutlined, PaperClipOutlined } from '@ant-design/icons';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  Descriptions,
  Input,
  Modal,
  notification,
  Result,
  Typography,
} from 'antd';
import {
  countdownText,
  DISMISSAL_NOTICE_MS,
  DISMISSAL_TEXTS,
  DOCUMENT_STATUS_LABELS,
  EMPLOYMENT_RECORD_LABELS,
  type Dismissal,
  type DismissalStatus,
} from '@intranet/contracts/dismissal/dismissal';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { formatDate, formatDateTime } from '../../../ui/date-format.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { DismissalChat } from '../components/DismissalChat.tsx';
import { DismissalCheckListCard } from '../components/DismissalCheckListCard.tsx';
import { DismissalForm, dismissalFormValues } from '../components/DismissalForm.tsx';
import { DismissalPollPanel } from '../components/DismissalPollPanel.tsx';
import { DismissalStatusTag } from '../components/DismissalStatusTag.tsx';
import {
  downloadDismissalFile,
  useDismissal,
  useDismissalFields,
  useEditDismissal,
  useSetDismissalStatus,
} from '../dismissal.api.ts';
import '../dismissal.css';

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;
const number = (value: number) => new Intl.NumberFormat('ru-RU').format(value);

/** The status's buttons; one that needs a reason asks for it first. */
function StatusButtons({ application }: { application: Dismissal }) {
  const setStatus = useSetDismissalStatus(application.id);
  const [asking, setAsking] = useState<{ id: DismissalStatus; label: string } | null>(null);
  const [comment, setComment] = useState('');
  const send = async (status: DismissalStatus, text?: string) => {
    await setStatus.mutateAsync({ status, comment: text, updated_at: application.updated_at });
    notification.success({ title: 'Отправлено', duration: DISMISSAL_NOTICE_MS / 1000 });
  };
  const waiting = application.check_lists.some((list) =>
    list.subjects.some((subject) => subject.check === 1),
  );
  if (application.status.children.length === 0) return null;
  return (
    <div className="dismissal-actions">
      {application.status.children.map((child) => (
        <Button
          key={child.code}
          type={child.id === 2 || child.id === 5 ? 'primary' : 'default'}
          danger={child.id === 3 || child.id === 4}
          loading={setStatus.isPending}
          disabled={child.id === 5 && waiting}
          title={child.id === 5 && waiting ? DISMISSAL_TEXTS.waitingSubjects : undefined}
          onClick={() =>
            child.comment_required
              ? setAsking({ id: child.id as DismissalStatus, label: child.label })
              : void send(child.id as DismissalStatus)
          }
        >
          {child.label}
        </Button>
      ))}
      <Modal
        open={asking !== null}
        title={asking?.label}
        okText={asking?.label}
        cancelText="Отмена"
        okButtonProps={{ disabled: !comment.trim(), loading: setStatus.isPending }}
        onCancel={() => setAsking(null)}
        onOk={() =>
          void send(asking!.id, comment.trim()).then(() => {
            setAsking(null);
            setComment('');
          })
        }
      >
        <Input.TextArea
          aria-label="Комментарий"
          placeholder="Укажите причину"
          autoSize={{ minRows: 3 }}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </Modal>
    </div>
  );
}

/** What the intranet already knows about the leaver, and the countdown to the last day. */
function FactsCard({ application }: { application: Dismissal }) {
  const { facts } = application;
  const open = application.status.id === 1 || application.status.id === 2;
  return (
    <Card className="dismissal-card" size="small" title="Что известно о сотруднике">
      {open ? (
        <Alert
          type={facts.days_left <= 3 ? 'warning' : 'info'}
          showIcon
          title={countdownText(facts.days_left)}
          className="dismissal-card"
        />
      ) : null}
      <Descriptions
        size="small"
        layout="vertical"
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          {
            key: 'vacation',
            label: 'Неиспользованный отпуск на дату увольнения',
            children: facts.vacation_days === null ? '—' : `${number(facts.vacation_days)} дн.`,
          },
          {
            key: 'projects',
            label: 'Проекты сотрудника',
            children: facts.projects.length
              ? facts.projects.map((project) => (
                  <Link key={project.id} to={`/portfolio/${project.id}`} style={{ marginRight: 8 }}>
                    {project.title}
                  </Link>
                ))
              : 'нет',
          },
          {
            key: 'timesheet',
            label: 'TimeSheet: ждут согласования сотрудника / свои несогласованные',
            children: `${number(facts.timesheet_waiting)} / ${number(facts.timesheet_unapproved)}`,
          },
          {
            key: 'requests',
            label: 'Заявки, ожидающие сотрудника',
            children: number(facts.requests_waiting),
          },
        ]}
      />
    </Card>
  );
}

function ApplicationView({ application }: { application: Dismissal }) {
  const [editing, setEditing] = useState(false);
  const fields = useDismissalFields(editing);
  const edit = useEditDismissal();
  useDocumentTitle(`Увольнение: ${application.employee.full_name}`);
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {application.employee.full_name}
      </Typography.Title>
      <div className="dismissal-actions">
        <DismissalStatusTag status={application.status} />
        <Typography.Text type="secondary">
          № {application.id} · увольнение {formatDate(application.fire_date)}
        </Typography.Text>
        {application.can_edit && !editing ? (
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Изменить
          </Button>
        ) : null}
      </div>
      <StatusButtons application={application} />
      {editing && fields.data ? (
        <DismissalForm
          fields={fields.data}
          initial={dismissalFormValues(application)}
          submitLabel="Сохранить"
          onSubmit={async (body) => {
            await edit.mutateAsync({ ...body, id: application.id, updated_at: application.updated_at });
            notification.success({ title: DISMISSAL_TEXTS.saved, duration: DISMISSAL_NOTICE_MS / 1000 });
            setEditing(false);
          }}
        />
      ) : (
        <Card className="dismissal-card" size="small" title="Заявление">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 1, md: 2 }}
            items={[
              { key: 'position', label: 'Должность', children: dash(application.employee.work_position) },
              { key: 'manager', label: 'Руководитель', children: application.manager.full_name },
              { key: 'assistant', label: 'Ассистент', children: dash(application.assistant?.full_name) },
              {
                key: 'entity',
                label: 'Основное юридическое лицо',
                children: dash(application.default_legal_entity?.name),
              },
              {
                key: 'secondary',
                label: 'Дополнительные юридические лица',
                children: dash(application.secondary_legal_entities.map((entity) => entity.name).join(', ')),
              },
              { key: 'practice', label: 'Практика', children: dash(application.practice?.name) },
              { key: 'block', label: 'Блок', children: dash(application.block?.name) },
              {
                key: 'compensation',
                label: 'Компенсация отпуска, дней',
                children: dash(application.vacation_compensation),
              },
              { key: 'reason', label: 'Причина увольнения', children: dash(application.reason_for_leaving) },
              { key: 'distribution', label: 'Распределение', children: dash(application.distribution) },
              { key: 'feedback', label: 'Обратная связь', children: dash(application.feedback) },
              {
                key: 'documents',
                label: 'Статус документов',
                children: `${DOCUMENT_STATUS_LABELS[application.document_status as 1 | 2] ?? '—'}${
                  application.document_sending_date
                    ? `, ${formatDate(application.document_sending_date)}`
                    : ''
                }`,
              },
              {
                key: 'record',
                label: 'Трудовая книжка',
                children: application.employment_record
                  ? EMPLOYMENT_RECORD_LABELS[application.employment_record]
                  : '—',
              },
              {
                key: 'regions',
                label: 'Возврат документов из регионов',
                children: application.return_documents_from_regions ? 'Да' : 'Нет',
              },
              {
                key: 'info',
                label: 'Дополнительная информация',
                children: dash(application.additional_information),
              },
              { key: 'comment', label: 'Комментарий', children: dash(application.comment) },
              { key: 'details', label: 'Детали', children: dash(application.details) },
              {
                key: 'author',
                label: 'Создано',
                children: `${formatDateTime(application.created_at)}, ${application.author.full_name}`,
              },
              {
                key: 'files',
                label: 'Файлы',
                children: application.files.length
                  ? application.files.map((file) => (
                      <Button
                        key={file.id}
                        type="link"
                        size="small"
                        icon={<PaperClipOutlined />}
                        onClick={() => void downloadDismissalFile(application.id, file.id, file.name)}
                      >
                        {file.name}
                      </Button>
                    ))
                  : '—',
              },
            ]}
          />
        </Card>
      )}
      <FactsCard application={application} />
      <Typography.Title level={2} className="dismissal-heading">
        Чек-листы{' '}
        <Typography.Text type="secondary" className="dismissal-heading__count">
          решено {application.progress.decided} из {application.progress.total}
        </Typography.Text>
      </Typography.Title>
      <div className="dismissal-checklists">
        {application.check_lists.map((list) => (
          <DismissalCheckListCard key={`${list.id}:${list.comment ?? ''}`} list={list} />
        ))}
      </div>
      <DismissalPollPanel applicationId={application.id} />
      <DismissalChat applicationId={application.id} />
    </>
  );
}

/** /services/dismissing/{id} «Заявление на увольнение»: the fields, the buttons, the facts, the checklists. */
export default function DismissalPage() {
  const id = Number(useParams().id);
  const query = useDismissal(id);
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="dismissal-page">
      <Breadcrumb
        items={[
          { title: <Link to="/services/dismissing-list">Увольнение сотрудников</Link> },
          { title: `Заявление № ${Number.isInteger(id) ? id : ''}` },
        ]}
      />
      {missing ? (
        <Result status="404" title={DISMISSAL_TEXTS.notFound} />
      ) : (
        <QueryState query={query} rows={10}>
          {(application) => <ApplicationView application={application} />}
        </QueryState>
      )}
    </div>
  );
}
