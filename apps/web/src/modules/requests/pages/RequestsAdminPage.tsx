import { Breadcrumb, Card, Typography } from 'antd';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { RequestsTable } from '../components/RequestsTable.tsx';
import { StatusNamesEditor } from '../components/StatusNamesEditor.tsx';
import '../requests.css';

/**
 * /services/admin/dashboard (access key requests.admin): the requests that wait too long in one status, and
 * the names of the statuses.
 */
export default function RequestsAdminPage() {
  return (
    <div className="requests-page">
      <Breadcrumb items={[{ title: <Link to="/services">Заявки</Link> }, { title: 'Администрирование' }]} />
      <PageTitle title="Администрирование заявок" />
      <section aria-labelledby="requests-overdue" className="requests-page__section">
        <Typography.Title level={2} id="requests-overdue" className="requests-page__heading">
          Просроченные заявки
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Заявки, которые ждут в одном статусе дольше срока (настройка «Настройки портала»).
        </Typography.Paragraph>
        <RequestsTable
          list="overdue"
          label="Просроченные заявки"
          empty="Просроченных заявок нет"
          dateOf="status_entered_at"
        />
      </section>
      <section aria-labelledby="requests-statuses" className="requests-page__section">
        <Card
          title={
            <Typography.Title level={2} id="requests-statuses" className="requests-page__heading">
              Названия статусов
            </Typography.Title>
          }
        >
          <StatusNamesEditor />
        </Card>
      </section>
    </div>
  );
}
