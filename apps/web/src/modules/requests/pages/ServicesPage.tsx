import { SettingOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useAccess } from '../../../app/auth/session.tsx';
import { SERVICE_TILES } from '../../../app/shell/menus.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { CreateRequestButton } from '../components/CreateRequestButton.tsx';
import { RequestsTable } from '../components/RequestsTable.tsx';
import '../requests.css';

/**
 * /services «Заявки»: the services this person may use (the modules' `services` tiles), what waits for their
 * decision, their own requests, and a new request of a custom process.
 */
export default function ServicesPage() {
  const may = useAccess();
  const tiles = SERVICE_TILES.filter((tile) => !tile.access || tile.access.some((key) => may(key)));
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
      {tiles.length > 0 ? (
        <nav aria-label="Сервисы" className="requests-page__section">
          <ul className="services-tiles">
            {tiles.map((tile) => (
              <li key={tile.key}>
                <Link to={tile.path} className="services-tiles__tile">
                  <span className="services-tiles__label">{tile.label}</span>
                  {tile.description ? (
                    <span className="services-tiles__description">{tile.description}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
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
