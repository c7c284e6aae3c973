import { DatePicker, Form, Input, InputNumber } from 'antd';
import type { BpFormField } from '@intranet/contracts';
import { DISPLAY_DATE_FORMAT } from '../../../ui/date-format.ts';

/** Longest text of a form field (the contracts' `data` values). */
const FIELD_MAX = 2000;

function FieldInput({ field }: { field: BpFormField }) {
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={FIELD_MAX} showCount />;
    case 'number':
      return <InputNumber className="request-form__number" />;
    case 'date':
      return <DatePicker format={DISPLAY_DATE_FORMAT} placeholder="дд.мм.гггг" />;
    default:
      return <Input maxLength={FIELD_MAX} />;
  }
}

/** The fields of a custom process's form (`bp_types.form`), one input each, under `data.<key>`. */
export function RequestFormFields({ fields }: { fields: readonly BpFormField[] }) {
  return (
    <>
      {fields.map((field) => (
        <Form.Item
          key={field.key}
          name={['data', field.key]}
          label={field.label}
          rules={
            field.required
              ? [
                  {
                    required: true,
                    whitespace: field.type === 'text' || field.type === 'textarea',
                    message: `Заполните поле «${field.label}»`,
                  },
                ]
              : []
          }
        >
          <FieldInput field={field} />
        </Form.Item>
      ))}
    </>
  );
}
