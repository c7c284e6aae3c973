import { Collapse, Typography } from 'antd';
import { VACATION_LIMITS, VACATION_TEXTS } from '@intranet/contracts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { countRu } from '../../../ui/plural.ts';
import { useVacationInfo } from '../vacation.api.ts';

const DAY_FORMS = ['день', 'дня', 'дней'] as const;

/** The settings the answers quote (an administrator may change them; the defaults until they load). */
interface FaqSettings {
  leadDays: number;
  annualDays: number;
}

/** Planning rules of the vacation planner (docs/modules/vacation.md), as employees ask about them. */
const questions = ({ leadDays, annualDays }: FaqSettings) => [
  {
    key: 'indivisible',
    question: 'Что такое неделимая часть отпуска?',
    answer: `Неделимый отпуск — часть отпуска, которую не дробят: обычно это ${VACATION_LIMITS.indivisibleLimit} календарных дней подряд. В рабочем году неделимого отпуска можно запланировать не больше ${VACATION_LIMITS.indivisibleLimit} дней. Пока неделимая часть не запланирована, в календаре согласования сотрудник отмечен красным: «Не запланирован».`,
  },
  {
    key: 'lead',
    question: 'За сколько дней нужно планировать или переносить отпуск?',
    answer: `Запланировать, перенести или удалить отпуск можно не раньше чем за ${countRu(leadDays, DAY_FORMS)} до его начала: ближайший доступный день — сегодня плюс ${countRu(leadDays + 1, DAY_FORMS)}. Более ранние дни в календаре заблокированы.`,
  },
  {
    key: 'holidays',
    question: 'Можно ли планировать отпуск на праздники?',
    answer: `Нет: «${VACATION_TEXTS.holiday}». Праздничные дни внутри отпуска не считаются днями отпуска и не расходуют остаток.`,
  },
  {
    key: 'weekends',
    question: 'Можно ли взять отпуск только на выходные?',
    answer: `Нет: «${VACATION_TEXTS.weekendOnly}». Если часть делимого отпуска примыкает к выходным, она должна включать и эти выходные.`,
  },
  {
    key: 'transfer',
    question: 'Как перенести или отменить запланированный отпуск?',
    answer:
      'На вкладке «Планирование» нажмите на день отпуска и выберите удаление или перенос. Перенос сохраняет историю: прежние дни остаются с пометкой «Отпуск на согласовании был перенесен» или «Согласованный отпуск был перенесен», а новые дни снова уходят на согласование. Учебный отпуск, отпуск за свой счет и перенесенный неделимый отпуск сотрудник сам отменить не может.',
  },
  {
    key: 'approve',
    question: 'Кто согласует отпуск?',
    answer:
      'Отпуск согласует ваш руководитель (или согласующий отпусков). Он видит планы команды на вкладке «Согласование/сравнение», может согласовать дни, отклонить их с комментарием или вернуть на согласование. О решении придет уведомление. Обсудите дату и продолжительность отпуска с руководителем заранее.',
  },
  {
    key: 'balance',
    question: 'Сколько дней отпуска мне доступно?',
    answer: `Отпуск — ${annualDays} календарных дней в год; дни начисляются ежедневно, пропорционально отработанному времени (с 1 января или с даты приема в текущем году). Из них вычитаются уже запланированные дни; доступный остаток показан на вкладке «Планирование» в строке «${VACATION_TEXTS.available}».`,
  },
  {
    key: 'carry',
    question: 'Сгорают ли неиспользованные дни?',
    answer: `На следующий год переносится не больше ${VACATION_LIMITS.carryOver} неиспользованных дней. Остальное лучше запланировать в текущем году.`,
  },
  {
    key: 'deadline',
    question: 'До какого срока нужно запланировать отпуск на следующий год?',
    answer:
      'До 15 декабря. Планирование следующего года открывается 1 ноября; в течение года план можно скорректировать по согласованию с руководителем.',
  },
];

export default function VacationFaqPage() {
  useDocumentTitle('Отпуска — FAQ');
  // The lead days and the yearly days are settings: the own info call carries them.
  const info = useVacationInfo(null);
  const settings = {
    leadDays: info.data?.lead_days ?? VACATION_LIMITS.leadDays,
    annualDays: info.data?.annual_days ?? VACATION_LIMITS.annualDays,
  };
  return (
    <Collapse
      defaultActiveKey={['indivisible']}
      items={questions(settings).map((item) => ({
        key: item.key,
        label: item.question,
        children: <Typography.Paragraph style={{ marginBottom: 0 }}>{item.answer}</Typography.Paragraph>,
      }))}
    />
  );
}
