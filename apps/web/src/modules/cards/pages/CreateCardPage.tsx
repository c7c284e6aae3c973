import { UploadOutlined } from '@ant-design/icons';
import { Alert, Breadcrumb, Button, Card, Form, Skeleton, Typography, Upload, type UploadFile } from 'antd';
import { CARD_DEFAULT_RATES, CARD_TEXTS, cardPrice, transliterate } from '@intranet/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useMe } from '../../../app/auth/session.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import {
  uploadCardFile,
  useCardOptions,
  useCreateCard,
  usePersonFields,
  useWorkPositions,
} from '../cards.api.ts';
import { cardBody, formatRubles, initialCardValues, type CardFormValues } from '../cards.helpers.ts';
import { CardFormFields } from '../components/CardFormFields.tsx';
import { CardPreview } from '../components/CardPreview.tsx';
import '../cards.css';

/**
 * /services/cards/create/: the order form with the person's defaults, the work positions (mine and the shared
 * list), a live preview beside it (below on phones), and the price by the administrator's rates.
 */
export default function CreateCardPage() {
  const me = useMe();
  const person = usePersonFields(me.id);
  const choices = useCardOptions();
  const positions = useWorkPositions();
  const create = useCreateCard();
  const navigate = useNavigate();
  const [form] = Form.useForm<CardFormValues>();
  const [failed, setFailed] = useState(false);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const values = Form.useWatch([], { form, preserve: true }) ?? initialCardValues(person.data);

  // The Russian name the Latin one was last made from.
  const names = useRef({ last_name: '', first_name: '' });
  useEffect(() => {
    if (!person.data) return;
    form.setFieldsValue(initialCardValues(person.data));
    names.current = { last_name: person.data.last_name, first_name: person.data.first_name };
  }, [person.data, form]);

  // The Latin name follows the Russian one until typed over (ICAO transliteration).
  const handleValuesChange = (changed: Partial<CardFormValues>, all: CardFormValues) => {
    for (const [ru, en] of [
      ['last_name', 'last_name_en'],
      ['first_name', 'first_name_en'],
    ] as const) {
      if (changed[ru] === undefined) continue;
      const previous = form.getFieldValue(en) as string;
      if (!previous || previous === transliterate(names.current[ru]))
        form.setFieldValue(en, transliterate(all[ru]));
    }
    names.current = { last_name: all.last_name, first_name: all.first_name };
  };

  const price = cardPrice(
    { lang: values.lang as 'rus', count: Number(values.count) || 0, urgent: Boolean(values.urgent) },
    choices.data?.rates ?? CARD_DEFAULT_RATES,
  );

  const handleFinish = async (submitted: CardFormValues) => {
    setFailed(false);
    try {
      const ids = files.flatMap((file) => (typeof file.response === 'number' ? [file.response] : []));
      const created = await create.mutateAsync(cardBody({ ...values, ...submitted }, ids));
      void navigate(`/services/cards/${created.data.id}`);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      const rest = fieldErrors ? applyFieldErrors(form, fieldErrors) : [];
      if (!fieldErrors || rest.length > 0) setFailed(true);
    }
  };

  const companyName = choices.data?.companies.find((company) => company.id === values.company_id)?.name;
  const officeName = choices.data?.offices.find((office) => office.id === values.address_id)?.name;

  return (
    <div className="cards-page">
      <Breadcrumb
        items={[{ title: <Link to="/services/cards">Визитные карточки</Link> }, { title: 'Новый заказ' }]}
      />
      <PageTitle title="Заказ визитных карточек" />
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={CARD_TEXTS.createFailed}
          description={CARD_TEXTS.createFailedHint}
          closable={{ onClose: () => setFailed(false) }}
        />
      ) : null}
      <div className="cards-form-layout">
        <Card>
          {person.isLoading ? (
            <Skeleton active paragraph={{ rows: 10 }} />
          ) : (
            <Form<CardFormValues>
              form={form}
              layout="vertical"
              initialValues={initialCardValues(person.data)}
              onValuesChange={handleValuesChange}
              onFinish={(submitted) => void handleFinish(submitted)}
            >
              <CardFormFields choices={choices.data} positions={positions} />
              <Form.Item
                label="Логотип или макет"
                extra="Изображение или PDF до 20 МБ"
                validateStatus={uploadError ? 'error' : undefined}
                help={uploadError ?? undefined}
              >
                <Upload
                  fileList={files}
                  maxCount={5}
                  customRequest={({ file, onSuccess, onError }) => {
                    setUploadError(null);
                    uploadCardFile(file as File)
                      .then((stored) => onSuccess?.(stored.id))
                      .catch((error: Error) => {
                        setUploadError(error.message);
                        onError?.(error);
                      });
                  }}
                  onChange={({ fileList }) => setFiles(fileList.filter((file) => file.status !== 'error'))}
                >
                  <Button icon={<UploadOutlined />}>Прикрепить файл</Button>
                </Upload>
              </Form.Item>
              <Typography.Paragraph className="cards-price" aria-live="polite">
                Стоимость: <strong data-testid="card-price">{formatRubles(price)}</strong>
              </Typography.Paragraph>
              <Button type="primary" htmlType="submit" loading={create.isPending}>
                Заказать
              </Button>
            </Form>
          )}
        </Card>
        <section className="cards-form-layout__preview" aria-labelledby="card-preview-heading">
          <Typography.Title level={2} id="card-preview-heading" style={{ fontSize: 16 }}>
            Предпросмотр
          </Typography.Title>
          <CardPreview
            card={{
              ...values,
              work_position: values.work_position ?? '',
              company: companyName ?? null,
              address: officeName ?? null,
            }}
          />
        </section>
      </div>
    </div>
  );
}
