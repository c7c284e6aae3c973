import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../ui/PageTitle.tsx';
import { ExemptionProjectsTab } from '../components/ExemptionProjectsTab.tsx';
import { ExemptionUsersTab } from '../components/ExemptionUsersTab.tsx';
import '../../timesheet.css';
import '../exemption.css';

const TABS = ['users', 'projects'] as const;
type ExemptionTab = (typeof TABS)[number];

/**
 * /timesheet/exemption «Исключения»: people, and projects per office, that need not fill the timesheet.
 * The open list is kept in `?list=` so a reload or a shared link opens the same one.
 */
export default function TimesheetExemptionPage() {
  useDocumentTitle('Исключения');
  const [params, setParams] = useSearchParams();
  const requested = params.get('list');
  const active: ExemptionTab = TABS.find((tab) => tab === requested) ?? 'users';

  function handleTabChange(key: string) {
    setParams(key === 'users' ? {} : { list: key }, { replace: true });
  }

  return (
    <div className="ts-page exemption">
      <Typography.Title level={3} className="exemption__title">
        Исключения
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Сотрудники из списка и сотрудники проектов (в офисе или во всех офисах, при желании — только принятые
        с указанной даты) не обязаны заполнять TimeSheet.
      </Typography.Paragraph>
      <Tabs
        activeKey={active}
        onChange={handleTabChange}
        destroyOnHidden
        items={[
          { key: 'users', label: 'Сотрудники', children: <ExemptionUsersTab /> },
          { key: 'projects', label: 'Проекты', children: <ExemptionProjectsTab /> },
        ]}
      />
    </div>
  );
}
