import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  EVENT_GROUP_LABELS,
  EVENT_GROUPS,
  EVENT_LIMITS,
  EVENT_META_LABELS,
  EVENT_META_SLUGS,
  EVENT_PRICE_UNKNOWN,
  type EventDetail,
  type EventGroup,
  type EventMetaSlug,
} from '@intranet/contracts';
import {
  Alert,
  AutoComplete,
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
} from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { dayjs } from '../../../ui/dayjs-setup.ts';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { ImageUploadField } from '../../../ui/ImageUploadField.tsx';
import { RichTextEditor } from '../../../ui/rich-text/RichTextEditor.tsx';
import { uploadRichTextImage } from '../../../ui/rich-text/upload-image.ts';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useEventFilters, useSaveEvent, useTagSearch } from '../events.api.ts';

interface EventForm {
  name: string;
  type: string;
  address: string;
  starts_at: dayjs.Dayjs;
  ends_at: dayjs.Dayjs;
  price?: number | null;
  price_unknown: boolean;
  capacity?: number | null;
  groups: EventGroup[];
  tags: string[];
  meta: { slug: EventMetaSlug; value: string }[];
  description: string;
}

interface EventEditorModalProps {
  /** The event being edited; none for a new one. */
  event?: EventDetail;
  onClose: () => void;
  onSaved: (event: EventDetail) => void;
}

const DATE_TIME = 'DD.MM.YYYY HH:mm';

function initialValues(event?: EventDetail): Partial<EventForm> {
  if (!event) {
    const start = dayjs().add(7, 'day').hour(18).minute(0).second(0).millisecond(0);
    return {
      starts_at: start,
      ends_at: start.add(2, 'hour'),
      price_unknown: false,
      price: 0,
      groups: ['everyone'],
      tags: [],
      meta: [],
      description: '',
    };
  }
  return {
    name: event.name,
    type: event.type,
    address: event.address,
    starts_at: dayjs(event.starts_at),
    ends_at: dayjs(event.ends_at),
    price: event.price,
    price_unknown: event.price === null,
    capacity: event.capacity,
    groups: event.groups,
    tags: event.tags.map((tag) => tag.name),
    meta: event.meta,
    description: event.description,
  };
}

/** The organisers' form: name, type, place, time, price, seats, audiences, tags, details, picture, text. */
export function EventEditorModal({ event, onClose, onSaved }: EventEditorModalProps) {
  const [form] = Form.useForm<EventForm>();
  const priceUnknown = Form.useWatch('price_unknown', form);
  const save = useSaveEvent();
  const filters = useEventFilters();
  const [tagText, setTagText] = useState('');
  const tagOptions = useTagSearch(useDebouncedValue(tagText, 250).trim());
  const [image, setImage] = useState<{ id: number; url: string } | null>(
    event?.image ? { id: event.image.id, url: event.image.preview_url } : null,
  );
  const [uploading, setUploading] = useState(false);
  const [summary, setSummary] = useState<string[]>([]);

  const handleFinish = (values: EventForm) => {
    setSummary([]);
    save.mutate(
      {
        id: event?.id,
        name: values.name,
        type: values.type,
        address: values.address,
        starts_at: values.starts_at.toISOString(),
        ends_at: values.ends_at.toISOString(),
        price: values.price_unknown ? null : (values.price ?? 0),
        capacity: values.capacity ?? null,
        groups: values.groups ?? [],
        tags: values.tags ?? [],
        meta: (values.meta ?? []).filter((item) => item?.slug && item.value?.trim()),
        description: values.description ?? '',
        image_id: image?.id ?? null,
        updated_at: event?.updated_at,
      },
      {
        onSuccess: ({ data }) => onSaved(data),
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors)
            setSummary(applyFieldErrors(form, error.fieldErrors));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={event ? 'Редактирование события' : 'Новое событие'}
      onCancel={onClose}
      width={860}
      destroyOnHidden
      okText={event ? 'Сохранить' : 'Создать'}
      cancelText="Отмена"
      okButtonProps={{ loading: save.isPending, disabled: uploading }}
      onOk={() => form.submit()}
    >
      <Form<EventForm>
        form={form}
        layout="vertical"
        initialValues={initialValues(event)}
        onFinish={handleFinish}
        className="event-editor"
      >
        {summary.length ? (
          <Alert type="error" message={summary.join('. ')} className="event-editor__summary" />
        ) : null}
        <Form.Item
          name="name"
          label="Название"
          rules={[
            { required: true, whitespace: true, message: 'Введите название события' },
            { max: EVENT_LIMITS.name },
          ]}
        >
          <Input placeholder="Например: Митап по TypeScript" />
        </Form.Item>
        <div className="event-editor__row">
          <Form.Item
            name="type"
            label="Тип"
            rules={[
              { required: true, whitespace: true, message: 'Укажите тип события' },
              { max: EVENT_LIMITS.type },
            ]}
          >
            <AutoComplete
              options={(filters.data?.types ?? []).map((type) => ({ value: type }))}
              placeholder="Митап, Спорт, Обучение…"
              showSearch={{
                filterOption: (input, option) =>
                  option?.value.toLowerCase().includes(input.toLowerCase()) ?? false,
              }}
            />
          </Form.Item>
          <Form.Item
            name="address"
            label="Место"
            rules={[
              { required: true, whitespace: true, message: 'Укажите место проведения' },
              { max: EVENT_LIMITS.address },
            ]}
          >
            <AutoComplete
              options={(filters.data?.addresses ?? []).map((address) => ({ value: address }))}
              placeholder="Город, адрес, зал"
              showSearch={{
                filterOption: (input, option) =>
                  option?.value.toLowerCase().includes(input.toLowerCase()) ?? false,
              }}
            />
          </Form.Item>
        </div>
        <div className="event-editor__row">
          <Form.Item name="starts_at" label="Начало" rules={[{ required: true, message: 'Укажите начало' }]}>
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              format={DATE_TIME}
              className="event-editor__date"
            />
          </Form.Item>
          <Form.Item
            name="ends_at"
            label="Окончание"
            dependencies={['starts_at']}
            rules={[
              { required: true, message: 'Укажите окончание' },
              ({ getFieldValue }) => ({
                validator: (_rule, value: dayjs.Dayjs | undefined) => {
                  const start = getFieldValue('starts_at') as dayjs.Dayjs | undefined;
                  return !value || !start || !value.isBefore(start)
                    ? Promise.resolve()
                    : Promise.reject(new Error('Окончание раньше начала'));
                },
              }),
            ]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              format={DATE_TIME}
              className="event-editor__date"
            />
          </Form.Item>
        </div>
        <div className="event-editor__row">
          <Form.Item label="Стоимость, ₽" required={!priceUnknown}>
            <div className="event-editor__price">
              <Form.Item name="price" noStyle>
                <InputNumber
                  min={0}
                  max={EVENT_LIMITS.price}
                  step={100}
                  disabled={priceUnknown}
                  aria-label="Стоимость, ₽"
                  placeholder="0 — бесплатно"
                />
              </Form.Item>
              <Form.Item name="price_unknown" valuePropName="checked" noStyle>
                <Checkbox>{EVENT_PRICE_UNKNOWN}</Checkbox>
              </Form.Item>
            </div>
          </Form.Item>
          <Form.Item
            name="capacity"
            label="Количество мест"
            extra="Пусто — без ограничения; когда места кончатся, записавшиеся встанут в лист ожидания"
          >
            <InputNumber
              min={1}
              max={EVENT_LIMITS.capacity}
              precision={0}
              placeholder="Без ограничения"
              className="event-editor__capacity"
            />
          </Form.Item>
        </div>
        <Form.Item name="groups" label="Для кого">
          <Select
            mode="multiple"
            options={EVENT_GROUPS.map((group) => ({ value: group, label: EVENT_GROUP_LABELS[group] }))}
            placeholder="Все сотрудники"
          />
        </Form.Item>
        <Form.Item
          name="tags"
          label="Теги"
          rules={[{ type: 'array', max: EVENT_LIMITS.tags, message: `Не больше ${EVENT_LIMITS.tags} тегов` }]}
        >
          <Select
            mode="tags"
            placeholder="Например: Спорт"
            showSearch={{ onSearch: setTagText }}
            options={(tagOptions.data ?? []).map((tag) => ({ value: tag.name, label: tag.name }))}
            maxTagTextLength={EVENT_LIMITS.tag}
          />
        </Form.Item>
        <Form.Item label="Подробности">
          <Form.List name="meta">
            {(fields, { add, remove }) => (
              <div className="event-editor__meta">
                {fields.map((field) => (
                  <div key={field.key} className="event-editor__meta-row">
                    <Form.Item
                      name={[field.name, 'slug']}
                      noStyle
                      rules={[{ required: true, message: 'Выберите' }]}
                    >
                      <Select
                        aria-label="Что"
                        className="event-editor__meta-slug"
                        options={EVENT_META_SLUGS.map((slug) => ({
                          value: slug,
                          label: EVENT_META_LABELS[slug],
                        }))}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'value']}
                      noStyle
                      rules={[{ required: true, whitespace: true, message: 'Введите значение' }]}
                    >
                      <Input aria-label="Значение" maxLength={EVENT_LIMITS.metaValue} />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label="Убрать"
                      onClick={() => remove(field.name)}
                    />
                  </div>
                ))}
                {fields.length < EVENT_META_SLUGS.length ? (
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() =>
                      add({
                        slug: EVENT_META_SLUGS.find(
                          (slug) =>
                            !(form.getFieldValue('meta') as EventForm['meta'] | undefined)?.some(
                              (item) => item?.slug === slug,
                            ),
                        ),
                        value: '',
                      })
                    }
                  >
                    Дресс-код, контакт, формат…
                  </Button>
                ) : null}
              </div>
            )}
          </Form.List>
        </Form.Item>
        <ImageUploadField
          label="Изображение"
          value={image}
          onChange={setImage}
          alt="Изображение события"
          removeLabel="Убрать изображение"
          onUploadingChange={setUploading}
        />
        <Form.Item name="description" label="Описание" validateTrigger={[]}>
          <RichTextEditor
            placeholder="Программа, что взять с собой, как добраться"
            onUploadImage={async (file) => ({ url: (await uploadRichTextImage(file)).url })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
