import { InboxOutlined } from '@ant-design/icons';
import { Badge, Card, Typography } from 'antd';
import { requestPagePath } from '@intranet/contracts';
import { Link } from 'react-router';
import { useRequestList } from '../requests.api.ts';
import { RequestStatusTag } from './RequestStatusTag.tsx';
import '../requests.css';

/** How many of the waiting requests the card names. */
const FIRST_FEW = 3;

/**
 * The dashboard's «Ожидают моего решения»: the count and the first requests of the inbox; no card at all
 * while nothing waits (or the inbox cannot be read).
 */
export function InboxCard() {
  const query = useRequestList('inbox', 1, FIRST_FEW);
  const total = query.data?.meta.total ?? 0;
  if (!query.data || total === 0) return null;
  return (
    <Card
      size="small"
      className="dashboard-card requests-inbox-card"
      title={
        <span>
          <InboxOutlined /> Ожидают моего решения{' '}
          <Badge
            count={total}
            overflowCount={999}
            color="#1677ff"
            aria-label={`Заявок: ${total}`}
            showZero={false}
          />
        </span>
      }
      extra={<Link to="/services">Все заявки</Link>}
    >
      <ul className="requests-inbox-card__list">
        {query.data.data.map((request) => (
          <li key={request.id} className="requests-inbox-card__item">
            <Link to={requestPagePath(request)}>{request.title}</Link>
            <Typography.Text type="secondary">
              {request.type_name} · {request.author.full_name}
            </Typography.Text>
            <span>
              <RequestStatusTag status={request.status} />
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
