import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type Project } from '@intranet/contracts';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space, TreeSelect } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { directoryPeople, useDepartments } from '../../../api/platform.api.ts';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import type { PersonOption } from '../../../ui/people-search.ts';
import { PersonPicker } from '../../../ui/PersonPicker.tsx';
import { ImageUploadField } from '../../../ui/ImageUploadField.tsx';
import { RichTextEditor } from '../../../ui/rich-text/RichTextEditor.tsx';
import { uploadRichTextImage } from '../../../ui/rich-text/upload-image.ts';
import { useCatalog, useSaveProject } from '../portfolio.api.ts';
import { departmentTree } from '../portfolio.helpers.ts';

interface ProjectForm {
  title: string;
  description: string;
  customer_id?: number | null;
  sector_id?: number | null;
  department_id?: number | null;
  technology_ids: number[];
  year_start?: number | null;
  year_end?: number | null;
  team: { person?: PersonOption | null; role?: string }[];
}

interface ProjectFormModalProps {
  open: boolean;
  /** The project being edited; none for a new one. */
  project?: Project;
  onClose: () => void;
  onSaved: (project: Project) => void;
}

const yearRule = {
  type: 'number' as const,
  min: PORTFOLIO_LIMITS.yearMin,
  max: PORTFOLIO_LIMITS.yearMax,
  message: PORTFOLIO_MESSAGES.yearRange,
};
const options = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** Adding or editing a portfolio project (moderators and administrators). */
export function ProjectFormModal({ open, project, onClose, onSaved }: ProjectFormModalProps) {
  const [form] = Form.useForm<ProjectForm>();
  const save = useSaveProject();
  const technologies = useCatalog('technologies', open);
  const sectors = useCatalog('sectors', open);
  const customers = useCatalog('customers', open);
  const departments = useDepartments();
  const [cover, setCover] = useState<{ id: number; url: string } | null>(
    project?.cover ? { id: project.cover.id, url: project.cover.preview_url } : null,
  );
  const [coverError, setCoverError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [summary, setSummary] = useState<string[]>([]);

  const handleFinish = (values: ProjectForm) => {
    setSummary([]);
    save.mutate(
      {
        id: project?.id,
        title: values.title?.trim() ?? '',
        description: values.description ?? '',
        customer_id: values.customer_id ?? null,
        sector_id: values.sector_id ?? null,
        department_id: values.department_id ?? null,
        technology_ids: values.technology_ids ?? [],
        year_start: values.year_start ?? 0,
        year_end: values.year_end ?? null,
        cover_id: cover?.id ?? null,
        team: (values.team ?? [])
          .filter((member) => member.person)
          .map((member) => ({ user_id: member.person!.value, role: member.role?.trim() || null })),
        updated_at: project?.updated_at,
      },
      {
        onSuccess: ({ data }) => onSaved(data),
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.fieldErrors) return;
          const rest = applyFieldErrors(form, error.fieldErrors);
          const team = Object.entries(error.fieldErrors).filter(([field]) => field.startsWith('team'));
          if (error.fieldErrors.cover_id) setCoverError(error.fieldErrors.cover_id[0] ?? null);
          setSummary([...rest, ...team.flatMap(([, messages]) => messages)]);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={project ? 'Редактирование проекта' : 'Новый проект'}
      onCancel={onClose}
      width={880}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="primary" loading={save.isPending} disabled={uploading} onClick={() => form.submit()}>
            {project ? 'Сохранить' : 'Добавить'}
          </Button>
        </Space>
      }
    >
      <Form<ProjectForm>
        form={form}
        layout="vertical"
        className="project-form"
        initialValues={{
          title: project?.title ?? '',
          description: project?.description ?? '',
          customer_id: project?.customer?.id,
          sector_id: project?.sector?.id,
          department_id: project?.department?.id,
          technology_ids: project?.technologies.map((item) => item.id) ?? [],
          year_start: project?.year_start ?? new Date().getFullYear(),
          year_end: project?.year_end ?? undefined,
          team:
            project?.team.map((member) => ({
              person: { value: member.user.id, label: member.user.full_name },
              role: member.role ?? '',
            })) ?? [],
        }}
        onFinish={handleFinish}
      >
        {summary.length ? (
          <Alert type="error" message={summary.join('. ')} className="project-form__summary" />
        ) : null}
        <Form.Item
          name="title"
          label="Название"
          rules={[
            { required: true, whitespace: true, message: PORTFOLIO_MESSAGES.titleRequired },
            { max: PORTFOLIO_LIMITS.title, message: `Не больше ${PORTFOLIO_LIMITS.title} символов` },
          ]}
        >
          <Input placeholder="Например: Платформа онлайн-кредитования" />
        </Form.Item>
        <div className="project-form__grid">
          <Form.Item name="customer_id" label="Заказчик">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Не раскрывается"
              loading={customers.isPending}
              options={options(customers.data)}
            />
          </Form.Item>
          <Form.Item name="sector_id" label="Отрасль">
            <Select
              allowClear
              placeholder="Не указана"
              loading={sectors.isPending}
              options={options(sectors.data)}
            />
          </Form.Item>
          <Form.Item name="department_id" label="Подразделение">
            <TreeSelect
              allowClear
              showSearch={{ treeNodeFilterProp: 'title' }}
              placeholder="Блок или практика"
              loading={departments.isPending}
              treeData={departmentTree(departments.data ?? [])}
              treeDefaultExpandAll
            />
          </Form.Item>
          <div className="project-form__years">
            <Form.Item
              name="year_start"
              label="Год начала"
              rules={[{ required: true, message: PORTFOLIO_MESSAGES.yearRange }, yearRule]}
            >
              <InputNumber precision={0} controls={false} placeholder="2024" />
            </Form.Item>
            <Form.Item
              name="year_end"
              label="Год окончания"
              tooltip="Пусто — проект идёт сейчас"
              dependencies={['year_start']}
              rules={[
                yearRule,
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: number | null | undefined) => {
                    const start = getFieldValue('year_start') as number | null | undefined;
                    if (value != null && start != null && value < start)
                      throw new Error(PORTFOLIO_MESSAGES.yearOrder);
                  },
                }),
              ]}
            >
              <InputNumber precision={0} controls={false} placeholder="идёт сейчас" />
            </Form.Item>
          </div>
        </div>
        <Form.Item
          name="technology_ids"
          label="Технологии"
          rules={[
            {
              type: 'array',
              max: PORTFOLIO_LIMITS.technologies,
              message: `Не больше ${PORTFOLIO_LIMITS.technologies} технологий`,
            },
          ]}
        >
          <Select
            mode="multiple"
            allowClear
            placeholder="Выберите технологии"
            loading={technologies.isPending}
            optionFilterProp="label"
            options={options(technologies.data)}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label="Описание"
          // The editor reports its first render as a change: checked when sent, not while the form opens.
          validateTrigger={[]}
          rules={[{ required: true, message: PORTFOLIO_MESSAGES.descriptionRequired }]}
        >
          <RichTextEditor
            placeholder="Задача заказчика, что сделали, результаты"
            onUploadImage={async (file) => ({ url: (await uploadRichTextImage(file)).url })}
          />
        </Form.Item>
        <ImageUploadField
          label="Обложка"
          value={cover}
          onChange={(image) => {
            setCover(image);
            setCoverError(null);
          }}
          alt="Обложка проекта"
          removeLabel="Убрать обложку"
          error={coverError}
          onUploadingChange={setUploading}
        />
        <Form.Item label="Команда" className="project-form__team">
          <Form.List name="team">
            {(fields, { add, remove }) => (
              <div className="project-form__members">
                {fields.map((field, index) => (
                  <div key={field.key} className="project-form__member">
                    <Form.Item name={[field.name, 'person']} noStyle>
                      <PersonPicker
                        source={directoryPeople}
                        placeholder="Фамилия сотрудника"
                        aria-label={`Участник ${index + 1}`}
                        className="project-form__person"
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'role']}
                      noStyle
                      rules={[
                        {
                          max: PORTFOLIO_LIMITS.role,
                          message: `Не больше ${PORTFOLIO_LIMITS.role} символов`,
                        },
                      ]}
                    >
                      <Input
                        placeholder="Роль"
                        aria-label={`Роль участника ${index + 1}`}
                        className="project-form__role"
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label={`Убрать участника ${index + 1}`}
                      onClick={() => remove(field.name)}
                    />
                  </div>
                ))}
                {fields.length < PORTFOLIO_LIMITS.team ? (
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ person: null, role: '' })}
                  >
                    Добавить участника
                  </Button>
                ) : null}
              </div>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Modal>
  );
}
