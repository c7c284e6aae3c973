import type { EventGroup, EventMeta } from '@intranet/contracts';

/** The offices events take place in (real-sounding addresses of the group's offices). */
export const EVENT_PLACES = {
  moscowArbat: 'Москва, ул. Лесная, 5, БЦ «Белая площадь», конференц-зал «Арбат»',
  moscowSkylight: 'Москва, Ленинградский пр., 39, стр. 80, БЦ «SkyLight», 12 этаж',
  spb: 'Санкт-Петербург, Пироговская наб., 17, корп. 1, офис «Нева»',
  minsk: 'Минск, ул. Немига, 5, зал «Свислочь»',
  almaty: 'Алматы, пр. Аль-Фараби, 77/7, БЦ «Esentai Tower», 9 этаж',
  kazan: 'Казань, ул. Петербургская, 52, IT-парк, зал 2',
  nnov: 'Нижний Новгород, ул. Максима Горького, 117, офис 402',
  park: 'Московская обл., Солнечногорск, парк-отель «Сенеж»',
  online: 'Онлайн, трансляция в корпоративном мессенджере',
} as const;

export type EventCover = 'meetup' | 'sport' | 'party' | 'education' | 'charity' | 'trip';

export interface DemoEventText {
  name: string;
  type: string;
  address: string;
  /** Days from the seed's today (negative: in the past), the start hour and the length in hours. */
  day: number;
  hour: number;
  hours: number;
  /** Roubles; null: «Стоимость уточняется». */
  price: number | null;
  capacity: number | null;
  groups: EventGroup[];
  tags: string[];
  meta: EventMeta[];
  description: string;
  cover: EventCover;
  /** Seats all taken and people waiting. */
  full?: boolean;
  /** Whether the demo `employee` is registered (or waits, when full). */
  employee?: boolean;
  comments?: string[];
}

const contact = (value: string): EventMeta => ({ slug: 'contact', value });

/** Twenty events over the two months around the seed's today: eight past, twelve coming. */
export const DEMO_EVENTS: DemoEventText[] = [
  {
    name: 'Зимний хакатон «Сервисы для сотрудников»',
    type: 'Хакатон',
    address: EVENT_PLACES.moscowSkylight,
    day: -45,
    hour: 10,
    hours: 30,
    price: 0,
    capacity: 60,
    groups: ['engineers'],
    tags: ['Хакатон', 'Разработка'],
    meta: [contact('Ирина Соколова, доб. 2210'), { slug: 'format', value: 'Команды по 3–5 человек' }],
    description:
      '<p>Полтора дня, чтобы сделать прототип сервиса, которого не хватает в интранете. Ночёвка по желанию, ' +
      'еда и кофе — за счёт компании.</p><ul><li>Пятница 10:00 — сбор команд и питчи идей</li>' +
      '<li>Суббота 14:00 — демо и голосование жюри</li></ul><p>Три лучших прототипа попадут в план разработки.</p>',
    cover: 'meetup',
    employee: true,
    comments: ['Спасибо организаторам, было очень круто!', 'Когда будет следующий? Уже есть идея.'],
  },
  {
    name: 'Лекция «Информационная безопасность для всех»',
    type: 'Обучение',
    address: EVENT_PLACES.online,
    day: -38,
    hour: 11,
    hours: 1.5,
    price: 0,
    capacity: null,
    groups: ['everyone', 'newcomers'],
    tags: ['Безопасность', 'Обучение'],
    meta: [{ slug: 'speaker', value: 'Дмитрий Ершов, руководитель службы ИБ' }],
    description:
      '<p>Фишинговые письма, пароли, публичные сети Wi-Fi: разбираем реальные случаи из практики компании и ' +
      'отвечаем на вопросы. Для новичков лекция входит в адаптационный курс.</p>',
    cover: 'education',
  },
  {
    name: 'Турнир по мини-футболу',
    type: 'Спорт',
    address: 'Москва, ул. Лужники, 24, стр. 10, манеж «Лужники»',
    day: -30,
    hour: 19,
    hours: 3,
    price: 500,
    capacity: 48,
    groups: ['sport'],
    tags: ['Спорт', 'Футбол'],
    meta: [{ slug: 'dress_code', value: 'Спортивная форма, обувь для зала' }, contact('Павел Морозов')],
    description: '<p>Восемь команд по шесть человек, игры по 2×10 минут. Взнос идёт на аренду манежа.</p>',
    cover: 'sport',
    full: true,
    comments: ['Отличная игра у команды бухгалтерии!'],
  },
  {
    name: 'Митап «Frontend в 2026 году»',
    type: 'Митап',
    address: EVENT_PLACES.spb,
    day: -24,
    hour: 18,
    hours: 3,
    price: null,
    capacity: 80,
    groups: ['engineers'],
    tags: ['Митапы', 'Разработка'],
    meta: [
      { slug: 'language', value: 'Русский' },
      { slug: 'format', value: 'Офлайн и трансляция' },
    ],
    description:
      '<p>Три доклада: переход на React 19, дизайн-система на Ant Design, опыт ускорения сборки. После — ' +
      'нетворкинг и пицца.</p>',
    cover: 'meetup',
    employee: true,
  },
  {
    name: 'Сбор вещей для приюта «Добрые руки»',
    type: 'Волонтёрство',
    address: EVENT_PLACES.minsk,
    day: -17,
    hour: 12,
    hours: 6,
    price: null,
    capacity: null,
    groups: ['everyone', 'families'],
    tags: ['Благотворительность'],
    meta: [contact('Ольга Жук, olga.zhuk@liga.example')],
    description:
      '<p>Принимаем тёплые вещи, корм для животных и игрушки. Коробки стоят на ресепшене, вывоз — в субботу.</p>',
    cover: 'charity',
  },
  {
    name: 'Мастер-класс «Публичные выступления»',
    type: 'Мастер-класс',
    address: EVENT_PLACES.kazan,
    day: -12,
    hour: 15,
    hours: 3,
    price: 1500,
    capacity: 20,
    groups: ['managers'],
    tags: ['Обучение', 'Soft skills'],
    meta: [{ slug: 'speaker', value: 'Елена Кузнецова, бизнес-тренер' }],
    description: '<p>Как готовить выступление, справляться с волнением и отвечать на неудобные вопросы.</p>',
    cover: 'education',
    full: true,
  },
  {
    name: 'Экскурсия в дата-центр',
    type: 'Экскурсия',
    address: 'Москва, ул. Обручева, 30/1, стр. 2',
    day: -8,
    hour: 10,
    hours: 2.5,
    price: 0,
    capacity: 15,
    groups: ['engineers', 'newcomers'],
    tags: ['Инфраструктура'],
    meta: [{ slug: 'dress_code', value: 'Закрытая обувь' }, contact('Сергей Лебедев, доб. 3104')],
    description: '<p>Машинные залы, системы охлаждения и резервного питания. Нужен паспорт для пропуска.</p>',
    cover: 'trip',
    employee: true,
    comments: ['Не думал, что там так шумно :)'],
  },
  {
    name: 'Квиз «Что? Где? Когда?» между офисами',
    type: 'Корпоратив',
    address: EVENT_PLACES.online,
    day: -3,
    hour: 19,
    hours: 2,
    price: 0,
    capacity: null,
    groups: ['everyone'],
    tags: ['Квиз', 'Команда'],
    meta: [{ slug: 'format', value: 'Команды офисов, по видеосвязи' }],
    description: '<p>Москва, Минск, Алматы и Казань — кто быстрее? Шесть раундов по семь вопросов.</p>',
    cover: 'party',
  },
  {
    name: 'Весенний забег в Парке Горького',
    type: 'Спорт',
    address: 'Москва, ул. Крымский Вал, 9, Парк Горького',
    day: 2,
    hour: 9,
    hours: 3,
    price: 1200,
    capacity: 40,
    groups: ['sport', 'families'],
    tags: ['Спорт', 'Бег'],
    meta: [{ slug: 'dress_code', value: 'Беговая форма, номер выдадут на старте' }, contact('Павел Морозов')],
    description:
      '<p>Дистанции 5 и 10 км, детский забег на 1 км. Компания оплачивает половину стартового взноса.</p>',
    cover: 'sport',
    full: true,
    employee: true,
  },
  {
    name: 'Лекция «Как читать финансовую отчётность»',
    type: 'Обучение',
    address: EVENT_PLACES.moscowArbat,
    day: 4,
    hour: 16,
    hours: 2,
    price: 0,
    capacity: 50,
    groups: ['managers'],
    tags: ['Обучение', 'Финансы'],
    meta: [{ slug: 'speaker', value: 'Мария Орлова, финансовый директор' }],
    description:
      '<p>Баланс, ОПиУ и движение денег на примере нашей группы компаний — без сложных формул.</p>',
    cover: 'education',
    employee: true,
  },
  {
    name: 'Митап «Kotlin и Java: опыт миграции»',
    type: 'Митап',
    address: EVENT_PLACES.nnov,
    day: 6,
    hour: 18,
    hours: 3,
    price: null,
    capacity: 60,
    groups: ['engineers'],
    tags: ['Митапы', 'Разработка', 'Java'],
    meta: [
      { slug: 'format', value: 'Офлайн и трансляция' },
      { slug: 'language', value: 'Русский' },
    ],
    description:
      '<p>Как мы переписали биллинг на Kotlin и ничего не сломали. Вопросы можно прислать заранее.</p>',
    cover: 'meetup',
  },
  {
    name: 'Наурыз в алматинском офисе',
    type: 'Корпоратив',
    address: EVENT_PLACES.almaty,
    day: 9,
    hour: 17,
    hours: 4,
    price: 0,
    capacity: 120,
    groups: ['everyone', 'families'],
    tags: ['Праздник', 'Алматы'],
    meta: [{ slug: 'dress_code', value: 'Национальные мотивы приветствуются' }],
    description: '<p>Наурыз-коже, баурсаки, живая музыка и конкурсы для детей. Приходите с семьями!</p>',
    cover: 'party',
  },
  {
    name: 'Мастер-класс по гончарному делу',
    type: 'Мастер-класс',
    address: 'Минск, пр. Победителей, 9, студия «Глина»',
    day: 12,
    hour: 18,
    hours: 2.5,
    price: 2500,
    capacity: 12,
    groups: ['everyone'],
    tags: ['Творчество'],
    meta: [{ slug: 'dress_code', value: 'Одежда, которую не жалко' }],
    description: '<p>Каждый сделает кружку на гончарном круге; обжиг и глазурь — через неделю.</p>',
    cover: 'education',
    full: true,
  },
  {
    name: 'День открытых дверей для детей сотрудников',
    type: 'Корпоратив',
    address: EVENT_PLACES.moscowSkylight,
    day: 15,
    hour: 11,
    hours: 4,
    price: 0,
    capacity: 70,
    groups: ['families'],
    tags: ['Дети', 'Праздник'],
    meta: [contact('Анна Смирнова, HR, доб. 1102')],
    description:
      '<p>Экскурсия по офису, робототехника, мастер-класс по программированию на Scratch и сладкий стол.</p>',
    cover: 'party',
    employee: true,
  },
  {
    name: 'Субботник на территории парка «Сокольники»',
    type: 'Волонтёрство',
    address: 'Москва, Сокольнический Вал, 1, стр. 1, главный вход',
    day: 19,
    hour: 10,
    hours: 4,
    price: null,
    capacity: null,
    groups: ['everyone'],
    tags: ['Благотворительность', 'Экология'],
    meta: [{ slug: 'dress_code', value: 'Удобная одежда, перчатки выдадут' }],
    description: '<p>Уборка и посадка деревьев вместе с дирекцией парка. После — пикник.</p>',
    cover: 'charity',
  },
  {
    name: 'Конференция «Данные и аналитика»',
    type: 'Конференция',
    address: EVENT_PLACES.moscowArbat,
    day: 23,
    hour: 10,
    hours: 8,
    price: 3000,
    capacity: 150,
    groups: ['engineers', 'managers'],
    tags: ['Конференция', 'Аналитика'],
    meta: [
      { slug: 'format', value: 'Два потока докладов' },
      { slug: 'link', value: 'https://events.liga.example/data-2026' },
    ],
    description:
      '<p>Двенадцать докладов о хранилищах данных, BI и машинном обучении в наших проектах. Обед включён.</p>',
    cover: 'meetup',
  },
  {
    name: 'Сплав по реке Мсте',
    type: 'Спорт',
    address: 'Новгородская обл., Боровичи, база «Мста»',
    day: 28,
    hour: 8,
    hours: 34,
    price: 9500,
    capacity: 16,
    groups: ['sport'],
    tags: ['Спорт', 'Походы'],
    meta: [{ slug: 'dress_code', value: 'Походная одежда и запасная обувь' }, contact('Павел Морозов')],
    description:
      '<p>Два дня на байдарках с инструктором, ночёвка в палатках. Трансфер из Санкт-Петербурга.</p>',
    cover: 'trip',
    full: true,
  },
  {
    name: 'Школа наставников: первая встреча',
    type: 'Обучение',
    address: EVENT_PLACES.spb,
    day: 35,
    hour: 15,
    hours: 3,
    price: 0,
    capacity: 25,
    groups: ['managers'],
    tags: ['Обучение', 'Наставничество'],
    meta: [{ slug: 'speaker', value: 'Наталья Волкова, директор по персоналу' }],
    description: '<p>Как вводить новичков в работу, давать обратную связь и не выгореть самому.</p>',
    cover: 'education',
  },
  {
    name: 'Летний корпоратив',
    type: 'Корпоратив',
    address: EVENT_PLACES.park,
    day: 42,
    hour: 12,
    hours: 10,
    price: null,
    capacity: 400,
    groups: ['everyone', 'families'],
    tags: ['Праздник', 'Команда'],
    meta: [
      { slug: 'dress_code', value: 'Белый верх' },
      { slug: 'format', value: 'Трансфер от офисов в 10:30' },
    ],
    description:
      '<p>Спортивные игры, концерт, шашлыки и награждение лучших команд года. Программа будет позже.</p>',
    cover: 'party',
    employee: true,
  },
  {
    name: 'Открытый урок английского',
    type: 'Обучение',
    address: EVENT_PLACES.online,
    day: 55,
    hour: 12,
    hours: 1,
    price: 0,
    capacity: null,
    groups: ['everyone'],
    tags: ['Обучение', 'Английский'],
    meta: [{ slug: 'language', value: 'Английский (B1+)' }],
    description: '<p>Small talk и переписка с зарубежными заказчиками. Запись урока пришлём участникам.</p>',
    cover: 'education',
  },
];

/** Things people write under events (the seed picks a few for events without their own). */
export const EVENT_COMMENTS = [
  'Будет ли запись для тех, кто не сможет прийти?',
  'Можно прийти с коллегой из другого офиса?',
  'Записался, жду!',
  'А парковка рядом есть?',
];
