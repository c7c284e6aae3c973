import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { PageTitle, useDocumentTitle } from '../../../ui/PageTitle.tsx';

export const UNDER_CONSTRUCTION_TITLE = 'Раздел в разработке';

interface UnderConstructionPageProps {
  title: string;
  /** Inside a section with tabs: the section already shows the page heading. */
  inSection?: boolean;
}

/** The page of a route whose module is not built yet: its title, and no invented data. */
export default function UnderConstructionPage({ title, inSection = false }: UnderConstructionPageProps) {
  useDocumentTitle(title);
  return (
    <>
      {inSection ? null : <PageTitle title={title} />}
      <Result
        icon={<ToolOutlined />}
        title={UNDER_CONSTRUCTION_TITLE}
        subTitle={`«${title}»: раздел появится в одной из следующих версий.`}
        extra={
          <Link to="/dashboard">
            <Button>На главную</Button>
          </Link>
        }
      />
    </>
  );
}
