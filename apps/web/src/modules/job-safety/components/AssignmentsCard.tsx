import { DeleteOutlined, PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import {
  JOB_SAFETY_WINDOW_DAYS_DEFAULT,
  type JobSafetyAssignment,
} from '@intranet/contracts/job-safety/job-safety';
import { Alert, Button, Card, Form, Input, InputNumber, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { ApiError, isCancelled } from '../../../api/api-error.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import {
  useAssignments,
  useChapters,
  useCreateAssignment,
  useDeleteAssignment,
  useOffices,
  useRunAssignments,
} from '../job-safety.api.ts';

interface RuleForm {
  chapter_id?: number;
  office_id?: number;
  work_position?: string;
  window_days?: number;
}

const failureOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && (error.status === 409 || error.status === 404) ? error.message : fallback;

function RuleTable({ rows }: { rows: JobSafetyAssignment[] }) {
  const remove = useDeleteAssignment();
  const [error, setError] = useState<string | null>(null);
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Table<JobSafetyAssignment>
        rowKey="id"
        dataSource={rows}
        size="small"
        scroll={{ x: 560 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { title: 'Глава', dataIndex: 'chapter_title' },
          { title: 'Офис', key: 'office', render: (_, row) => row.office?.name ?? 'Все офисы' },
          {
            title: 'Должность',
            dataIndex: 'work_position',
            render: (value: string | null) => value ?? 'Все должности',
          },
          { title: 'Срок, дней', dataIndex: 'window_days', align: 'right' },
          {
            title: 'Действия',
            key: 'actions',
            render: (_, row) => (
              <Popconfirm
                title="Удалить правило?"
                description="Уже назначенные проверки останутся."
                okText="Удалить"
                cancelText="Отмена"
                onConfirm={async () => {
                  setError(null);
                  try {
                    await remove.mutateAsync(row.id);
                  } catch (failure) {
                    if (!isCancelled(failure)) setError(failureOf(failure, 'Не удалось удалить правило'));
                  }
                }}
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Удалить правило: ${row.chapter_title}, ${row.office?.name ?? 'все офисы'}, ${row.work_position ?? 'все должности'}`}
                />
              </Popconfirm>
            ),
          },
        ]}
      />
    </Space>
  );
}

function RuleFormFields() {
  const [form] = Form.useForm<RuleForm>();
  const chapters = useChapters();
  const offices = useOffices();
  const create = useCreateAssignment();
  const [error, setError] = useState<string | null>(null);

  async function submit(values: RuleForm) {
    setError(null);
    try {
      await create.mutateAsync({
        chapter_id: values.chapter_id ?? 0,
        office_id: values.office_id ?? null,
        work_position: values.work_position?.trim() ? values.work_position : null,
        window_days: values.window_days ?? JOB_SAFETY_WINDOW_DAYS_DEFAULT,
      });
      form.resetFields();
    } catch (failure) {
      if (isCancelled(failure)) return;
      if (failure instanceof ApiError && failure.status === 400 && failure.fieldErrors) {
        const fields = Object.entries(failure.fieldErrors);
        form.setFields(fields.map(([name, errors]) => ({ name: name as keyof RuleForm, errors })));
        if (fields.length === 0) setError(failure.message);
      } else setError(failureOf(failure, 'Не удалось добавить правило'));
    }
  }

  return (
    <Form<RuleForm>
      form={form}
      layout="vertical"
      className="job-safety__rule-form"
      initialValues={{ window_days: JOB_SAFETY_WINDOW_DAYS_DEFAULT }}
      onFinish={(values) => void submit(values)}
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <div className="job-safety__rule-fields">
        <Form.Item name="chapter_id" label="Глава" rules={[{ required: true, message: 'Выберите главу' }]}>
          <Select
            placeholder="Выберите главу"
            loading={chapters.isLoading}
            options={(chapters.data ?? []).map((chapter) => ({ value: chapter.id, label: chapter.title }))}
          />
        </Form.Item>
        <Form.Item name="office_id" label="Офис">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Все офисы"
            loading={offices.isLoading}
            options={offices.data ?? []}
          />
        </Form.Item>
        <Form.Item name="work_position" label="Должность">
          <Input placeholder="Все должности" maxLength={255} />
        </Form.Item>
        <Form.Item
          name="window_days"
          label="Срок, дней"
          rules={[{ required: true, message: 'Укажите срок' }]}
        >
          <InputNumber min={1} max={366} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Button htmlType="submit" icon={<PlusOutlined />} loading={create.isPending}>
        Добавить правило
      </Button>
    </Form>
  );
}

/** «Назначение проверок» (HR, admins): who must pass which chapter, and a run of the daily job now. */
export function AssignmentsCard() {
  const rules = useAssignments();
  const run = useRunAssignments();
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  async function runNow() {
    setResult(null);
    try {
      const response = await run.mutateAsync();
      setResult({ type: 'success', text: `Назначено проверок: ${response.data.added}` });
    } catch (failure) {
      if (!isCancelled(failure)) setResult({ type: 'error', text: 'Не удалось назначить проверки' });
    }
  }

  return (
    <Card
      className="job-safety__assignments"
      title="Назначение проверок"
      extra={
        <Button icon={<ThunderboltOutlined />} loading={run.isPending} onClick={() => void runNow()}>
          Назначить сейчас
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {result ? <Alert type={result.type} showIcon title={result.text} role="status" /> : null}
        <QueryState
          query={rules}
          rows={3}
          empty="Правил пока нет: без них проверки не назначаются"
          error="Не удалось загрузить правила назначения"
        >
          {(rows) => <RuleTable rows={rows} />}
        </QueryState>
        <RuleFormFields />
      </Space>
    </Card>
  );
}
