import { Alert, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import {
  GIFT_CURRENCIES,
  GIFT_CURRENCY_CODES,
  type GiftCurrency,
  type GiftGroup,
  type GiftProduct,
} from '@intranet/contracts/gift-shop/gift-shop';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { ImageUploadField, type PickedImage } from '../../../ui/ImageUploadField.tsx';
import { useSaveProduct } from '../gift-shop.api.ts';
import { toMajor, toMinor } from '../gift-shop.helpers.ts';

interface ProductForm {
  name: string;
  group_id?: number;
  description: string;
  is_active: boolean;
  prices: Partial<Record<GiftCurrency, number | null>>;
}

/** Adding or editing a product: its group, texts, picture and a price per currency it is sold in. */
export function ProductFormModal({
  product,
  groups,
  onClose,
}: {
  product: GiftProduct | null;
  groups: readonly GiftGroup[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<ProductForm>();
  const save = useSaveProduct();
  const [image, setImage] = useState<PickedImage | null>(
    product?.image ? { id: product.image.id, url: product.image.preview_url } : null,
  );
  const [uploading, setUploading] = useState(false);
  const [summary, setSummary] = useState<string[]>([]);

  const handleFinish = async (values: ProductForm) => {
    setSummary([]);
    const prices = GIFT_CURRENCY_CODES.flatMap((currency) => {
      const value = values.prices?.[currency];
      return typeof value === 'number' ? [{ currency, amount: toMinor(value, currency) }] : [];
    });
    try {
      await save.mutateAsync({
        id: product?.id,
        body: {
          group_id: values.group_id ?? 0,
          name: values.name?.trim() ?? '',
          description: values.description?.trim() ?? '',
          image_id: image?.id ?? null,
          prices,
          is_active: values.is_active,
        },
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors)
        setSummary(applyFieldErrors(form, error.fieldErrors));
    }
  };

  return (
    <Modal
      open
      title={product ? 'Изменить товар' : 'Новый товар'}
      okText={product ? 'Сохранить' : 'Добавить'}
      cancelText="Отмена"
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: uploading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<ProductForm>
        form={form}
        layout="vertical"
        initialValues={{
          name: product?.name ?? '',
          group_id: product?.group_id ?? groups[0]?.id,
          description: product?.description ?? '',
          is_active: product?.is_active ?? true,
          prices: Object.fromEntries(
            (product?.prices ?? []).map((price) => [price.currency, toMajor(price.amount, price.currency)]),
          ),
        }}
        onFinish={(values) => void handleFinish(values)}
      >
        {summary.length ? <Alert type="error" showIcon title={summary.join('. ')} /> : null}
        <Form.Item
          name="name"
          label="Название"
          rules={[{ required: true, whitespace: true, message: 'Укажите название товара' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="group_id" label="Группа" rules={[{ required: true, message: 'Выберите группу' }]}>
          <Select options={groups.map((group) => ({ value: group.id, label: group.name }))} />
        </Form.Item>
        <Form.Item name="description" label="Описание">
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <ImageUploadField
          label="Изображение"
          value={image}
          onChange={setImage}
          alt={product?.name ?? 'Изображение товара'}
          removeLabel="Убрать изображение"
          onUploadingChange={setUploading}
        />
        <fieldset className="gift-price-fields">
          <legend>Цены (пусто — не продается за эту валюту)</legend>
          {GIFT_CURRENCY_CODES.map((currency) => (
            <Form.Item
              key={currency}
              name={['prices', currency]}
              label={`${GIFT_CURRENCIES[currency].name}, ${GIFT_CURRENCIES[currency].symbol}`}
            >
              <InputNumber
                min={0}
                precision={GIFT_CURRENCIES[currency].minor_digits}
                decimalSeparator=","
                style={{ width: '100%' }}
              />
            </Form.Item>
          ))}
        </fieldset>
        <Form.Item name="is_active" label="В продаже" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
