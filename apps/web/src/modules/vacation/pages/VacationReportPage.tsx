import { useParams } from 'react-router';
import { VacationReportScreen } from '../reports/pages/VacationReportScreen.tsx';

/** /vacation/reports/{report_type}: each report has its own audience (docs/modules/vacation-reports.md). */
export default function VacationReportPage() {
  const { reportType = '' } = useParams();
  return <VacationReportScreen reportType={reportType} />;
}
