import { Empty, Skeleton, Switch, Tag, Typography } from 'antd';
import type { Role } from '@intranet/contracts';
import { viaRolesText } from '../permissions.helpers.ts';
import type { PermissionHolder, PermissionState } from '../permissions.api.ts';

interface PermissionListProps {
  holder: PermissionHolder;
  states: PermissionState[] | undefined;
  isPending: boolean;
  isError: boolean;
  roles: readonly Role[];
  /** The permission whose toggle is on its way. */
  pendingId: number | null;
  onToggle: (state: PermissionState, granted: boolean) => void;
}

/** Every permission with a switch; for a person, the roles that already grant it. */
export function PermissionList({
  holder,
  states,
  isPending,
  isError,
  roles,
  pendingId,
  onToggle,
}: PermissionListProps) {
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (isError || !states) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Не удалось загрузить права" />;
  }
  if (states.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Прав нет" />;
  }
  return (
    <ul className="permissions-list" aria-label="Права">
      {states.map((state) => {
        const via = holder.kind === 'user' ? viaRolesText(state.via_roles, roles) : null;
        return (
          <li key={state.id} className="permissions-list__item">
            <div className="permissions-list__text">
              <span className="permissions-list__label" id={`permission-${state.id}`}>
                {state.label}
              </span>
              <Typography.Text type="secondary" code className="permissions-list__name">
                {state.name}
              </Typography.Text>
              {via ? (
                <Tag color="blue" className="permissions-list__via">
                  {via}
                </Tag>
              ) : null}
            </div>
            <Switch
              checked={state.granted}
              loading={pendingId === state.id}
              disabled={pendingId !== null}
              aria-labelledby={`permission-${state.id}`}
              checkedChildren="Да"
              unCheckedChildren="Нет"
              onChange={(granted) => onToggle(state, granted)}
            />
          </li>
        );
      })}
    </ul>
  );
}
