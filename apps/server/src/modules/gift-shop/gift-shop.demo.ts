import { eq } from 'drizzle-orm';
import { addDays, STRUCTURE_LEVEL } from '@intranet/contracts';
import { GIFT_ORDER_PROCESS_CODE, type GiftCurrency } from '@intranet/contracts/gift-shop/gift-shop';
import type { Db } from '../../platform/db/database.ts';
import { structures } from '../organisation/organisation.schema.ts';
import { refreshAssignees } from '../requests/requests.assignees.ts';
import { CatalogCache } from '../requests/requests.catalog.ts';
import { insertDemoRequest, stepsOf, type DemoRequestRow } from '../requests/requests.demo-kit.ts';
import { users } from '../users/users.schema.ts';
import {
  giftGroups,
  giftOrderItems,
  giftOrders,
  giftProductPrices,
  giftProducts,
  giftStock,
} from './gift-shop.schema.ts';

/** Three groups of the shop and their products: name, description, price in roubles and in points. */
const SHOP: {
  group: string;
  products: [name: string, description: string, rub: number, points: number][];
}[] = [
  {
    group: 'Сувениры с логотипом',
    products: [
      ['Кружка керамическая', 'Белая кружка 350 мл с логотипом компании', 450, 45],
      ['Термокружка', 'Стальная, 400 мл, держит тепло 6 часов', 1290, 130],
      ['Футболка', 'Хлопок, размеры S–XXL, логотип на груди', 990, 100],
      ['Худи', 'Тёплая толстовка с капюшоном и вышитым логотипом', 3490, 350],
      ['Бейсболка', 'Регулируемый размер, вышивка', 690, 70],
      ['Шопер', 'Плотный хлопок, длинные ручки', 590, 60],
      ['Зонт-трость', 'Купол 110 см, автоматический', 1890, 190],
    ],
  },
  {
    group: 'Канцелярия',
    products: [
      ['Блокнот А5', 'Твёрдая обложка, 160 страниц в точку', 520, 50],
      ['Ручка металлическая', 'Синие чернила, гравировка логотипа', 380, 40],
      ['Набор стикеров', 'Пять цветов по 100 листов', 210, 20],
      ['Ежедневник 2027', 'Датированный, с картой офисов', 890, 90],
      ['Органайзер для стола', 'Бамбук, три отделения', 1150, 115],
      ['Флешка 64 ГБ', 'USB-C и USB-A, металлический корпус', 990, 100],
    ],
  },
  {
    group: 'Подарки к праздникам',
    products: [
      ['Новогодний набор', 'Чай, мёд, имбирное печенье в подарочной коробке', 2490, 250],
      ['Плед', 'Флис, 150×200 см, в фирменном чехле', 2190, 220],
      ['Свеча ароматическая', 'Соевый воск, аромат хвои', 790, 80],
      ['Набор кофе', 'Три сорта по 250 г, зерно', 1790, 180],
      ['Power bank', '10 000 мА·ч, быстрая зарядка', 2290, 230],
      ['Беспроводная колонка', 'Bluetooth 5.3, защита от воды', 3990, 400],
      ['Сертификат в книжный', 'Номинал 3000 ₽', 3000, 300],
    ],
  },
];

interface DemoOrder {
  author: string;
  daysAgo: number;
  /** Product names and quantities. */
  items: [name: string, quantity: number][];
  steps: [code: string, login: string, comment?: string][];
}

/** Orders in every status; three wait for the operator (new, confirmed, underway). */
const ORDERS: DemoOrder[] = [
  {
    author: 'employee',
    daysAgo: 1,
    items: [
      ['Кружка керамическая', 2],
      ['Блокнот А5', 1],
    ],
    steps: [],
  },
  { author: 'team_lead', daysAgo: 2, items: [['Новогодний набор', 5]], steps: [] },
  { author: 'manager', daysAgo: 3, items: [['Худи', 1]], steps: [['confirm', 'operator']] },
  {
    author: 'employee',
    daysAgo: 6,
    items: [
      ['Power bank', 1],
      ['Шопер', 2],
    ],
    steps: [
      ['confirm', 'operator'],
      ['underway', 'operator'],
    ],
  },
  {
    author: 'hr',
    daysAgo: 20,
    items: [['Плед', 3]],
    steps: [
      ['confirm', 'operator'],
      ['underway', 'operator'],
      ['complete', 'operator'],
    ],
  },
  {
    author: 'employee',
    daysAgo: 12,
    items: [['Беспроводная колонка', 10]],
    steps: [['deny', 'operator', 'Столько колонок нет: закажите до трёх']],
  },
  { author: 'assistant', daysAgo: 8, items: [['Ручка металлическая', 20]], steps: [['cancel', 'assistant']] },
];

/** How many of each product each demo office starts with (before the demo orders take theirs). */
const STOCK_PER_OFFICE = 25;
/** The statuses in which an order still holds its stock. */
const HOLDING = new Set(['registered', 'confirmed', 'in_progress', 'completed']);

/**
 * The demo shop: 20 products over 3 groups open to everyone, priced in roubles and points, stocked at every
 * demo office, and orders of the demo logins in every status laid as the engine lays them.
 */
export async function seedGiftShopDemo(db: Db, { today }: { today: string }): Promise<void> {
  const offices = await db
    .select({ id: structures.id })
    .from(structures)
    .where(eq(structures.level, STRUCTURE_LEVEL.office));
  const productIds = new Map<string, { id: number; rub: number }>();
  for (const [position, { group, products }] of SHOP.entries()) {
    const [row] = await db.insert(giftGroups).values({ name: group, position }).returning();
    for (const [name, description, rub, points] of products) {
      const [product] = await db
        .insert(giftProducts)
        .values({ groupId: row!.id, name, description })
        .returning();
      const prices: [GiftCurrency, number][] = [
        ['RUB', rub * 100],
        ['PTS', points],
      ];
      await db
        .insert(giftProductPrices)
        .values(prices.map(([currency, amount]) => ({ productId: product!.id, currency, amount })));
      productIds.set(name, { id: product!.id, rub: rub * 100 });
    }
  }
  const people = await db.select({ id: users.id, login: users.login, officeId: users.officeId }).from(users);
  const byLogin = new Map(people.map((person) => [person.login, person]));
  const catalog = await new CatalogCache(db).get();
  const process = [...catalog.processes.values()].find((p) => p.type.code === GIFT_ORDER_PROCESS_CODE);
  const taken = new Map<string, number>();
  const created: DemoRequestRow[] = [];
  for (const demo of process ? ORDERS : []) {
    const author = byLogin.get(demo.author);
    if (!author?.officeId) continue;
    const row = await insertDemoRequest(db, catalog, process!, {
      authorId: author.id,
      title: 'Заказ подарков',
      at: new Date(`${addDays(today, -demo.daysAgo)}T10:00:00`),
      steps: stepsOf(demo.steps, (login) => byLogin.get(login)?.id),
    });
    const holds = HOLDING.has(catalog.statuses.get(row.statusId)!.code);
    await db
      .insert(giftOrders)
      .values({ requestId: row.id, officeId: author.officeId, currency: 'RUB', reserved: holds });
    await db.insert(giftOrderItems).values(
      demo.items.map(([name, quantity]) => ({
        requestId: row.id,
        productId: productIds.get(name)!.id,
        quantity,
        price: productIds.get(name)!.rub,
      })),
    );
    if (holds)
      for (const [name, quantity] of demo.items) {
        const key = `${productIds.get(name)!.id}:${author.officeId}`;
        taken.set(key, (taken.get(key) ?? 0) + quantity);
      }
    created.push(row);
  }
  const stock = offices.flatMap((office) =>
    [...productIds.values()].map(({ id }) => ({
      productId: id,
      officeId: office.id,
      quantity: STOCK_PER_OFFICE - (taken.get(`${id}:${office.id}`) ?? 0),
    })),
  );
  if (stock.length) await db.insert(giftStock).values(stock);
  await refreshAssignees(db, catalog, created, today);
}
