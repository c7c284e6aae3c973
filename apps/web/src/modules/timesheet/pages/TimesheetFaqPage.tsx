import { Card, Collapse, Typography } from 'antd';
import { useAccess } from '../../../app/auth/session.tsx';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';

/** The FAQ statements of the timesheet (docs/modules/timesheet.md), as users read them. */
const QUESTIONS = [
  {
    key: 'less',
    question: 'Можно ли списать меньше 8 часов в день?',
    answer:
      'Да. Остаток дня при отправке периода на согласование списывается на проект «не занят» вашей практики — перед отправкой вы увидите, сколько часов и за какие дни туда уйдет.',
  },
  {
    key: 'more',
    question: 'Можно ли списать больше 8 часов в день?',
    answer: 'Да, больше 8 часов в день списывать можно.',
  },
  {
    key: 'weekends',
    question: 'Нужно ли заполнять выходные?',
    answer: 'Нет, выходные и праздничные дни заполнять не нужно.',
  },
  {
    key: 'half',
    question: 'Я работаю на полставки. Сколько часов заполнять?',
    answer: 'Сотрудники на полставки тоже заполняют 8 часов в рабочий день.',
  },
  {
    key: 'sick',
    question: 'Нужно ли заполнять больничные и отпуска?',
    answer:
      'Нет, больничные и отпуска заполняются автоматически. Исключение — офисы в Беларуси и Казахстане: там обратитесь к ассистенту.',
  },
];

export default function TimesheetFaqPage() {
  useDocumentTitle('TimeSheet — FAQ');
  const can = useAccess();
  return (
    <>
      <Collapse
        defaultActiveKey={['less']}
        items={QUESTIONS.map((item) => ({
          key: item.key,
          label: item.question,
          children: <Typography.Paragraph style={{ marginBottom: 0 }}>{item.answer}</Typography.Paragraph>,
        }))}
      />
      {can('timesheet.team-lead-instruction') && (
        <Card title="Инструкция для тимлидов" style={{ marginTop: 16 }}>
          <Typography.Paragraph>
            Тимлид помогает руководителю проекта: проверяет, что команда заполнила период, и напоминает о
            незаполненных днях до его закрытия.
          </Typography.Paragraph>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            Согласование времени остается за руководителем проекта; тимлид видит статусы команды на вкладке
            «Согласование», если он назначен согласующим проекта.
          </Typography.Paragraph>
        </Card>
      )}
    </>
  );
}
