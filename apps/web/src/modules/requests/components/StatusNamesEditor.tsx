import { Button, Input, List, Typography } from 'antd';
import type { BpStatus } from '@intranet/contracts';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useRenameStatus, useRequestStatuses } from '../requests.api.ts';
import { RequestStatusTag } from './RequestStatusTag.tsx';

/** Longest status name (bpStatusRenameBodySchema). */
const NAME_MAX = 100;

/** One status: its name in a field, saved by «Сохранить» or Enter; the server's 400 text under the field. */
function StatusNameRow({ status }: { status: BpStatus }) {
  const rename = useRenameStatus();
  const [name, setName] = useState(status.name);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const inputId = `status-name-${status.id}`;
  const helpId = `${inputId}-help`;
  const changed = name !== status.name;

  const handleSave = () => {
    setError(null);
    setSaved(false);
    rename.mutate(
      { id: status.id, name },
      {
        onSuccess: ({ data }) => {
          setName(data.name);
          setSaved(true);
        },
        onError: (failure) => {
          const messages = failure instanceof ApiError ? failure.fieldErrors : undefined;
          if (messages) setError(Object.values(messages).flat().join(' '));
        },
      },
    );
  };

  return (
    <List.Item>
      <form
        className="status-names__row"
        onSubmit={(event) => {
          event.preventDefault();
          handleSave();
        }}
      >
        <div className="status-names__field">
          <label htmlFor={inputId} className="status-names__label">
            <RequestStatusTag status={status} />
            <Typography.Text type="secondary" className="status-names__code">
              {status.code}
            </Typography.Text>
          </label>
          <Input
            id={inputId}
            value={name}
            maxLength={NAME_MAX}
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || saved ? helpId : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setSaved(false);
            }}
          />
          <div
            id={helpId}
            role="status"
            className={error ? 'status-names__help status-names__help--error' : 'status-names__help'}
          >
            {error ?? (saved ? 'Сохранено' : '')}
          </div>
        </div>
        <Button
          htmlType="submit"
          disabled={!changed}
          loading={rename.isPending}
          className="status-names__save"
        >
          Сохранить
        </Button>
      </form>
    </List.Item>
  );
}

/** The shared statuses of every process (GET /bp_statuses): the administrator renames them in place. */
export function StatusNamesEditor() {
  const query = useRequestStatuses();
  return (
    <QueryState query={query} empty="Статусов нет" rows={6}>
      {(statuses) => (
        <List
          className="status-names"
          dataSource={statuses}
          renderItem={(status) => <StatusNameRow key={status.id} status={status} />}
        />
      )}
    </QueryState>
  );
}
