import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ROLES } from '@intranet/contracts';
import {
  CATALOG_REQUEST_PATHS,
  CATALOG_TEXTS,
  CONSUMER_TYPES,
  type CatalogServiceBody,
  type CatalogServiceDetails,
  type ConsumerType,
} from '@intranet/contracts/services-catalog/services-catalog';
import { Alert, Button, Form, Input, Modal, Select, Skeleton, Space, type FormInstance } from 'antd';
import { useState } from 'react';
import { ApiError, type FieldErrors } from '../../../api/api-error.ts';
import { directoryPeople } from '../../../api/platform.api.ts';
import type { PersonOption } from '../../../ui/people-search.ts';
import { PersonPicker } from '../../../ui/PersonPicker.tsx';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { useCompanies } from '../../education/education.api.ts';
import {
  useCatalogClassifiers,
  useCatalogGroups,
  useCatalogRegions,
  useCatalogService,
  useSaveService,
} from '../services-catalog.api.ts';
import { classifierOptions, regionOptions } from '../services-catalog.helpers.ts';

interface ConsumerRow {
  type: ConsumerType;
  company_id?: number;
  role?: string;
  text?: string;
}

interface ContactRow {
  person?: PersonOption | null;
  name?: string;
  role?: string;
  phone?: string;
  email?: string;
  chat_link?: string;
}

interface ServiceFormValues {
  name: string;
  short_description: string;
  full_description: string;
  groups_ids: number[];
  regions_ids: number[];
  classifier_values_ids: number[];
  request_path?: string;
  consumers: ConsumerRow[];
  contacts: ContactRow[];
}

function toFormValues(service: CatalogServiceDetails | undefined): Partial<ServiceFormValues> {
  if (!service)
    return { consumers: [], contacts: [], groups_ids: [], regions_ids: [], classifier_values_ids: [] };
  return {
    name: service.name,
    short_description: service.short_description,
    full_description: service.full_description,
    groups_ids: service.groups_ids,
    regions_ids: service.regions.map((region) => region.id),
    classifier_values_ids: service.classifier_values.map((value) => value.id),
    request_path: service.request_path ?? undefined,
    consumers: service.consumers.map((consumer) =>
      consumer.type === 'company'
        ? { type: 'company', company_id: consumer.company_id ?? undefined }
        : consumer.type === 'role'
          ? { type: 'role', role: consumer.role ?? undefined }
          : { type: 'text', text: consumer.name },
    ),
    contacts: service.contacts.map((contact) => ({
      person: contact.user ? { value: contact.user.id, label: contact.user.full_name } : null,
      name: contact.user ? '' : contact.name,
      role: contact.meta.role ?? '',
      phone: contact.meta.phone ?? '',
      email: contact.meta.email ?? '',
      chat_link: contact.meta.chat_link ?? '',
    })),
  };
}

function toBody(values: ServiceFormValues, updatedAt: string | undefined): CatalogServiceBody {
  return {
    name: values.name ?? '',
    short_description: values.short_description ?? '',
    full_description: values.full_description ?? '',
    groups_ids: values.groups_ids ?? [],
    regions_ids: values.regions_ids ?? [],
    classifier_values_ids: values.classifier_values_ids ?? [],
    request_path: values.request_path ?? null,
    consumers: (values.consumers ?? []).map((row) =>
      row.type === 'company'
        ? { type: 'company', company_id: row.company_id ?? 0 }
        : row.type === 'role'
          ? { type: 'role', role: row.role ?? '' }
          : { type: 'text', text: row.text ?? '' },
    ),
    contacts: (values.contacts ?? []).map((row) => ({
      user_id: row.person?.value ?? null,
      name: row.person ? null : row.name || null,
      role: row.role || null,
      phone: row.phone || null,
      email: row.email || null,
      chat_link: row.chat_link || null,
    })),
    updated_at: updatedAt,
  };
}

/** The row fields the form has, by the server's name for them (`contacts.0.user_id` is the picker). */
const ROW_FIELDS: Record<string, string> = {
  user_id: 'person',
  name: 'name',
  role: 'role',
  phone: 'phone',
  email: 'email',
  chat_link: 'chat_link',
  company_id: 'company_id',
  text: 'text',
  type: 'type',
};

/**
 * A 400's texts next to their fields, the rows' too (`contacts.1.email`); what has no field of the form
 * comes back for the summary above it.
 */
function showServerErrors(form: FormInstance<ServiceFormValues>, errors: FieldErrors): string[] {
  const rows = Object.fromEntries(
    Object.entries(errors).filter(([field]) => /^(contacts|consumers)\.\d+\.\w+$/.test(field)),
  );
  const rest = applyFieldErrors(
    form,
    Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in rows))),
  );
  const fields: { name: (string | number)[]; errors: string[] }[] = [];
  for (const [field, messages] of Object.entries(rows)) {
    const [list, index, leaf] = field.split('.') as [string, string, string];
    if (ROW_FIELDS[leaf]) fields.push({ name: [list, Number(index), ROW_FIELDS[leaf]], errors: messages });
    else rest.push(...messages);
  }
  form.setFields(fields as never);
  return rest;
}

const ROLE_OPTIONS = Object.entries(ROLES).map(([value, label]) => ({ value, label }));
const CONSUMER_OPTIONS = Object.entries(CONSUMER_TYPES).map(([value, label]) => ({ value, label }));

/** A new service (`serviceId` null) or an edit of one: every field at once, as PUT takes them. */
export function ServiceFormModal({ serviceId, onClose }: { serviceId: number | null; onClose: () => void }) {
  const existing = useCatalogService(serviceId);
  const loading = serviceId !== null && existing.isPending;
  return (
    <Modal
      open
      title={serviceId ? 'Изменить сервис' : 'Новый сервис'}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {loading ? <Skeleton active /> : <ServiceForm service={existing.data} onClose={onClose} />}
    </Modal>
  );
}

function ServiceForm({
  service,
  onClose,
}: {
  service: CatalogServiceDetails | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ServiceFormValues>();
  const groups = useCatalogGroups();
  const regions = useCatalogRegions();
  const classifiers = useCatalogClassifiers();
  const companies = useCompanies();
  const save = useSaveService();
  const [summary, setSummary] = useState<string[]>([]);

  const handleFinish = (values: ServiceFormValues) =>
    save.mutate(
      { id: service?.id ?? null, body: toBody(values, service?.updated_at) },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors)
            setSummary(showServerErrors(form, error.fieldErrors));
        },
      },
    );

  return (
    <Form form={form} layout="vertical" initialValues={toFormValues(service)} onFinish={handleFinish}>
      {summary.length ? (
        <Alert type="error" showIcon title={summary.join(' ')} className="catalog-page__section" />
      ) : null}
      <Form.Item
        label="Название"
        name="name"
        required
        rules={[{ required: true, whitespace: true, message: 'Введите название' }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="Кратко" name="short_description">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
      </Form.Item>
      <Form.Item label="Подробное описание" name="full_description">
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={20_000} />
      </Form.Item>
      <Form.Item
        label="Группы"
        name="groups_ids"
        required
        rules={[{ required: true, type: 'array', min: 1, message: 'Выберите хотя бы одну группу' }]}
      >
        <Select
          mode="multiple"
          loading={groups.isPending}
          options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item label="Регионы" name="regions_ids">
        <Select
          mode="multiple"
          loading={regions.isPending}
          options={regionOptions(regions.data ?? [])}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item label="Значения классификаторов" name="classifier_values_ids">
        <Select
          mode="multiple"
          loading={classifiers.isPending}
          options={classifierOptions(classifiers.data ?? [])}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item
        label="Форма заявки"
        name="request_path"
        extra="Куда ведёт кнопка «Оставить заявку»; пусто — кнопки нет"
      >
        <Select
          allowClear
          placeholder="Нет формы заявки"
          options={CATALOG_REQUEST_PATHS.map((target) => ({ value: target.path, label: target.label }))}
        />
      </Form.Item>
      <Form.List name="consumers">
        {(fields, { add, remove }) => (
          <fieldset className="catalog-admin__fieldset">
            <legend>Для кого</legend>
            {fields.map((field, index) => (
              <Space key={field.key} wrap align="start">
                <Form.Item name={[field.name, 'type']} aria-label={`Потребитель ${index + 1}: вид`}>
                  <Select
                    options={CONSUMER_OPTIONS}
                    style={{ width: 140 }}
                    aria-label={`Потребитель ${index + 1}: вид`}
                  />
                </Form.Item>
                <Form.Item noStyle dependencies={[['consumers', field.name, 'type']]}>
                  {() => {
                    const type = form.getFieldValue(['consumers', field.name, 'type']) as ConsumerType;
                    if (type === 'company')
                      return (
                        <Form.Item
                          name={[field.name, 'company_id']}
                          rules={[{ required: true, message: 'Выберите компанию' }]}
                        >
                          <Select
                            style={{ width: 260 }}
                            showSearch={{ optionFilterProp: 'label' }}
                            loading={companies.isPending}
                            options={(companies.data ?? []).map((company) => ({
                              value: company.id,
                              label: company.name,
                            }))}
                            aria-label={`Потребитель ${index + 1}: компания`}
                          />
                        </Form.Item>
                      );
                    if (type === 'role')
                      return (
                        <Form.Item
                          name={[field.name, 'role']}
                          rules={[{ required: true, message: 'Выберите роль' }]}
                        >
                          <Select
                            style={{ width: 260 }}
                            showSearch={{ optionFilterProp: 'label' }}
                            options={ROLE_OPTIONS}
                            aria-label={`Потребитель ${index + 1}: роль`}
                          />
                        </Form.Item>
                      );
                    return (
                      <Form.Item
                        name={[field.name, 'text']}
                        rules={[{ required: true, whitespace: true, message: 'Укажите, для кого' }]}
                      >
                        <Input
                          style={{ width: 260 }}
                          maxLength={200}
                          aria-label={`Потребитель ${index + 1}: кто`}
                        />
                      </Form.Item>
                    );
                  }}
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`Убрать потребителя ${index + 1}`}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ type: 'text' })}>
              Добавить потребителя
            </Button>
          </fieldset>
        )}
      </Form.List>
      <Form.List name="contacts">
        {(fields, { add, remove }) => (
          <fieldset className="catalog-admin__fieldset">
            <legend>Контакты</legend>
            {fields.map((field, index) => (
              <div key={field.key} className="catalog-admin__contact">
                <Form.Item label="Сотрудник" name={[field.name, 'person']}>
                  <PersonPicker source={directoryPeople} allowClear placeholder="Начните вводить фамилию" />
                </Form.Item>
                <Form.Item
                  label="Или название (команда, почтовый ящик)"
                  name={[field.name, 'name']}
                  dependencies={[['contacts', field.name, 'person']]}
                  rules={[
                    {
                      validator: async (_rule, value: string | undefined) => {
                        if (!form.getFieldValue(['contacts', field.name, 'person']) && !value?.trim())
                          throw new Error(CATALOG_TEXTS.contactRequired);
                      },
                    },
                  ]}
                >
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item label="Роль в сервисе" name={[field.name, 'role']}>
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item label="Телефон" name={[field.name, 'phone']}>
                  <Input maxLength={50} />
                </Form.Item>
                <Form.Item
                  label="Почта"
                  name={[field.name, 'email']}
                  rules={[{ type: 'email', message: 'Неверный адрес почты' }]}
                >
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item
                  label="Ссылка на чат"
                  name={[field.name, 'chat_link']}
                  rules={[{ type: 'url', message: 'Неверная ссылка' }]}
                >
                  <Input maxLength={500} />
                </Form.Item>
                <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                  Убрать контакт {index + 1}
                </Button>
              </div>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({})}>
              Добавить контакт
            </Button>
          </fieldset>
        )}
      </Form.List>
      <Space className="catalog-admin__buttons">
        <Button onClick={onClose}>Отмена</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Сохранить
        </Button>
      </Space>
    </Form>
  );
}
