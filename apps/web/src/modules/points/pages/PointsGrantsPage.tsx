import { Breadcrumb, Card, Typography } from 'antd';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { BalancesTable } from '../components/BalancesTable.tsx';
import { GrantPointsForm } from '../components/GrantPointsForm.tsx';
import { PointsCompaniesCard } from '../components/PointsCompaniesCard.tsx';
import '../points.css';

/** /services/points/grants «Начисление баллов» (HR, administrators): grant, balances, companies. */
export default function PointsGrantsPage() {
  return (
    <div className="points-page">
      <Breadcrumb
        items={[{ title: <Link to="/services/points">Мои баллы</Link> }, { title: 'Начисление баллов' }]}
      />
      <PageTitle title="Начисление баллов" />
      <Card
        size="small"
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            Начислить
          </Typography.Title>
        }
      >
        <GrantPointsForm />
      </Card>
      <Card
        size="small"
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            Балансы сотрудников
          </Typography.Title>
        }
      >
        <BalancesTable />
      </Card>
      <Card
        size="small"
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            Компании, где используются баллы
          </Typography.Title>
        }
      >
        <PointsCompaniesCard />
      </Card>
    </div>
  );
}
