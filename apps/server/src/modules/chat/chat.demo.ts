import { eq, inArray } from 'drizzle-orm';
import { addDays, DIRECT_ROOM_KIND } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { directPair } from './chat.policy.ts';
import { chatMembers, chatMessages, chatRooms } from './chat.schema.ts';
import { users } from '../users/users.schema.ts';

/** One line of a demo conversation: who writes (the first or second login), how many days ago, at what time. */
type Line = [from: 0 | 1, daysAgo: number, time: string, text: string];

interface DemoConversation {
  logins: [string, string];
  lines: Line[];
  /** The last this many messages are unread for the person they were written to. */
  unread: number;
}

/** Direct conversations of the demo logins (README): some read, some waiting with unread messages. */
const CONVERSATIONS: DemoConversation[] = [
  {
    logins: ['manager', 'employee'],
    unread: 2,
    lines: [
      [
        1,
        3,
        '10:12',
        'Добрый день! TimeSheet за прошлую неделю заполнен, посмотрите, пожалуйста, когда будет время.',
      ],
      [0, 3, '11:40', 'Посмотрел, всё в порядке, согласовал.'],
      [1, 3, '11:42', 'Спасибо!'],
      [0, 0, '09:05', 'Доброе утро! Сегодня в 15:00 созвон по релизу, подключайтесь.'],
      [0, 0, '09:07', 'И захватите, пожалуйста, список открытых задач по интеграции с 1С.'],
    ],
  },
  {
    logins: ['hr', 'employee'],
    unread: 0,
    lines: [
      [1, 6, '14:20', 'Здравствуйте! Подскажите, как получить справку 2-НДФЛ за этот год?'],
      [
        0,
        6,
        '14:35',
        'Здравствуйте! Оставьте заявку через виджет поддержки, справку подготовим за три рабочих дня.',
      ],
      [1, 6, '14:36', 'Хорошо, спасибо.'],
      [0, 2, '16:10', 'Справка готова, можно забрать в отделе кадров или получить скан на почту.'],
      [1, 2, '16:25', 'Пришлите, пожалуйста, скан. Оригинал заберу в четверг.'],
    ],
  },
  {
    logins: ['admin', 'manager'],
    unread: 1,
    lines: [
      [1, 1, '17:45', 'Коллеги, новому сотруднику практики не приходят уведомления портала. Посмотрите?'],
      [0, 1, '18:02', 'Проверили: у него не была указана почта в карточке. Исправили.'],
      [0, 0, '10:30', 'Уведомления дошли, можно закрывать вопрос.'],
    ],
  },
  {
    logins: ['team_lead', 'employee'],
    unread: 1,
    lines: [
      [0, 1, '12:15', 'Оставил замечания к пул-реквесту по расчёту отпусков, в основном мелочи по тестам.'],
      [1, 1, '12:40', 'Спасибо, поправлю до конца дня.'],
      [0, 0, '11:20', 'Не забудь добавить тест на перенос отпуска через праздники.'],
    ],
  },
  {
    logins: ['assistant', 'manager'],
    unread: 0,
    lines: [
      [0, 4, '09:50', 'Забронировала переговорную «Байкал» на пятницу с 11 до 13 для встречи с заказчиком.'],
      [1, 4, '10:05', 'Отлично, спасибо! Закажите, пожалуйста, кофе на шесть человек.'],
      [0, 4, '10:07', 'Хорошо, сделаю.'],
    ],
  },
];

/** «2026-11-20» and «09:05» as a Moscow timestamp. */
function moscowTime(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+03:00`);
}

/**
 * A few direct conversations between the demo logins, laid around `today`, with read marks and unread counts
 * as the chat keeps them. Re-runnable: a pair that already has a conversation is left alone.
 */
export async function seedChatDemo(db: Db, today: string): Promise<void> {
  const logins = [...new Set(CONVERSATIONS.flatMap((conversation) => conversation.logins))];
  const people = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(inArray(users.login, logins));
  const idOf = new Map(people.map((person) => [person.login, person.id]));
  await db.transaction(async (tx) => {
    for (const conversation of CONVERSATIONS) {
      const ids = conversation.logins.map((login) => idOf.get(login));
      if (ids.some((id) => id === undefined)) continue;
      const [first, second] = ids as [number, number];
      const pair = directPair(first, second)!;
      const [room] = await tx
        .insert(chatRooms)
        .values({ kind: DIRECT_ROOM_KIND, directLowUserId: pair.low, directHighUserId: pair.high })
        .onConflictDoNothing({ target: [chatRooms.directLowUserId, chatRooms.directHighUserId] })
        .returning({ id: chatRooms.id });
      if (!room) continue;
      const written = await tx
        .insert(chatMessages)
        .values(
          conversation.lines.map(([from, daysAgo, time, text]) => ({
            roomId: room.id,
            authorId: from === 0 ? first : second,
            message: text,
            createdAt: moscowTime(addDays(today, -daysAgo), time),
          })),
        )
        .returning({
          id: chatMessages.id,
          authorId: chatMessages.authorId,
          createdAt: chatMessages.createdAt,
        });
      const last = written.at(-1)!;
      await tx
        .update(chatRooms)
        .set({ lastMessageId: last.id, lastMessageAt: last.createdAt, createdAt: written[0]!.createdAt })
        .where(eq(chatRooms.id, room.id));
      // Everything but the last `unread` messages is read by both; those wait for their addressee.
      const readUpTo = written.length - conversation.unread;
      for (const userId of [first, second]) {
        const seen = written.filter((message, index) => index < readUpTo || message.authorId === userId);
        const lastRead = seen.at(-1)?.id ?? null;
        const unread = written.filter(
          (message) => message.authorId !== userId && (lastRead === null || message.id > lastRead),
        ).length;
        await tx
          .insert(chatMembers)
          .values({ roomId: room.id, userId, lastReadMessageId: lastRead, unreadCount: unread });
      }
    }
  });
}
