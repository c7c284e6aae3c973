import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EDITABLE_SETTINGS, settingValueError, type EditableSetting } from '@intranet/contracts';
import { settingsEndpoints } from '@intranet/contracts/settings/endpoints';
import { App, Button, Form, Input, InputNumber, Switch } from 'antd';
import { ApiError } from '../../../api/api-error.ts';
import { call, moduleKey } from '../../../api/endpoint-client.ts';
import { settingsQueryOptions } from '../../../app/auth/session-calls.ts';
import { QueryState } from '../../../ui/QueryState.tsx';

type Values = Record<string, string | number | boolean | null>;

function toFormValue(setting: EditableSetting, value: string): string | number | boolean {
  if (setting.kind === 'boolean') return value === '1';
  if (setting.kind === 'integer') return Number(value);
  return value;
}

function toWire(setting: EditableSetting, value: Values[string]): string {
  if (setting.kind === 'boolean') return value ? '1' : '0';
  return value === null || value === undefined ? '' : String(value);
}

/** The control of one setting; Form.Item hands it `id`, `value`/`checked` and `onChange`. */
function SettingField({ setting, ...control }: { setting: EditableSetting } & Record<string, unknown>) {
  if (setting.kind === 'boolean') return <Switch {...control} />;
  if (setting.kind === 'integer')
    return (
      <InputNumber
        {...control}
        // No min/max here: a clamped number would hide the bound; the rule below says it in words.
        precision={0}
        suffix={setting.unit}
        style={{ width: 240 }}
      />
    );
  return <Input {...control} maxLength={setting.max} style={{ maxWidth: 360 }} />;
}

/** «Настройки портала»: the business constants of EDITABLE_SETTINGS; only changed values are sent. */
export function SettingsPanel() {
  const query = useQuery(settingsQueryOptions);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: async (changes: { key: string; value: string }[]) => {
      for (const change of changes)
        await call(settingsEndpoints.change, {
          params: { key: change.key },
          body: { value: change.value },
          fieldErrors: true,
        }).catch((error: unknown) => {
          if (error instanceof ApiError && error.fieldErrors?.value)
            form.setFields([{ name: change.key, errors: error.fieldErrors.value }]);
          throw error;
        });
    },
    // Every read of the settings, the sign-in page's too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moduleKey(settingsEndpoints.list.module) }),
    onSuccess: () => void message.success('Настройки сохранены'),
  });

  return (
    <QueryState query={query}>
      {(values) => (
        <Form
          form={form}
          layout="vertical"
          className="settings-panel"
          initialValues={Object.fromEntries(
            EDITABLE_SETTINGS.map((setting) => [
              setting.key,
              toFormValue(setting, values[setting.key] ?? ''),
            ]),
          )}
          onFinish={(formValues) => {
            const changes = EDITABLE_SETTINGS.map((setting) => ({
              key: setting.key,
              value: toWire(setting, formValues[setting.key] ?? null),
            })).filter((change) => change.value !== values[change.key]);
            save.mutate(changes);
          }}
        >
          {EDITABLE_SETTINGS.map((setting) => (
            <Form.Item
              key={setting.key}
              name={setting.key}
              label={setting.label}
              valuePropName={setting.kind === 'boolean' ? 'checked' : 'value'}
              rules={[
                {
                  validator: async (_rule, value: Values[string]) => {
                    const error = settingValueError(setting, toWire(setting, value));
                    if (error) throw new Error(error);
                  },
                },
              ]}
            >
              <SettingField setting={setting} />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Сохранить
          </Button>
        </Form>
      )}
    </QueryState>
  );
}
