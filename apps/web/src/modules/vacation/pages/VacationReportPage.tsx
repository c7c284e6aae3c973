import { useParams } from 'react-router';
import { useAccess } from '../../../app/auth/session.tsx';
import { ForbiddenResult } from '../../../ui/ForbiddenResult.tsx';
import UnderConstructionPage from '../../placeholder/pages/UnderConstructionPage.tsx';

/** /vacation/reports/{report_type}: each report has its own audience (timesheet §2 "Vacation reports"). */
export default function VacationReportPage() {
  const { reportType = '' } = useParams();
  const hasAccess = useAccess();
  if (!hasAccess(`vacation.report.${reportType}`)) return <ForbiddenResult />;
  return <UnderConstructionPage title={`Отчет ${reportType}`} inSection />;
}
