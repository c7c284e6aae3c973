import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { DismissalTable } from '../components/DismissalTable.tsx';
import { downloadDismissalReport, useDismissalResponsibilities } from '../dismissal.api.ts';
import '../dismissal.css';

/**
 * /services/dismissing-data «Данные по увольнениям»: the applications with their legal entity, practice,
 * manager and author, and the xlsx report of every application for those who may see reports.
 */
export default function DismissalDataPage() {
  const responsibilities = useDismissalResponsibilities();
  const [loading, setLoading] = useState(false);
  const handleDownload = async () => {
    setLoading(true);
    try {
      await downloadDismissalReport();
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className="dismissal-page">
      <PageTitle
        title="Данные по увольнениям"
        extra={
          responsibilities.data?.reports.can_show ? (
            <Button icon={<DownloadOutlined />} loading={loading} onClick={() => void handleDownload()}>
              Отчёт (xlsx)
            </Button>
          ) : null
        }
      />
      <DismissalTable detailed />
    </div>
  );
}
