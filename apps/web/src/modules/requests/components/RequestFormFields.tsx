import { DatePicker, Form, Input, InputNumber } from 'antd';
import type { BpFormField } from '@intranet/contracts';
import { DISPLAY_DATE_FORMAT } from '../../../ui/date-format.ts';

/** Longest text of a form field (the contracts' `data` values). */
const FIELD_MAX = 2000;

/**
 * The input of a field's type. Form.Item hands its child the id, value and onChange: they are passed on to
 * the antd input, so the label points at it and the form reads it.
 */
function FieldInput({ field, ...control }: { field: BpFormField } & Record<string, unknown>) {
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={FIELD_MAX} showCount {...control} />;
    case 'number':
      return <InputNumber className="request-form__number" {...control} />;
    case 'date':
      return <DatePicker format={DISPLAY_DATE_FORMAT} placeholder="дд.мм.гггг" {...control} />;
    default:
      return <Input maxLength={FIELD_MAX} {...control} />;
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
