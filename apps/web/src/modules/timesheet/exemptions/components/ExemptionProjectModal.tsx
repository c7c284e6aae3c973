import { Alert, App, DatePicker, Form, Modal, Select } from 'antd';
import { ALL_OFFICES_LABEL, exemptProjectsBodySchema, type ExemptProject } from '@intranet/contracts';
import { useEffect, useMemo, useState } from 'react';
import { isCancelled } from '../../../../api/api-error.ts';
import { DISPLAY_DATE_FORMAT, formatDate, toWireDate } from '../../../../ui/date-format.ts';
import { dayjs } from '../../../../ui/dayjs-setup.ts';
import { validateWithSchema } from '../../../../ui/form-validation.ts';
import { useDepartments } from '../../../../api/platform.api.ts';
import {
  ALL_OFFICES_VALUE,
  buildProjectInputs,
  describeExemptProject,
  errorMessages,
  findAlreadyExempt,
  projectIdsInStructure,
  toOfficeId,
} from '../exemption.helpers.ts';
import {
  fetchExistingExemptions,
  useAddExemptProjects,
  useExemptionOptions,
  useUpdateExemptProject,
} from '../exemptions.api.ts';
import { useDbaProjects } from '../../shared/timesheet.api.ts';

export type ProjectFormTarget = { kind: 'create' } | { kind: 'edit'; row: ExemptProject };

interface ProjectFormValues {
  block_id?: number | null;
  practice_id?: number | null;
  projects?: number[];
  office?: number;
  hire_date?: dayjs.Dayjs | null;
}

interface ExemptionProjectModalProps {
  target: ProjectFormTarget | null;
  onClose: () => void;
  onSaved: (text: string) => void;
}

/**
 * Adds projects to the exemptions for an office or «Все офисы», optionally only for people hired on or
 * after a date; edits the office and date of one exemption. Pairs already exempt are named before saving.
 */
export function ExemptionProjectModal({ target, onClose, onSaved }: ExemptionProjectModalProps) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<ProjectFormValues>();
  const open = target !== null;
  const editing = target?.kind === 'edit' ? target.row : null;
  const projects = useExemptionOptions('project', open && !editing);
  const offices = useExemptionOptions('office', open);
  const blocks = useExemptionOptions('block', open && !editing);
  const practices = useExemptionOptions('practice', open && !editing);
  const blockId = Form.useWatch('block_id', form);
  const practiceId = Form.useWatch('practice_id', form);
  const filtering = Boolean(blockId || practiceId);
  // Which projects belong to which practice, and practices to blocks: only asked for when filtering.
  const departments = useDepartments();
  const structureProjects = useDbaProjects(open && filtering);
  const add = useAddExemptProjects();
  const update = useUpdateExemptProject();
  const saving = add.isPending || update.isPending;
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    setFormErrors([]);
    if (target.kind === 'edit') {
      form.setFieldsValue({
        office: target.row.office ?? ALL_OFFICES_VALUE,
        hire_date: target.row.hire_date ? dayjs(target.row.hire_date) : null,
      });
    } else form.setFieldsValue({ office: ALL_OFFICES_VALUE, projects: [] });
  }, [target, form]);

  const practiceOptions = useMemo(() => {
    const all = practices.data ?? [];
    if (!blockId || !departments.data) return all;
    const ofBlock = new Set(
      departments.data.filter((node) => node.parent_id === blockId).map((node) => node.id),
    );
    return all.filter((practice) => ofBlock.has(practice.id));
  }, [practices.data, departments.data, blockId]);

  const projectOptions = useMemo(() => {
    const all = projects.data ?? [];
    const allowed = projectIdsInStructure(
      structureProjects.data ?? [],
      departments.data ?? [],
      blockId,
      practiceId,
    );
    return (allowed ? all.filter((project) => allowed.has(project.id)) : all).map((project) => ({
      value: project.id,
      label: project.name,
    }));
  }, [projects.data, structureProjects.data, departments.data, blockId, practiceId]);

  const officeOptions = [
    { value: ALL_OFFICES_VALUE, label: ALL_OFFICES_LABEL },
    ...(offices.data ?? []).map((office) => ({ value: office.id, label: office.name })),
  ];

  function confirmDuplicates(rows: ExemptProject[]): Promise<boolean> {
    return new Promise((resolve) => {
      modal.confirm({
        title: 'Часть проектов уже в исключениях',
        content: (
          <>
            <ul className="exemption-list">
              {rows.map((row) => (
                <li key={row.id}>{describeExemptProject(row, formatDate)}</li>
              ))}
            </ul>
            <p>Для тех же пар проект–офис дата приема будет заменена. Добавить?</p>
          </>
        ),
        okText: 'Добавить',
        cancelText: 'Отмена',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  }

  async function handleCreate(values: ProjectFormValues) {
    const officeId = toOfficeId(values.office);
    const hireDate = toWireDate(values.hire_date) || null;
    const inputs = buildProjectInputs(values.projects ?? [], officeId, hireDate);
    const checked = validateWithSchema(exemptProjectsBodySchema, { projects: inputs });
    if (!checked.ok) {
      form.setFields([{ name: 'projects', errors: [...new Set(Object.values(checked.errors).flat())] }]);
      return;
    }
    const projectIds = inputs.map((input) => input.project);
    setChecking(true);
    let existing: ExemptProject[];
    try {
      existing = (await fetchExistingExemptions(projectIds, officeId ? [officeId] : [])).data;
    } catch {
      return; // The global dialog has said why.
    } finally {
      setChecking(false);
    }
    const duplicates = findAlreadyExempt(projectIds, officeId, existing);
    if (duplicates.length > 0 && !(await confirmDuplicates(duplicates))) return;
    await add.mutateAsync(inputs);
    onSaved(
      inputs.length === 1 ? 'Проект добавлен в исключения' : `Добавлено в исключения: ${inputs.length}`,
    );
  }

  async function handleEdit(row: ExemptProject, values: ProjectFormValues) {
    const officeId = toOfficeId(values.office);
    const others = (await fetchExistingExemptions([row.project], [])).data;
    if (others.some((other) => other.id !== row.id && other.office === officeId)) {
      setFormErrors(['Этот проект уже в исключениях для выбранного офиса']);
      return;
    }
    await update.mutateAsync({
      id: row.id,
      body: { office: officeId, hire_date: toWireDate(values.hire_date) || null },
    });
    onSaved('Исключение изменено');
  }

  async function handleSubmit() {
    if (!target) return;
    const values = form.getFieldsValue(true) as ProjectFormValues;
    setFormErrors([]);
    form.setFields([{ name: 'projects', errors: [] }]);
    try {
      if (target.kind === 'edit') await handleEdit(target.row, values);
      else await handleCreate(values);
    } catch (error) {
      if (isCancelled(error)) return;
      setFormErrors(errorMessages(error, 'Не удалось сохранить исключение'));
    }
  }

  return (
    <Modal
      open={open}
      title={editing ? 'Изменить исключение' : 'Добавить проекты в исключения'}
      okText={editing ? 'Сохранить' : 'Добавить'}
      cancelText="Отмена"
      confirmLoading={saving || checking}
      onOk={() => void handleSubmit()}
      onCancel={() => !saving && onClose()}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={() => void handleSubmit()}>
        {formErrors.length > 0 ? (
          <Alert
            type="error"
            showIcon
            className="exemption-alert"
            title={formErrors.length === 1 ? formErrors[0] : 'Не удалось сохранить исключение'}
            description={
              formErrors.length > 1 ? (
                <ul className="exemption-list">
                  {formErrors.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        ) : null}
        {editing ? (
          <Form.Item label="Проект">
            <Select
              value={editing.project}
              disabled
              options={[{ value: editing.project, label: editing.project_name }]}
            />
          </Form.Item>
        ) : (
          <>
            <div className="exemption-form-row">
              <Form.Item name="block_id" label="Блок">
                <Select
                  allowClear
                  placeholder="Все блоки"
                  loading={blocks.isPending}
                  options={(blocks.data ?? []).map((block) => ({ value: block.id, label: block.name }))}
                  showSearch={{ optionFilterProp: 'label' }}
                  onChange={() => form.setFieldValue('practice_id', null)}
                />
              </Form.Item>
              <Form.Item name="practice_id" label="Практика">
                <Select
                  allowClear
                  placeholder="Все практики"
                  loading={practices.isPending}
                  options={practiceOptions.map((practice) => ({ value: practice.id, label: practice.name }))}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
            </div>
            <Form.Item name="projects" label="Проекты" required>
              <Select
                mode="multiple"
                allowClear
                placeholder="Выберите проекты"
                loading={projects.isPending || (filtering && structureProjects.isPending)}
                options={projectOptions}
                showSearch={{ optionFilterProp: 'label' }}
                maxTagCount="responsive"
                notFoundContent={filtering ? 'В этом подразделении нет проектов' : 'Нет проектов'}
              />
            </Form.Item>
          </>
        )}
        <Form.Item name="office" label="Офис">
          <Select
            loading={offices.isPending}
            options={officeOptions}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item
          name="hire_date"
          label="Принятые с"
          extra="Если указать дату, исключение действует только для сотрудников, принятых в этот день или позже."
        >
          <DatePicker
            format={DISPLAY_DATE_FORMAT}
            placeholder="Любая дата приема"
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
