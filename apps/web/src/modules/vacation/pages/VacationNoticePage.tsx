import { Alert, Card, Typography } from 'antd';
import { toWireDate } from '../../../ui/date-format.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { noticeDeadlineText, noticeYear } from '../notice-year.ts';

/** /vacation/notice «Уведомление»: the planning deadline, speaking of next year from 1 November. */
export default function VacationNoticePage() {
  useDocumentTitle('Отпуска — Уведомление');
  const today = toWireDate(new Date());
  const { planYear } = noticeYear(today);
  return (
    <Card title={`Уведомление о планировании отпусков на ${planYear} год`} className="vac-notice">
      <Alert type="info" showIcon title={noticeDeadlineText(today)} />
      <Typography.Paragraph style={{ marginTop: 16 }}>
        Запланируйте отпуск на вкладке «Планирование»: выберите даты и тип отпуска, после чего план уйдет на
        согласование руководителю.
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        В течение года план можно скорректировать по согласованию с руководителем.
      </Typography.Paragraph>
    </Card>
  );
}
