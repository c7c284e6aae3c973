import { Button, Drawer, Empty, Input, Table, Tag } from 'antd';
import type { PointsBalanceRow } from '@intranet/contracts/points/points';
import { useState } from 'react';
import { KeyboardScrollable } from '../../../ui/KeyboardScrollable.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useTablePaging } from '../../../ui/use-table-paging.ts';
import { formatPoints } from '../points.helpers.ts';
import { useBalances, useUserEntries } from '../points.api.ts';
import { PointsLedger } from './PointsLedger.tsx';

const PAGE_SIZES = [20, 50, 100];

/** Everyone's balances (HR), searched by name; a name opens the person's ledger. */
export function BalancesTable() {
  const [search, setSearch] = useState('');
  const filter = useDebouncedValue(search.trim(), 300);
  const { page, perPage, pagination } = useTablePaging(PAGE_SIZES);
  const query = useBalances(filter, page, perPage);
  const [person, setPerson] = useState<PointsBalanceRow['user'] | null>(null);
  const ledger = useUserEntries(person?.id ?? null);
  return (
    <>
      <div className="points-toolbar">
        <Input.Search
          allowClear
          aria-label="Поиск по ФИО"
          placeholder="Поиск по ФИО"
          style={{ maxWidth: 320 }}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <KeyboardScrollable label="Балансы сотрудников">
        <Table<PointsBalanceRow>
          rowKey={(row) => row.user.id}
          size="middle"
          scroll={{ x: 'max-content' }}
          loading={query.isFetching}
          dataSource={query.data?.data ?? []}
          pagination={{ ...pagination(query.data?.meta.total ?? 0), hideOnSinglePage: true, size: 'small' }}
          locale={{
            emptyText: (
              <Empty description={query.isError ? 'Не удалось загрузить балансы' : 'Никого не нашли'} />
            ),
          }}
          columns={[
            {
              key: 'name',
              title: 'Сотрудник',
              render: (_, row) => (
                <>
                  <Button
                    type="link"
                    style={{ padding: 0, height: 'auto' }}
                    onClick={() => setPerson(row.user)}
                  >
                    {row.user.full_name}
                  </Button>
                  {row.user.work_position ? (
                    <div className="points-muted">{row.user.work_position}</div>
                  ) : null}
                </>
              ),
            },
            {
              key: 'company',
              title: 'Компания',
              render: (_, row) => (
                <>
                  {row.company ?? '—'} {row.enabled ? null : <Tag>баллы выключены</Tag>}
                </>
              ),
            },
            {
              key: 'balance',
              title: 'Баланс',
              align: 'right',
              render: (_, row) => <span className="points-amount">{formatPoints(row.balance)}</span>,
            },
          ]}
        />
      </KeyboardScrollable>
      <Drawer
        open={person !== null}
        onClose={() => setPerson(null)}
        title={person ? `Баллы: ${person.full_name}` : ''}
        size="min(720px, 100vw)"
      >
        <PointsLedger
          label="История баллов сотрудника"
          entries={ledger.data?.data}
          loading={ledger.isFetching}
          failed={ledger.isError}
          pagination={false}
        />
      </Drawer>
    </>
  );
}
