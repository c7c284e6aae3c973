import {
  AppstoreOutlined,
  BookOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  CommentOutlined,
  FolderOpenOutlined,
  PictureOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SearchOutlined,
  SolutionOutlined,
  TeamOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { ROLES, contentPageTitle, isRoleName } from '@intranet/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useMe } from '../../../app/auth/session.tsx';
import { EVENTS_MENU, TOP_MENU, WORK_MENU } from '../../../app/shell/menus.ts';
import { visibleEntries, type NavEntry } from '../../../app/shell/navigation.ts';
import { formatDate, formatLongDate } from '../../../ui/date-format.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { FeedList } from '../../posts/components/FeedList.tsx';
import { NewPostButton } from '../../posts/components/NewPostButton.tsx';
import '../../posts/posts.css';
import { InboxCard } from '../../requests/components/InboxCard.tsx';
import { BirthdaysCard } from '../components/BirthdaysCard.tsx';
import { greetingFor } from '../greeting.ts';

const AREA_ICONS: Record<string, ReactNode> = {
  timesheet: <ClockCircleOutlined />,
  vacation: <ScheduleOutlined />,
  'work-conditions': <SolutionOutlined />,
  'users-statuses': <TeamOutlined />,
  services: <AppstoreOutlined />,
  'services-catalog': <ShopOutlined />,
  'job-safety': <SafetyCertificateOutlined />,
  search: <SearchOutlined />,
  project: <FolderOpenOutlined />,
  gallery: <PictureOutlined />,
  forum: <CommentOutlined />,
  'events-calendar': <CalendarOutlined />,
  'book-of-values': <BookOutlined />,
};

function AreaCard({ entry }: { entry: NavEntry }) {
  return (
    <Link to={entry.path} className="area-card">
      <Card hoverable size="small">
        <div className="area-card__body">
          <span className="area-card__icon" aria-hidden="true">
            {AREA_ICONS[entry.key] ?? <AppstoreOutlined />}
          </span>
          <span>
            <span className="area-card__title">{entry.label}</span>
            {entry.description ? <span className="area-card__text">{entry.description}</span> : null}
          </span>
        </div>
      </Card>
    </Link>
  );
}

/** Company information from the session: where the user works and with whom. */
function CompanyCard() {
  const me = useMe();
  const roles = me.roles.map((entry) => (isRoleName(entry.role) ? ROLES[entry.role] : entry.role));
  const items = [
    { key: 'company', label: 'Компания', value: me.company?.name },
    { key: 'department', label: 'Подразделение', value: me.department?.name },
    { key: 'position', label: 'Должность', value: me.work_position },
    { key: 'manager', label: 'Руководитель', value: me.manager?.full_name },
    { key: 'hire', label: 'Дата приема', value: me.hire_date ? formatDate(me.hire_date) : null },
  ].filter((item) => item.value);
  if (items.length === 0 && roles.length === 0) return null;
  return (
    <Card title="Моя компания" size="small" className="dashboard-card dashboard-card--wide">
      <Descriptions
        colon={false}
        column={1}
        size="small"
        items={items.map((item) => ({ key: item.key, label: item.label, children: item.value }))}
      />
      {roles.length > 0 ? (
        <div className="dashboard__roles" role="group" aria-label="Роли">
          {roles.map((role) => (
            <Tag key={role}>{role}</Tag>
          ))}
        </div>
      ) : null}
    </Card>
  );
}

/**
 * The dashboard shows the book of values (docs/modules/posts.md); a card of its own, so phones see it too.
 */
const BOOK_OF_VALUES: NavEntry = {
  key: 'book-of-values',
  label: contentPageTitle('book-of-values')!,
  path: '/book-of-values',
  description: 'Во что мы верим и как работаем вместе',
};

/** The user's areas: what their access opens, and the community. */
function AreasCard() {
  const me = useMe();
  const workAreas = visibleEntries(WORK_MENU.children, me.access);
  const community = [...TOP_MENU.filter((entry) => entry.key !== 'about'), EVENTS_MENU.children[0]!];
  const areas = [...workAreas, ...community];
  return (
    <Card title="Мои разделы" size="small" className="dashboard-card dashboard-card--wide">
      <div className="area-grid area-grid--compact">
        {areas.map((entry) => (
          <AreaCard key={entry.key} entry={entry} />
        ))}
      </div>
    </Card>
  );
}

/** The home page: greeting, the feed (by tag at /dashboard/{tag}), birthdays, the company, the user's areas. */
export default function DashboardPage() {
  useDocumentTitle('Главная');
  const me = useMe();
  const { tag } = useParams();
  const now = new Date();

  return (
    <div className="dashboard">
      <section className="dashboard__hello" aria-labelledby="dashboard-greeting">
        <Typography.Title level={1} id="dashboard-greeting" className="dashboard__greeting">
          {greetingFor(now.getHours())}, {me.name}!
        </Typography.Title>
        <Typography.Text className="dashboard__today">
          Сегодня {formatDate(now)}, {formatLongDate(now).split(',')[0]}
        </Typography.Text>
      </section>

      <Row gutter={[16, 16]}>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 16, order: 1 }}>
          <div className="dashboard__feed-head">
            <Typography.Title level={2} className="dashboard__section-title">
              {tag ? `Лента: #${tag}` : 'Лента'}
            </Typography.Title>
            <Space wrap>
              {tag ? <Link to="/dashboard">Все публикации</Link> : null}
              <NewPostButton />
            </Space>
          </div>
          <FeedList filter={{ tag }} />
        </Col>
        {/* On a phone the side comes first (the feed never ends); company and areas are in the menu there. */}
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 8, order: 2 }}>
          <div className="dashboard__side">
            <InboxCard />
            <BirthdaysCard />
            <CompanyCard />
            <AreaCard entry={BOOK_OF_VALUES} />
            <AreasCard />
          </div>
        </Col>
      </Row>
    </div>
  );
}
