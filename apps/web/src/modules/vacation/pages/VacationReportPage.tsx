import { useParams } from 'react-router';
import { VacationReportScreen } from '../reports/pages/VacationReportScreen.tsx';

/** /vacation/reports/{report_type}: each report has its own audience (timesheet §2 "Vacation reports"). */
export default function VacationReportPage() {
  const { reportType = '' } = useParams();
  return <VacationReportScreen reportType={reportType} />;
}
