import { App, Button, Card, Empty, Form, Input, Skeleton } from 'antd';
import type { EduEdict } from '@intranet/contracts';
import { ApiError } from '../../../api/api-error.ts';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useEdicts, useEditEdict } from '../education.api.ts';
import '../education.css';

function EdictForm({ edict }: { edict: EduEdict }) {
  const [form] = Form.useForm<{ title: string; body: string }>();
  const save = useEditEdict();
  const { message } = App.useApp();
  const handleFinish = async (values: { title: string; body: string }) => {
    try {
      await save.mutateAsync({ id: edict.id, ...values });
      message.success('Сохранено');
    } catch (error) {
      const errors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (errors) applyFieldErrors(form, errors);
    }
  };
  return (
    <Card className="education-edict">
      <Form
        form={form}
        layout="vertical"
        initialValues={{ title: edict.title, body: edict.body }}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item
          name="title"
          label="Заголовок"
          rules={[{ required: true, whitespace: true, message: 'Укажите заголовок приказа' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="body" label="Текст приказа">
          <Input.TextArea rows={5} maxLength={20_000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Сохранить
        </Button>
      </Form>
    </Card>
  );
}

/** /services/admin/edict: the training department edits the edicts the education page shows. */
export default function EdictsAdminPage() {
  const edicts = useEdicts();
  return (
    <div className="education-page">
      <PageTitle title="Приказы об обучении" />
      {edicts.isPending ? (
        <Skeleton active />
      ) : edicts.isError ? (
        <Empty description="Не удалось загрузить приказы" />
      ) : edicts.data.length === 0 ? (
        <Empty description="Приказов нет" />
      ) : (
        edicts.data.map((edict) => <EdictForm key={edict.id} edict={edict} />)
      )}
    </div>
  );
}
