import { DeleteOutlined, EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Breadcrumb,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Modal,
  Popconfirm,
  Result,
  Typography,
} from 'antd';
import {
  CARD_COLORS,
  CARD_FIELD_LABELS,
  CARD_LANGS,
  CARD_ORIENTATIONS,
  type CardDetails,
} from '@intranet/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { cardsEndpoints } from '@intranet/contracts/cards/endpoints';
import { ApiError } from '../../../api/api-error.ts';
import { formatDate } from '../../../ui/date-format.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { RequestActions } from '../../requests/components/RequestActions.tsx';
import { RequestHistory } from '../../requests/components/RequestHistory.tsx';
import { RequestStatusTag } from '../../requests/components/RequestStatusTag.tsx';
import { useRefreshKindOnRequestMoves, useRequestTypes } from '../../requests/requests.api.ts';
import {
  downloadCardPdf,
  useCard,
  useCardOptions,
  useDeleteCard,
  useEditCard,
  useWorkPositions,
} from '../cards.api.ts';
import { cardBody, formatRubles, type CardFormValues } from '../cards.helpers.ts';
import { CardFormFields } from '../components/CardFormFields.tsx';
import { CardPreview } from '../components/CardPreview.tsx';
import '../cards.css';

const label = (labels: Record<string, string>, key: string) => labels[key] ?? key;

function formValuesOf(card: CardDetails): CardFormValues & { assistant_comment: string } {
  return {
    card_type: card.card_type,
    lang: card.lang,
    orientation: card.orientation,
    color: card.color,
    league_logo: card.league_logo,
    is_qr: card.is_qr,
    urgent: card.urgent,
    count: card.count,
    last_name: card.last_name,
    first_name: card.first_name,
    middle_name: card.middle_name ?? '',
    last_name_en: card.last_name_en ?? '',
    first_name_en: card.first_name_en ?? '',
    work_position: card.work_position,
    work_position_en: card.work_position_en ?? '',
    company_id: card.company?.id,
    address_id: card.address?.id,
    charge_id: card.charge?.id,
    email: card.email ?? '',
    phone_ext: card.phone_ext ?? '',
    phone_mobile: card.phone_mobile ?? '',
    comment: card.comment ?? '',
    assistant_comment: card.assistant_comment ?? '',
  };
}

/** The edit of an order: every field for the author before sending, the desk's comment for the assistant. */
function EditCardModal({ card, onClose }: { card: CardDetails; onClose: () => void }) {
  const [form] = Form.useForm<CardFormValues & { assistant_comment: string }>();
  const edit = useEditCard();
  const choices = useCardOptions();
  const positions = useWorkPositions();
  const handleFinish = async (values: CardFormValues & { assistant_comment: string }) => {
    try {
      await edit.mutateAsync({
        id: card.id,
        body: {
          ...cardBody(
            { ...formValuesOf(card), ...values },
            card.files.map((file) => file.id),
          ),
          assistant_comment: values.assistant_comment?.trim() || null,
          updated_at: card.updated_at,
        },
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) applyFieldErrors(form, error.fieldErrors);
      else onClose();
    }
  };
  return (
    <Modal
      open
      width={820}
      title="Изменить заказ"
      okText="Сохранить"
      cancelText="Отмена"
      confirmLoading={edit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={formValuesOf(card)}
        onFinish={(v) => void handleFinish(v)}
      >
        {card.can_comment ? (
          <Form.Item name="assistant_comment" label="Комментарий помощника">
            <Input.TextArea rows={3} maxLength={2000} showCount autoFocus />
          </Form.Item>
        ) : null}
        <CardFormFields choices={choices.data} positions={positions} />
      </Form>
    </Modal>
  );
}

function CardOrder({ card }: { card: CardDetails }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteCard();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const items = [
    { key: 'status', label: 'Статус', children: <RequestStatusTag status={card.status} /> },
    { key: 'author', label: 'Автор', children: card.author.full_name },
    ...(card.assignees.length > 0
      ? [
          {
            key: 'assignees',
            label: 'Ожидает решения',
            children: card.assignees.map((a) => a.person.full_name).join('; '),
          },
        ]
      : []),
    { key: 'created', label: 'Создан', children: formatDate(card.created_at) },
    { key: 'lang', label: 'Язык', children: label(CARD_LANGS, card.lang) },
    {
      key: 'look',
      label: 'Оформление',
      children: `${label(CARD_ORIENTATIONS, card.orientation)}, ${label(CARD_COLORS, card.color).toLowerCase()}`,
    },
    { key: 'count', label: 'Количество', children: `${card.count} шт.${card.urgent ? ', срочно' : ''}` },
    { key: 'price', label: 'Стоимость', children: formatRubles(card.price) },
    ...(card.comment ? [{ key: 'comment', label: 'Комментарий', children: card.comment }] : []),
    ...(card.files.length
      ? [
          {
            key: 'files',
            label: 'Файлы',
            children: card.files.map((file) => (
              <div key={file.id}>
                <a href={file.url} target="_blank" rel="noreferrer">
                  {file.name}
                </a>
              </div>
            )),
          },
        ]
      : []),
  ];
  const handleDelete = async () => {
    await remove.mutateAsync(card.id);
    message.success('Заказ удален');
    void navigate('/services/cards');
  };
  return (
    <Card>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', marginBottom: 12 }}>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          {card.title}
        </Typography.Title>
        <RequestStatusTag status={card.status} />
      </div>
      {card.assistant_comment ? (
        <Alert
          type="info"
          showIcon
          title="Комментарий помощника"
          description={card.assistant_comment}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <div className="cards-form-layout">
        <Descriptions size="small" bordered column={1} items={items} />
        <CardPreview
          card={{ ...card, company: card.company?.name ?? null, address: card.address?.name ?? null }}
        />
      </div>
      <div style={{ marginTop: 16 }}>
        <RequestActions
          request={{ ...card, data: {} }}
          extra={
            <>
              {card.can_edit ? (
                <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                  {card.can_comment ? 'Комментарий и правки' : 'Изменить'}
                </Button>
              ) : null}
              {card.can_download_pdf ? (
                <Button
                  icon={<FilePdfOutlined />}
                  onClick={() =>
                    void downloadCardPdf(card.id, `Визитка ${card.last_name} ${card.first_name}.pdf`)
                  }
                >
                  Макет для типографии (PDF)
                </Button>
              ) : null}
              {card.can_delete ? (
                <Popconfirm
                  title="Удалить заказ?"
                  okText="Удалить"
                  cancelText="Отмена"
                  onConfirm={() => handleDelete().catch(() => undefined)}
                >
                  <Button danger icon={<DeleteOutlined />}>
                    Удалить
                  </Button>
                </Popconfirm>
              ) : null}
            </>
          }
        />
      </div>
      {editing ? <EditCardModal card={card} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}

/** /services/cards/{id}: the order, its preview, the engine's buttons, the PDF once approved, the history. */
export default function CardPage() {
  const id = Number(useParams().id);
  const query = useCard(id);
  const types = useRequestTypes();
  useRefreshKindOnRequestMoves(cardsEndpoints.one.module);
  useDocumentTitle(query.data ? `Заказ визиток № ${query.data.id}` : 'Заказ визиток');
  const notFound =
    !Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404);
  if (notFound)
    return (
      <Result
        status="404"
        title="Заказ не найден"
        subTitle="Его нет или он вам недоступен."
        extra={<Link to="/services/cards">К визитным карточкам</Link>}
      />
    );
  return (
    <div className="cards-page">
      <Breadcrumb
        items={[{ title: <Link to="/services/cards">Визитные карточки</Link> }, { title: `Заказ № ${id}` }]}
      />
      <QueryState query={query} rows={8}>
        {(card) => (
          <>
            <CardOrder card={card} />
            <Card
              title={
                <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                  История
                </Typography.Title>
              }
            >
              <RequestHistory
                id={card.id}
                type={types.data?.find((type) => type.id === card.type_id)}
                fieldLabels={CARD_FIELD_LABELS}
              />
            </Card>
          </>
        )}
      </QueryState>
    </div>
  );
}
