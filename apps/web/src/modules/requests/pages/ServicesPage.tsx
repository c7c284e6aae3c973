import { SettingOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useAccess } from '../../../app/auth/session.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { CreateRequestButton } from '../components/CreateRequestButton.tsx';
import { RequestsTable } from '../components/RequestsTable.tsx';
import '../requests.css';

/** /services «Заявки»: what waits for my decision, my own requests, and a new request of a custom process. */
export default function ServicesPage() {
  const may = useAccess();
  return (
    <div className="requests-page">
      <PageTitle
        title="Заявки"
        extra={
          <Space wrap>
            {may('requests.desk') ? (
              <Link to="/services/admin/dashboard">
                <SettingOutlined /> Администрирование заявок
              </Link>
            ) : null}
            <CreateRequestButton />
          </Space>
        }
      />
      <section aria-labelledby="requests-inbox" className="requests-page__section">
        <Typography.Title level={2} id="requests-inbox" className="requests-page__heading">
          Ожидают моего решения
        </Typography.Title>
        <RequestsTable
          list="inbox"
          label="Ожидают моего решения"
          empty="Заявок, ожидающих вашего решения, нет"
          dateOf="status_entered_at"
        />
      </section>
      <section aria-labelledby="requests-mine" className="requests-page__section">
        <Typography.Title level={2} id="requests-mine" className="requests-page__heading">
          Мои заявки
        </Typography.Title>
        <RequestsTable list="mine" label="Мои заявки" empty="Вы ещё не создавали заявок" />
      </section>
    </div>
  );
}
