import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DIRECTORY_SOURCE_LABELS,
  DIRECTORY_SOURCES,
  OIDC_MATCH_CLAIM_LABELS,
  OIDC_MATCH_CLAIMS,
  ROLE_NAMES,
  ROLES,
  roleMappingEntrySchema,
  ssoSettingsSchema,
  type DirectorySource,
  type RoleMappingEntry,
  type RoleMappingRow,
  type SsoAdmin,
  type SsoCheckResult,
  type SsoSettings,
} from '@intranet/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Select,
  Space,
  Switch,
  Tabs,
  Typography,
} from 'antd';
import { useState } from 'react';
import './sso.css';
import { ApiError } from '../../api/api-error.ts';
import { applyFieldErrors, zodFieldRule } from '../../ui/form-validation.ts';
import { QueryState } from '../../ui/QueryState.tsx';
import {
  useCheckSso,
  useReplaceRoleMapping,
  useRoleMapping,
  useSaveSsoSettings,
  useSsoAdmin,
} from './sso.api.ts';

const ROLE_OPTIONS = ROLE_NAMES.map((name) => ({ value: name, label: `${ROLES[name]} (${name})` }));

/** «Администрирование → Вход через SSO» (docs/modules/sso.md): the provider, the settings, the role mapping. */
export function SsoAdminPanel() {
  const query = useSsoAdmin();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <QueryState query={query} rows={8}>
        {({ data }) => (
          <>
            <ProviderCard admin={data} />
            <SettingsCard settings={data.settings} />
          </>
        )}
      </QueryState>
      <MappingCard />
    </Space>
  );
}

function ProviderCard({ admin }: { admin: SsoAdmin }) {
  const check = useCheckSso();
  const [result, setResult] = useState<SsoCheckResult | null>(null);
  const missing = 'не задан';
  return (
    <Card title={<h2 className="sso-panel__title">OpenID Connect</h2>}>
      {admin.configured ? null : (
        <Alert
          type="info"
          showIcon
          className="sso-panel__note"
          title="Вход через корпоративный аккаунт не настроен"
          description="Задайте OIDC_ISSUER, OIDC_CLIENT_ID и OIDC_CLIENT_SECRET в окружении сервера и перезапустите его (docs/operations.md)."
        />
      )}
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'issuer', label: 'Издатель (OIDC_ISSUER)', children: admin.issuer ?? missing },
          { key: 'client', label: 'Идентификатор клиента', children: admin.client_id ?? missing },
          { key: 'secret', label: 'Секрет клиента', children: admin.client_secret_set ? 'задан' : missing },
          { key: 'scopes', label: 'Запрашиваемые scopes', children: admin.scopes },
          {
            key: 'redirect',
            label: 'Адрес возврата (redirect URI)',
            children: (
              <Typography.Text copyable={{ tooltips: ['Копировать', 'Скопировано'] }}>
                {admin.redirect_uri}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Space orientation="vertical" style={{ marginTop: 16, width: '100%' }}>
        <Button
          loading={check.isPending}
          disabled={!admin.configured}
          onClick={() => check.mutate(undefined, { onSuccess: (response) => setResult(response.data) })}
        >
          Проверить подключение
        </Button>
        {result ? (
          <Alert
            role="status"
            type={result.ok ? 'success' : 'error'}
            showIcon
            title={result.message}
            description={
              result.ok
                ? result.end_session
                  ? 'Сервер умеет завершать свою сессию: выход из портала завершит и её.'
                  : 'Сервер не объявил end_session_endpoint: выход завершит только сессию портала.'
                : undefined
            }
          />
        ) : null}
      </Space>
    </Card>
  );
}

function SettingsCard({ settings }: { settings: SsoSettings }) {
  const [form] = Form.useForm<SsoSettings>();
  const save = useSaveSsoSettings();
  const { message } = App.useApp();
  return (
    <Card title={<h2 className="sso-panel__title">Параметры входа</h2>}>
      <Form
        form={form}
        layout="vertical"
        initialValues={settings}
        style={{ maxWidth: 560 }}
        onFinish={(values) =>
          save.mutate(ssoSettingsSchema.parse(values), {
            onSuccess: () => void message.success('Параметры входа сохранены'),
            onError: (error) => {
              if (error instanceof ApiError && error.fieldErrors) applyFieldErrors(form, error.fieldErrors);
            },
          })
        }
      >
        <Form.Item
          name="match_claim"
          label="По какому claim искать сотрудника"
          rules={[zodFieldRule(ssoSettingsSchema.shape.match_claim)]}
        >
          <Select
            options={OIDC_MATCH_CLAIMS.map((claim) => ({
              value: claim,
              label: OIDC_MATCH_CLAIM_LABELS[claim],
            }))}
          />
        </Form.Item>
        <Form.Item
          name="create_users"
          label="Создавать сотрудника, если он не найден"
          valuePropName="checked"
          extra="Иначе вход человека, которого нет в портале, отклоняется"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="groups_claim"
          label="Claim со списком групп"
          rules={[zodFieldRule(ssoSettingsSchema.shape.groups_claim)]}
          extra="Обычно groups (Keycloak, Entra ID) или roles"
        >
          <Input maxLength={100} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Сохранить параметры
        </Button>
      </Form>
    </Card>
  );
}

function MappingCard() {
  const [source, setSource] = useState<DirectorySource>('oidc');
  return (
    <Card title={<h2 className="sso-panel__title">Группы каталога → роли портала</h2>}>
      <Typography.Paragraph type="secondary">
        При входе (и при синхронизации LDAP) сотрудник получает роли своих групп; роли, которые дала группа, а
        группа больше не даёт, снимаются. Роли, выданные вручную, не меняются. Регистр в названиях групп не
        важен.
      </Typography.Paragraph>
      <Tabs
        activeKey={source}
        onChange={(key) => setSource(key as DirectorySource)}
        items={DIRECTORY_SOURCES.map((item) => ({
          key: item,
          label: DIRECTORY_SOURCE_LABELS[item],
          children: item === source ? <MappingEditor source={item} /> : null,
        }))}
      />
    </Card>
  );
}

function MappingEditor({ source }: { source: DirectorySource }) {
  const query = useRoleMapping(source);
  return (
    <QueryState query={query} rows={4}>
      {({ data }) => <MappingForm key={source} source={source} rows={data} />}
    </QueryState>
  );
}

function MappingForm({ source, rows }: { source: DirectorySource; rows: RoleMappingRow[] }) {
  const [form] = Form.useForm<{ entries: RoleMappingEntry[] }>();
  const save = useReplaceRoleMapping(source);
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const groupLabel = source === 'ldap' ? 'Группа LDAP (DN или имя)' : 'Группа из claim';
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ entries: rows.map((row) => ({ group_name: row.group_name, role: row.role })) }}
      onFinish={(values) => {
        setError(null);
        save.mutate(values.entries ?? [], {
          onSuccess: (response) => {
            form.setFieldsValue({
              entries: response.data.map((row) => ({ group_name: row.group_name, role: row.role })),
            });
            void message.success('Сопоставление сохранено');
          },
          onError: (failure) =>
            setError(failure instanceof ApiError ? failure.message : 'Не удалось сохранить'),
        });
      }}
    >
      <Form.List name="entries">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 ? (
              <Typography.Paragraph type="secondary">
                Сопоставлений нет: группы не дают ролей.
              </Typography.Paragraph>
            ) : null}
            {fields.map((field, index) => (
              <div key={field.key} className="sso-mapping__row">
                <Form.Item
                  name={[field.name, 'group_name']}
                  label={`${groupLabel}, строка ${index + 1}`}
                  rules={[zodFieldRule(roleMappingEntrySchema.shape.group_name)]}
                  className="sso-mapping__group"
                >
                  <Input maxLength={500} placeholder="Например, portal-hr" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'role']}
                  label={`Роль, строка ${index + 1}`}
                  rules={[{ required: true, message: 'Выберите роль' }]}
                  className="sso-mapping__role"
                >
                  <Select
                    options={ROLE_OPTIONS}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder="Роль портала"
                  />
                </Form.Item>
                <Button
                  className="sso-mapping__remove"
                  icon={<DeleteOutlined />}
                  aria-label={`Удалить строку ${index + 1}`}
                  onClick={() => remove(field.name)}
                />
              </div>
            ))}
            <Space wrap>
              <Button icon={<PlusOutlined />} onClick={() => add({ group_name: '', role: undefined })}>
                Добавить строку
              </Button>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                Сохранить сопоставление
              </Button>
            </Space>
          </>
        )}
      </Form.List>
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 16 }} /> : null}
    </Form>
  );
}
