import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { requestPagePath, type BpType } from '@intranet/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCustomTypes, useRequestTypes } from '../requests.api.ts';
import { RequestFormModal } from './RequestFormModal.tsx';

/**
 * «Создать заявку»: the active custom processes (GET /bps/custom); choosing one opens its form. The new
 * request opens on its own page.
 */
export function CreateRequestButton() {
  const custom = useCustomTypes();
  const routes = useRequestTypes();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<BpType | null>(null);
  const types = custom.data ?? [];
  // The responsible person is asked for only when the process has a step that is theirs.
  const askResponsible = (type: BpType) =>
    routes.data?.find((route) => route.id === type.id)?.transitions.some((t) => t.who === 'responsible') ??
    false;

  return (
    <>
      <Dropdown
        trigger={['click']}
        disabled={types.length === 0}
        menu={{
          items: types.map((type) => ({ key: String(type.id), label: type.name })),
          onClick: ({ key }) => setChosen(types.find((type) => String(type.id) === key) ?? null),
        }}
      >
        <Button type="primary" icon={<PlusOutlined />} loading={custom.isPending}>
          Создать заявку <DownOutlined />
        </Button>
      </Dropdown>
      {chosen ? (
        <RequestFormModal
          type={chosen}
          fields={chosen.form}
          askResponsible={askResponsible(chosen)}
          onClose={() => setChosen(null)}
          onSaved={(request) => {
            setChosen(null);
            void navigate(requestPagePath(request));
          }}
        />
      ) : null}
    </>
  );
}
