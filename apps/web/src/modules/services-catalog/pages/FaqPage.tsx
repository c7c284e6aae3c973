import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { ExternalCatalogGate } from '../components/ExternalCatalogGate.tsx';
import { ProposalForm } from '../components/ProposalForm.tsx';
import '../services-catalog.css';

/** The questions people ask about the catalogue, in the order they ask them. */
const QUESTIONS: readonly { question: string; answer: string }[] = [
  {
    question: 'Что такое каталог сервисов?',
    answer:
      'Это перечень услуг, которые подразделения компаний группы оказывают сотрудникам и друг другу: что делает сервис, для кого он, в каких регионах работает и к кому обращаться.',
  },
  {
    question: 'Как найти нужный сервис?',
    answer:
      'Начните вводить название или слово из описания в поле «Поиск» — список сузится сразу. Фильтры «Регион» и «Классификатор» оставляют только сервисы нужного региона или вида. Сервисы сгруппированы по направлениям; название группы открывает её отдельно.',
  },
  {
    question: 'Как добавить сервис в избранное?',
    answer:
      'Нажмите на сердечко у сервиса. Отмеченные сервисы показываются первыми в разделе «Избранное»; повторное нажатие убирает отметку. Число рядом с сердечком — сколько коллег отметили сервис.',
  },
  {
    question: 'Как обратиться в сервис?',
    answer:
      'Откройте карточку сервиса: там указаны контакты (ответственные сотрудники, телефоны, почта, чат). Если для сервиса есть форма заявки в интранете, на карточке будет кнопка «Оставить заявку».',
  },
  {
    question: 'Нужного сервиса нет в каталоге. Что делать?',
    answer:
      'Предложите его через форму ниже. Предложение получат владельцы каталога, а следить за его рассмотрением можно в разделе «Мои заявки» на странице «Заявки».',
  },
];

/** /services-catalog/faq: how to use the catalogue, and the proposal of a new service. */
export default function FaqPage() {
  return (
    <ExternalCatalogGate>
      <div className="catalog-page">
        <PageTitle
          title="Каталог сервисов: вопросы и ответы"
          extra={<Link to="/services-catalog">К каталогу</Link>}
        />
        <section aria-labelledby="catalog-faq" className="catalog-faq">
          <Typography.Title level={2} id="catalog-faq" className="catalog-page__heading">
            Как пользоваться каталогом
          </Typography.Title>
          <dl className="catalog-faq__list">
            {QUESTIONS.map((item) => (
              <div key={item.question} className="catalog-faq__item">
                <dt>
                  <Typography.Text strong>{item.question}</Typography.Text>
                </dt>
                <dd>{item.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
        <Card className="catalog-proposal" id="propose">
          <section aria-labelledby="catalog-propose">
            <Typography.Title level={2} id="catalog-propose" className="catalog-page__heading">
              Предложить сервис
            </Typography.Title>
            <ProposalForm />
          </section>
        </Card>
      </div>
    </ExternalCatalogGate>
  );
}
