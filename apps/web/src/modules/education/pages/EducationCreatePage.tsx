import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
} from 'antd';
import type { Dayjs } from 'dayjs';
import {
  EDUCATION_TEXTS,
  WORK_FORMATS,
  type EducationCreateBody,
  type EducationTypeId,
} from '@intranet/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { directoryPeople } from '../../../api/platform.api.ts';
import { toWireDate } from '../../../ui/date-format.ts';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { PageTitle, useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { PersonPicker } from '../../../ui/PersonPicker.tsx';
import type { PersonOption } from '../../../ui/people-search.ts';
import {
  useCharges,
  useCompanies,
  useCreateEducation,
  useFacilities,
  useWhichType,
} from '../education.api.ts';
import '../education.css';

interface FormValues {
  bp_type_id?: number;
  type_id?: EducationTypeId;
  course?: string;
  edu_facility_id?: number;
  period?: [Dayjs, Dayjs] | null;
  format?: number;
  price?: number | null;
  url?: string;
  info?: string;
  student_agreement?: boolean;
  charge_id?: number;
  billing_company_id?: number;
  users?: PersonOption[];
  responsible?: PersonOption | null;
  email?: string;
}

/** The form's values as POST /bp_educations takes them. */
export function toCreateBody(values: FormValues): EducationCreateBody {
  return {
    bp_type_id: values.bp_type_id!,
    type_id: values.type_id!,
    course: values.course ?? '',
    edu_facility_id: values.edu_facility_id ?? null,
    period_date: values.period
      ? { date_start: toWireDate(values.period[0]), date_end: toWireDate(values.period[1]) }
      : null,
    format: values.format ?? null,
    price: values.price ?? null,
    url: values.url || null,
    info: values.info || null,
    student_agreement: values.student_agreement ?? false,
    charge_id: values.charge_id ?? null,
    billing_company_id: values.billing_company_id ?? null,
    users: values.users?.map((person) => person.value),
    responsible_user_id: values.responsible?.value ?? null,
    email: values.email || null,
  };
}

/** Fields the server names that this form shows under another name. */
const FIELD_NAMES: Record<string, string> = { period_date: 'period', responsible_user_id: 'responsible' };

/** /services/education/create/: a new education request; a failure other than a field's shows the creation-failure dialog. */
export default function EducationCreatePage() {
  useDocumentTitle('Новая заявка на обучение');
  const [form] = Form.useForm<FormValues>();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const which = useWhichType();
  const facilities = useFacilities();
  const charges = useCharges();
  const companies = useCompanies();
  const create = useCreateEducation();
  const [summary, setSummary] = useState<string[]>([]);

  const handleFinish = async (values: FormValues) => {
    setSummary([]);
    try {
      const created = await create.mutateAsync(toCreateBody(values));
      void navigate(`/services/education/${created.data.id}`);
    } catch (error) {
      const errors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (errors) {
        const renamed = Object.fromEntries(
          Object.entries(errors).map(([field, messages]) => {
            const head = field.split('.')[0]!;
            return [FIELD_NAMES[head] ?? field, messages];
          }),
        );
        setSummary(applyFieldErrors(form, renamed));
        return;
      }
      modal.error({ title: EDUCATION_TEXTS.createFailedTitle, content: EDUCATION_TEXTS.createFailedText });
    }
  };

  const bpTypes = which.data?.bp_types ?? [];
  return (
    <div className="education-page">
      <PageTitle title="Новая заявка на обучение" />
      <Card>
        {summary.length > 0 ? <Alert type="error" showIcon title={summary.join(' ')} /> : null}
        <Form
          form={form}
          layout="vertical"
          className="education-form"
          initialValues={{ student_agreement: false, format: 1 }}
          onFinish={(values) => void handleFinish(values)}
        >
          <div className="education-form__grid">
            <Form.Item
              name="bp_type_id"
              label="Процесс"
              rules={[{ required: true, message: 'Выберите процесс' }]}
              initialValue={bpTypes[0]?.id}
              key={bpTypes[0]?.id ?? 'none'}
            >
              <Select
                loading={which.isPending}
                options={bpTypes.map((type) => ({ value: type.id, label: type.name }))}
              />
            </Form.Item>
            <Form.Item
              name="type_id"
              label="Вид обучения"
              rules={[{ required: true, message: 'Выберите вид обучения' }]}
            >
              <Select
                placeholder="Курс, конференция…"
                options={(which.data?.education_types ?? []).map((type) => ({
                  value: type.id,
                  label: type.name,
                }))}
              />
            </Form.Item>
            <Form.Item
              name="course"
              label="Курс или мероприятие"
              rules={[{ required: true, whitespace: true, message: 'Укажите курс или мероприятие' }]}
            >
              <Input maxLength={300} />
            </Form.Item>
            <Form.Item name="edu_facility_id" label="Учебное заведение">
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={facilities.isPending}
                options={(facilities.data ?? []).map((facility) => ({
                  value: facility.id,
                  label: facility.name,
                }))}
              />
            </Form.Item>
            <Form.Item name="period" label="Период обучения">
              <DatePicker.RangePicker format="DD.MM.YYYY" className="education-form__wide" />
            </Form.Item>
            <Form.Item name="format" label="Формат">
              <Select options={WORK_FORMATS.map((format) => ({ value: format.id, label: format.name }))} />
            </Form.Item>
            <Form.Item name="price" label="Стоимость, ₽">
              <InputNumber min={0} className="education-form__wide" />
            </Form.Item>
            <Form.Item name="url" label="Ссылка на программу">
              <Input placeholder="https://" maxLength={1000} />
            </Form.Item>
            <Form.Item name="charge_id" label="Код затрат">
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={(charges.data ?? []).map((charge) => ({
                  value: charge.id,
                  label: `${charge.code} — ${charge.title}`,
                }))}
              />
            </Form.Item>
            <Form.Item name="billing_company_id" label="Компания-плательщик">
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={(companies.data ?? []).map((company) => ({
                  value: company.id,
                  label: company.name,
                }))}
              />
            </Form.Item>
            <Form.Item name="users" label="Обучающиеся (по умолчанию — вы)">
              <PersonPicker multiple source={directoryPeople} placeholder="Начните вводить фамилию" />
            </Form.Item>
            <Form.Item name="responsible" label="Ответственный">
              <PersonPicker source={directoryPeople} allowClear placeholder="Начните вводить фамилию" />
            </Form.Item>
            <Form.Item name="email" label="E-mail для документов">
              <Input type="email" maxLength={200} />
            </Form.Item>
          </div>
          <Form.Item name="info" label="Зачем нужно обучение">
            <Input.TextArea rows={3} maxLength={5000} />
          </Form.Item>
          <Form.Item name="student_agreement" valuePropName="checked">
            <Checkbox>Готов подписать ученический договор</Checkbox>
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              Отправить заявку
            </Button>
            <Link to="/services/education">Отмена</Link>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
