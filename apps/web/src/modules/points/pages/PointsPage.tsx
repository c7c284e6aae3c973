import { GiftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useTablePaging } from '../../../ui/use-table-paging.ts';
import { PointsLedger } from '../components/PointsLedger.tsx';
import { POINT_FORMS } from '../points.helpers.ts';
import { countRu } from '../../../ui/plural.ts';
import { useMyEntries, useWallet } from '../points.api.ts';
import '../points.css';

const PAGE_SIZES = [10, 20, 50];

/** /services/points «Мои баллы»: the balance and the ledger; HR also finds the way to their grants here. */
export default function PointsPage() {
  const wallet = useWallet();
  const { page, perPage, pagination } = useTablePaging(PAGE_SIZES);
  const entries = useMyEntries(page, perPage, wallet.data?.enabled === true);
  const grantLink = wallet.data?.can_grant ? (
    <Link to="/services/points/grants">
      <Button type="primary" icon={<GiftOutlined />} tabIndex={-1}>
        Начислить баллы
      </Button>
    </Link>
  ) : null;
  return (
    <div className="points-page">
      <PageTitle title="Мои баллы" extra={grantLink} />
      {wallet.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {wallet.isError ? <Alert type="error" showIcon title="Не удалось загрузить баланс баллов" /> : null}
      {wallet.data && !wallet.data.enabled ? (
        <Alert
          type="info"
          showIcon
          title="В вашей компании баллы не используются"
          description={
            wallet.data.can_grant
              ? 'Вы можете начислять баллы сотрудникам компаний, где они используются.'
              : undefined
          }
        />
      ) : null}
      {wallet.data?.enabled ? (
        <>
          <Card size="small">
            <div className="points-muted" id="points-balance-label">
              На счёте
            </div>
            <div
              className="points-balance"
              aria-labelledby="points-balance-label"
              data-testid="points-balance"
            >
              {countRu(wallet.data.balance, POINT_FORMS)}
            </div>
            <div className="points-muted">Баллы можно потратить в магазине подарков.</div>
          </Card>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            История
          </Typography.Title>
          <PointsLedger
            label="История баллов"
            entries={entries.data?.data}
            loading={entries.isFetching}
            failed={entries.isError}
            pagination={{
              ...pagination(entries.data?.meta.total ?? 0),
              hideOnSinglePage: true,
              size: 'small',
            }}
          />
        </>
      ) : null}
    </div>
  );
}
