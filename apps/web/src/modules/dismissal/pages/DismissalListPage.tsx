import { PlusOutlined, SolutionOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { DismissalTable } from '../components/DismissalTable.tsx';
import { useDismissalResponsibilities } from '../dismissal.api.ts';
import '../dismissal.css';

/**
 * /services/dismissing-list «Увольнение сотрудников»: the applications the viewer takes part in (the desk
 * and the checking departments: all), «Создать заявление» for those who may file, «Мой обходной лист» for a
 * leaver.
 */
export default function DismissalListPage() {
  const responsibilities = useDismissalResponsibilities();
  const mine = responsibilities.data?.me_bypass_sheet;
  return (
    <div className="dismissal-page">
      <PageTitle
        title="Увольнение сотрудников"
        extra={
          <Space wrap>
            {mine?.can_show && mine.id ? (
              <Link to={`/services/dismissing/${mine.id}`}>
                <Button icon={<SolutionOutlined />}>Мой обходной лист</Button>
              </Link>
            ) : null}
            {responsibilities.data?.applications.can_create ? (
              <Link to="/services/dismissing/new">
                <Button type="primary" icon={<PlusOutlined />}>
                  Создать заявление
                </Button>
              </Link>
            ) : null}
          </Space>
        }
      />
      <DismissalTable />
    </div>
  );
}
