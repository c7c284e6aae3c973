import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { QueryState } from '../../../../ui/QueryState.tsx';
import { useVacReportCatalogue } from '../vacation-reports.api.ts';
import '../vacation-reports.css';

/** /vacation/reports «Отчеты»: the reports the caller may run (GET /vacations/reports), each a link. */
export default function VacationReportsPage() {
  const catalogue = useVacReportCatalogue();
  return (
    <QueryState
      query={catalogue}
      rows={4}
      empty="Вам не доступен ни один отчет по отпускам"
      error="Не удалось загрузить список отчетов"
    >
      {(reports) => (
        <div className="vac-reports__list">
          {reports.map((report) => (
            <Link
              key={report.name}
              to={`/vacation/reports/${report.name}`}
              className="vac-reports__card-link"
            >
              <Card size="small" hoverable title={report.label}>
                <Typography.Text type="secondary">{report.tooltip}</Typography.Text>
              </Card>
            </Link>
          ))}
        </div>
      )}
    </QueryState>
  );
}
