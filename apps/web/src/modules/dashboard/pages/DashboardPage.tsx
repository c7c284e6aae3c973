import {
  AppstoreOutlined,
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
import { Card, Col, Descriptions, Row, Tag, Typography } from 'antd';
import { ROLES, isRoleName } from '@intranet/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useMe } from '../../../app/auth/session.tsx';
import { EVENTS_MENU, TOP_MENU, WORK_MENU } from '../../../app/shell/menus.ts';
import { visibleEntries, type NavEntry } from '../../../app/shell/navigation.ts';
import { formatDate, formatLongDate } from '../../../ui/date-format.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
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

/** The home page until the news feed module replaces it: greeting, today's date, the user's areas. */
export default function DashboardPage() {
  useDocumentTitle('Главная');
  const me = useMe();
  const { tag } = useParams();
  const now = new Date();
  const workAreas = visibleEntries(WORK_MENU.children, me.access);
  const community = [...TOP_MENU.filter((entry) => entry.key !== 'about'), EVENTS_MENU.children[0]!];
  const roles = me.roles.map((entry) => (isRoleName(entry.role) ? ROLES[entry.role] : entry.role));

  return (
    <div className="dashboard">
      <section className="dashboard__hello" aria-labelledby="dashboard-greeting">
        <Typography.Title level={1} id="dashboard-greeting" className="dashboard__greeting">
          {greetingFor(now.getHours())}, {me.name}!
        </Typography.Title>
        <Typography.Text className="dashboard__today">
          Сегодня {formatDate(now)}, {formatLongDate(now).split(',')[0]}
        </Typography.Text>
        {tag ? (
          <div>
            <Tag color="blue">#{tag}</Tag>
          </div>
        ) : null}
      </section>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Typography.Title level={2} className="dashboard__section-title">
            Мои разделы
          </Typography.Title>
          <div className="area-grid">
            {workAreas.map((entry) => (
              <AreaCard key={entry.key} entry={entry} />
            ))}
          </div>
          <Typography.Title level={2} className="dashboard__section-title">
            Сообщество
          </Typography.Title>
          <div className="area-grid">
            {community.map((entry) => (
              <AreaCard key={entry.key} entry={entry} />
            ))}
          </div>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="Мой профиль" size="small">
            <Descriptions
              colon={false}
              column={1}
              size="small"
              items={[
                { key: 'name', label: 'Сотрудник', children: me.full_name },
                { key: 'position', label: 'Должность', children: me.work_position ?? '—' },
                { key: 'department', label: 'Подразделение', children: me.department?.name ?? '—' },
                { key: 'company', label: 'Компания', children: me.company?.name ?? '—' },
                { key: 'manager', label: 'Руководитель', children: me.manager?.full_name ?? '—' },
                { key: 'hire', label: 'Дата приема', children: formatDate(me.hire_date) || '—' },
                { key: 'email', label: 'Эл. почта', children: me.email },
              ]}
            />
            {roles.length > 0 ? (
              <div className="dashboard__roles" aria-label="Роли">
                {roles.map((role) => (
                  <Tag key={role}>{role}</Tag>
                ))}
              </div>
            ) : null}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
