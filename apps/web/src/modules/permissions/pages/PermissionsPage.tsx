import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, App, Empty, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isCancelled } from '../../../api/api-error.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { directoryPeople, useRoles } from '../../../api/platform.api.ts';
import type { PersonOption } from '../../../ui/people-search.ts';
import { PersonPicker } from '../../../ui/PersonPicker.tsx';
import { PermissionList } from '../components/PermissionList.tsx';
import { toggleMessage } from '../permissions.helpers.ts';
import {
  usePermissionStates,
  useTogglePermission,
  type PermissionHolder,
  type PermissionState,
} from '../permissions.api.ts';
import '../permissions.css';

type Mode = 'role' | 'user';

const MODE_OPTIONS: { value: Mode; label: string }[] = [
  { value: 'role', label: 'По ролям' },
  { value: 'user', label: 'По сотрудникам' },
];

/**
 * /timesheet/settings/permissions «Разрешения»: grants fine-grained permissions to a role or to one
 * person. The chosen role is kept in `?role=` (and the mode in `?by=`) so a reload shows the same list.
 */
export default function PermissionsPage() {
  useDocumentTitle('Разрешения');
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('by') === 'user' ? 'user' : 'role';
  const roleParam = Number(params.get('role'));
  const roleId = Number.isInteger(roleParam) && roleParam > 0 ? roleParam : undefined;
  const [person, setPerson] = useState<PersonOption | null>(null);
  const roles = useRoles();
  const holder: PermissionHolder | null =
    mode === 'role'
      ? roleId === undefined
        ? null
        : { kind: 'role', id: roleId }
      : person === null
        ? null
        : { kind: 'user', id: person.value };
  const states = usePermissionStates(holder);
  const toggle = useTogglePermission();
  const pendingId = toggle.isPending ? (toggle.variables?.permissionId ?? null) : null;

  function handleModeChange(next: Mode) {
    setParams(next === 'user' ? { by: 'user' } : roleId ? { role: String(roleId) } : {}, { replace: true });
  }

  function handleRoleChange(next: number | undefined) {
    setParams(next ? { role: String(next) } : {}, { replace: true });
  }

  async function handleToggle(state: PermissionState, granted: boolean) {
    if (!holder) return;
    try {
      await toggle.mutateAsync({ holder, permissionId: state.id, granted });
      void message.success(toggleMessage(granted, state.label, holder.kind));
    } catch (error) {
      // The global dialog has said what went wrong; the list is read again either way.
      if (!isCancelled(error)) console.error('permission toggle failed', error);
    }
  }

  return (
    <div className="ts-page permissions">
      <Link to="/timesheet/settings" className="permissions__back">
        <ArrowLeftOutlined /> Настройки
      </Link>
      <Typography.Title level={3} className="permissions__title">
        Разрешения
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Отдельные права в TimeSheet и отпусках выдаются роли (всем, у кого она есть) или одному сотруднику.
        Изменения действуют сразу.
      </Typography.Paragraph>
      <Segmented<Mode>
        options={MODE_OPTIONS}
        value={mode}
        onChange={handleModeChange}
        aria-label="Кому выдавать права"
        className="permissions__mode"
      />
      <div className="permissions__picker">
        {mode === 'role' ? (
          <div className="permissions__field">
            <label htmlFor="permissions-role">Роль</label>
            <Select<number | undefined>
              id="permissions-role"
              allowClear
              placeholder="Выберите роль"
              value={roleId}
              loading={roles.isPending}
              options={roles.data?.map((role) => ({ value: role.id, label: role.label }))}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={handleRoleChange}
            />
          </div>
        ) : (
          <div className="permissions__field">
            <label htmlFor="permissions-user">Сотрудник</label>
            <PersonPicker
              id="permissions-user"
              source={directoryPeople}
              allowClear
              placeholder="Начните вводить фамилию"
              value={person}
              onChange={setPerson}
            />
          </div>
        )}
      </div>
      {mode === 'user' && holder ? (
        <Alert
          type="info"
          showIcon
          className="permissions__note"
          title="Переключатель показывает право, выданное сотруднику лично. Право, полученное через роль, отмечено «через роль …» и меняется в режиме «По ролям»."
        />
      ) : null}
      {holder ? (
        <PermissionList
          holder={holder}
          states={states.data}
          isPending={states.isPending}
          isError={states.isError}
          roles={roles.data ?? []}
          pendingId={pendingId}
          onToggle={(state, granted) => void handleToggle(state, granted)}
        />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            mode === 'role'
              ? 'Выберите роль, чтобы увидеть ее права'
              : 'Выберите сотрудника, чтобы увидеть его права'
          }
        />
      )}
    </div>
  );
}
