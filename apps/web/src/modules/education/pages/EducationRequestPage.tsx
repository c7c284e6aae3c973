import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Breadcrumb,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Result,
  Select,
  Typography,
} from 'antd';
import { EDUCATION_FIELD_LABELS, type EducationDetails, WORK_FORMATS } from '@intranet/contracts';
import { educationEndpoints } from '@intranet/contracts/education/endpoints';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { endpointKey } from '../../../api/endpoint-client.ts';
import { formatDate } from '../../../ui/date-format.ts';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { RequestActions } from '../../requests/components/RequestActions.tsx';
import { RequestHistory } from '../../requests/components/RequestHistory.tsx';
import { RequestStatusTag } from '../../requests/components/RequestStatusTag.tsx';
import { useRequest, useRequestTypes } from '../../requests/requests.api.ts';
import {
  useCharges,
  useCompanies,
  useDeleteEducation,
  useEditEducation,
  useEducation,
} from '../education.api.ts';
// The engine's components (buttons, history) are styled there.
import '../education.css';

interface EditValues {
  course: string;
  info: string;
  email: string;
  admin_info: string;
  price: number | null;
  billing_company_id: number | null;
}

/**
 * The fields this user may change now, each enabled by the record's flags: the author's own while the request
 * is theirs to edit, the e-mail for whom the step waits for (locked in a final status), the training
 * department's note, price and payer.
 */
function EditPanel({ request }: { request: EducationDetails }) {
  const [form] = Form.useForm<EditValues>();
  const edit = useEditEducation();
  const companies = useCompanies();
  const { message } = App.useApp();
  const any = request.can_edit || request.email_editable || request.admin_editable;
  const priceEditable = request.can_edit || request.admin_editable;

  const handleFinish = async (values: EditValues) => {
    try {
      await edit.mutateAsync({
        id: request.id,
        updated_at: request.updated_at,
        ...(request.can_edit && { course: values.course, info: values.info || null }),
        ...(request.email_editable && { email: values.email || null }),
        ...(request.admin_editable && { admin_info: values.admin_info || null }),
        ...(priceEditable && {
          price: values.price ?? null,
          billing_company_id: values.billing_company_id ?? null,
        }),
      });
      message.success('Сохранено');
    } catch (error) {
      const errors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (errors) applyFieldErrors(form, errors);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="education-form"
      initialValues={{
        course: request.course,
        info: request.info ?? '',
        email: request.email ?? '',
        admin_info: request.admin_info ?? '',
        price: request.price,
        billing_company_id: request.billing_company_id,
      }}
      key={request.updated_at}
      onFinish={(values) => void handleFinish(values)}
    >
      <div className="education-form__grid">
        <Form.Item
          name="course"
          label="Курс или мероприятие"
          rules={[{ required: true, whitespace: true, message: 'Укажите курс или мероприятие' }]}
        >
          <Input disabled={!request.can_edit} maxLength={300} />
        </Form.Item>
        <Form.Item
          name="email"
          label="E-mail для документов"
          extra={request.email_editable ? undefined : 'Меняет только согласующий текущего этапа'}
        >
          <Input type="email" disabled={!request.email_editable} maxLength={200} />
        </Form.Item>
        <Form.Item name="price" label="Стоимость, ₽">
          <InputNumber min={0} disabled={!priceEditable} className="education-form__wide" />
        </Form.Item>
        <Form.Item name="billing_company_id" label="Компания-плательщик">
          <Select
            allowClear
            disabled={!priceEditable}
            options={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
          />
        </Form.Item>
      </div>
      <Form.Item name="info" label="Зачем нужно обучение">
        <Input.TextArea rows={2} disabled={!request.can_edit} maxLength={5000} />
      </Form.Item>
      <Form.Item name="admin_info" label="Комментарий учебного центра">
        <Input.TextArea rows={2} disabled={!request.admin_editable} maxLength={5000} />
      </Form.Item>
      {any ? (
        <Button htmlType="submit" loading={edit.isPending}>
          Сохранить изменения
        </Button>
      ) : null}
    </Form>
  );
}

function RequestCard({ request }: { request: EducationDetails }) {
  const engine = useRequest(request.id);
  const charges = useCharges();
  const remove = useDeleteEducation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const charge = charges.data?.find((candidate) => candidate.id === request.charge_id);
  const items = [
    { key: 'type', label: 'Вид обучения', children: request.type_name },
    { key: 'status', label: 'Статус', children: <RequestStatusTag status={request.status} /> },
    { key: 'author', label: 'Автор', children: request.author.full_name },
    { key: 'users', label: 'Обучающиеся', children: request.users.map((user) => user.full_name).join(', ') },
    { key: 'facility', label: 'Учебное заведение', children: request.edu_facility?.name ?? '—' },
    {
      key: 'period',
      label: 'Период',
      children: request.period_date
        ? `${formatDate(request.period_date.date_start)} — ${formatDate(request.period_date.date_end)}`
        : '—',
    },
    {
      key: 'format',
      label: 'Формат',
      children: WORK_FORMATS.find((f) => f.id === request.format)?.name ?? '—',
    },
    { key: 'charge', label: 'Код затрат', children: charge ? `${charge.code} — ${charge.title}` : '—' },
    { key: 'agreement', label: 'Ученический договор', children: request.student_agreement ? 'Да' : 'Нет' },
    {
      key: 'url',
      label: 'Программа',
      children: request.url ? (
        <a href={request.url} target="_blank" rel="noreferrer noopener">
          {request.url}
        </a>
      ) : (
        '—'
      ),
    },
    ...(request.assignees.length > 0
      ? [
          {
            key: 'assignees',
            label: 'Ожидает решения',
            children: request.assignees.map((a) => a.person.full_name).join('; '),
          },
        ]
      : []),
    { key: 'created', label: 'Создана', children: formatDate(request.created_at) },
  ];
  const handleDelete = () =>
    modal.confirm({
      title: 'Удалить заявку?',
      okText: 'Удалить',
      cancelText: 'Отмена',
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync(request.id);
        void navigate('/services/education');
      },
    });
  return (
    <Card>
      <Typography.Title level={1}>{request.course}</Typography.Title>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }} items={items} />
      {engine.data ? (
        <RequestActions
          request={engine.data}
          extra={
            request.can_delete ? (
              <Button danger onClick={handleDelete}>
                Удалить
              </Button>
            ) : null
          }
        />
      ) : null}
      <Typography.Title level={2}>Данные заявки</Typography.Title>
      <EditPanel request={request} />
    </Card>
  );
}

/**
 * /services/education/{id}: the request's fields, the engine's buttons (RequestActions), the fields this
 * user may change (the e-mail locked per `email_editable`) and the history.
 */
export default function EducationRequestPage() {
  const id = Number(useParams().id);
  const query = useEducation(id);
  const engine = useRequest(id);
  const types = useRequestTypes();
  const queryClient = useQueryClient();
  useDocumentTitle(query.data ? `Заявка на обучение № ${query.data.id}` : 'Заявка на обучение');
  // The engine's buttons refresh the engine's record; this page's record follows its version.
  const version = engine.data?.updated_at;
  useEffect(() => {
    if (version)
      void queryClient.invalidateQueries({
        queryKey: endpointKey(educationEndpoints.one, { params: { id } }),
      });
  }, [version, id, queryClient]);

  const notFound =
    !Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404);
  if (notFound)
    return (
      <Result
        status="404"
        title="Заявка не найдена"
        subTitle="Её нет или она вам недоступна."
        extra={<Link to="/services/education">К заявкам на обучение</Link>}
      />
    );
  return (
    <div className="education-page">
      <Breadcrumb
        items={[{ title: <Link to="/services/education">Обучение</Link> }, { title: `Заявка № ${id}` }]}
      />
      <QueryState query={query} rows={8}>
        {(request) => (
          <>
            <RequestCard request={request} />
            <Card title={<Typography.Title level={2}>История</Typography.Title>}>
              <RequestHistory
                id={request.id}
                type={types.data?.find((type) => type.id === request.bp_type_id)}
                fieldLabels={EDUCATION_FIELD_LABELS}
              />
            </Card>
          </>
        )}
      </QueryState>
    </div>
  );
}
