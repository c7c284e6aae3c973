import { LockOutlined, LoginOutlined, UserOutlined } from '@ant-design/icons';
import { oidcErrorMessage, tokenIssueBodySchema, type TokenIssueBody } from '@intranet/contracts';
import { settingsEndpoints } from '@intranet/contracts/settings/endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Divider, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { endpointQuery } from '../../../api/endpoint-client.ts';
import { useSession } from '../../../app/auth/session.tsx';
import type { ReturnState } from '../../../app/routing/guards.tsx';
import { oidcStartUrl, useOidcEnabled } from '../../sso/sso.api.ts';
import { applyFieldErrors, zodFieldRule } from '../../../ui/form-validation.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';

const SIGN_IN_FAILED = 'Не удалось войти. Попробуйте позже или обратитесь в техподдержку';
const DEMO_LOGINS = 'admin, employee, manager, assistant, ts_admin, hr';

/**
 * Before sign-in the settings are closed; the demo hint needs only `demo_mode`, which the server is asked
 * to publish at GET /api/settings/public. Without that endpoint the hint stays hidden.
 */
function usePublicDemoMode(): boolean {
  const { data } = useQuery({
    ...endpointQuery(settingsEndpoints.public, { anonymous: true, silent: true }),
    retry: false,
    staleTime: Infinity,
  });
  return data?.data.some((setting) => setting.key === 'demo_mode' && setting.value === '1') ?? false;
}

export default function SignInPage() {
  useDocumentTitle('Вход');
  const { signIn } = useSession();
  const [form] = Form.useForm<TokenIssueBody>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const demoMode = usePublicDemoMode();
  const oidcEnabled = useOidcEnabled();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // A refused corporate sign-in comes back here with its reason (the server's redirect).
  const ssoError = oidcErrorMessage(searchParams.get('sso_error'));
  const from = (location.state as ReturnState | null)?.from;
  const returnTo =
    from && from.pathname !== '/auth' ? `${from.pathname}${from.search}${from.hash}` : '/dashboard';

  async function handleFinish(values: TokenIssueBody) {
    setError(null);
    setSubmitting(true);
    try {
      await signIn(tokenIssueBodySchema.parse(values));
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors) {
        const rest = applyFieldErrors(form, failure.fieldErrors);
        if (rest.length > 0) setError(rest.join(' '));
      } else if (failure instanceof ApiError && (failure.status === 401 || failure.status === 429)) {
        setError(failure.message);
      } else {
        setError(SIGN_IN_FAILED);
      }
      setSubmitting(false);
    }
  }

  function handleValuesChange() {
    if (error) setError(null);
  }

  return (
    <main className="sign-in">
      <Card className="sign-in__card">
        <div className="sign-in__brand" aria-hidden="true">
          И
        </div>
        <Typography.Title level={1} className="sign-in__title">
          Вход в интранет
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="sign-in__subtitle">
          Корпоративный портал группы компаний
        </Typography.Paragraph>
        {error ? <Alert type="error" showIcon title={error} className="sign-in__error" role="alert" /> : null}
        {ssoError && !error ? (
          <Alert type="error" showIcon title={ssoError} className="sign-in__error" role="alert" />
        ) : null}
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={handleFinish}
          onValuesChange={handleValuesChange}
          disabled={submitting}
        >
          <Form.Item label="Логин" name="login" rules={[zodFieldRule(tokenIssueBodySchema.shape.login)]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
          </Form.Item>
          <Form.Item
            label="Пароль"
            name="password"
            rules={[zodFieldRule(tokenIssueBodySchema.shape.password)]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            Войти
          </Button>
        </Form>
        {oidcEnabled ? (
          <>
            <Divider plain>или</Divider>
            <Button
              block
              size="large"
              icon={<LoginOutlined />}
              href={oidcStartUrl(returnTo)}
              // The label wraps on a phone instead of running past the button's border.
              style={{ whiteSpace: 'normal', height: 'auto', minHeight: 40, paddingBlock: 6 }}
            >
              Войти через корпоративный аккаунт
            </Button>
          </>
        ) : null}
        {demoMode ? (
          <Alert
            className="sign-in__demo"
            type="info"
            title="Демонстрационный режим"
            description={`Войдите с паролем demo под любым из логинов: ${DEMO_LOGINS} — или под именем любой роли.`}
          />
        ) : null}
      </Card>
    </main>
  );
}
