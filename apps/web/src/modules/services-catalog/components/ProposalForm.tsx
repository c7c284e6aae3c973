import { requestPagePath } from '@intranet/contracts';
import {
  catalogProposalBodySchema,
  CATALOG_TEXTS,
  type CatalogProposal,
  type CatalogProposalBody,
} from '@intranet/contracts/services-catalog/services-catalog';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { applyFieldErrors, zodFieldRule } from '../../../ui/form-validation.ts';
import { useProposeService } from '../services-catalog.api.ts';

const FIELDS = catalogProposalBodySchema.shape;

/**
 * «Предложить сервис»: a name, what it does and why it is needed. The proposal becomes a request to the
 * catalogue's owners; its author follows it in «Мои заявки».
 */
export function ProposalForm() {
  const [form] = Form.useForm<CatalogProposalBody>();
  const propose = useProposeService();
  const [sent, setSent] = useState<CatalogProposal | null>(null);

  if (sent) {
    return (
      <Result
        status="success"
        title={CATALOG_TEXTS.proposalSent}
        subTitle={
          <>
            Следить за рассмотрением можно в разделе «Мои заявки» на странице{' '}
            <Link to="/services">«Заявки»</Link>.
          </>
        }
        extra={[
          <Link key="open" to={requestPagePath({ kind: 'custom', id: sent.request_id })}>
            Открыть заявку «{sent.title}»
          </Link>,
          <Button
            key="again"
            onClick={() => {
              form.resetFields();
              setSent(null);
            }}
          >
            Предложить ещё
          </Button>,
        ]}
      />
    );
  }

  const handleFinish = (values: CatalogProposalBody) =>
    propose.mutate(values, {
      onSuccess: setSent,
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) applyFieldErrors(form, error.fieldErrors);
      },
    });

  return (
    <Form form={form} layout="vertical" onFinish={handleFinish} requiredMark>
      <Form.Item label="Название сервиса" name="name" required rules={[zodFieldRule(FIELDS.name)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        label="Что делает сервис"
        name="description"
        required
        rules={[zodFieldRule(FIELDS.description)]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} />
      </Form.Item>
      <Form.Item label="Зачем он нужен" name="why" required rules={[zodFieldRule(FIELDS.why)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={propose.isPending}>
        Отправить предложение
      </Button>
    </Form>
  );
}
