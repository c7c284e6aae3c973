import { Alert, Form, Modal } from 'antd';
import { exemptUsersBodySchema } from '@intranet/contracts';
import { useEffect, useState } from 'react';
import { isCancelled } from '../../../../api/api-error.ts';
import { validateWithSchema } from '../../../../ui/form-validation.ts';
import type { PersonOption } from '../../../../ui/people-search.ts';
import { PersonPicker } from '../../../../ui/PersonPicker.tsx';
import { errorMessages } from '../exemption.helpers.ts';
import { exemptionPeople, useAddExemptUsers } from '../exemptions.api.ts';

interface ExemptionUsersModalProps {
  open: boolean;
  exemptUserIds: ReadonlySet<number>;
  onClose: () => void;
  onAdded: (count: number) => void;
}

interface UsersFormValues {
  people?: PersonOption[];
}

/** «Добавить сотрудников»: several people at once; a refused save is explained inside the dialog. */
export function ExemptionUsersModal({ open, exemptUserIds, onClose, onAdded }: ExemptionUsersModalProps) {
  const [form] = Form.useForm<UsersFormValues>();
  const add = useAddExemptUsers();
  const [formErrors, setFormErrors] = useState<string[]>([]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setFormErrors([]);
  }, [open, form]);

  async function handleSubmit() {
    const people = (form.getFieldValue('people') as PersonOption[] | undefined) ?? [];
    const checked = validateWithSchema(exemptUsersBodySchema, {
      user_ids: people.map((person) => person.value),
    });
    setFormErrors([]);
    if (!checked.ok) {
      form.setFields([{ name: 'people', errors: Object.values(checked.errors).flat() }]);
      return;
    }
    form.setFields([{ name: 'people', errors: [] }]);
    try {
      await add.mutateAsync(checked.data.user_ids);
      onAdded(checked.data.user_ids.length);
      onClose();
    } catch (error) {
      if (isCancelled(error)) return;
      setFormErrors(errorMessages(error, 'Не удалось добавить сотрудников'));
    }
  }

  const count = (Form.useWatch('people', form) ?? []).length;

  return (
    <Modal
      open={open}
      title="Добавить сотрудников в исключения"
      okText={count > 0 ? `Добавить (${count})` : 'Добавить'}
      cancelText="Отмена"
      confirmLoading={add.isPending}
      onOk={() => void handleSubmit()}
      onCancel={() => !add.isPending && onClose()}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={() => void handleSubmit()}>
        {formErrors.length > 0 ? (
          <Alert
            type="error"
            showIcon
            className="exemption-alert"
            title={formErrors.length === 1 ? formErrors[0] : 'Не удалось добавить сотрудников'}
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
        <Form.Item
          name="people"
          label="Сотрудники"
          required
          extra="Эти сотрудники не обязаны заполнять TimeSheet."
        >
          <PersonPicker
            multiple
            source={exemptionPeople}
            placeholder="Начните вводить фамилию"
            unavailable={{ ids: exemptUserIds, note: '(уже в списке)' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
