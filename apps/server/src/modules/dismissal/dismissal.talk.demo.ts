import { asc, eq } from 'drizzle-orm';
import { DISMISSAL_ROOM_KIND, statusMessageCountsAsUnread } from '@intranet/contracts/dismissal/talk';
import type { Db } from '../../platform/db/database.ts';
import { chatMembers, chatMessages, chatRooms } from '../chat/chat.schema.ts';
import { bpRequests } from '../requests/requests.schema.ts';
import { users } from '../users/users.schema.ts';
import { bpDismissals } from './dismissal.schema.ts';
import { statusMessageText } from './dismissal.talk.chat.ts';
import { peopleOf, type TalkApplication } from './dismissal.talk.policy.ts';
import { findApplications, findPollContent } from './dismissal.talk.queries.ts';
import { bpDismissalPollResponses, bpDismissalPolls } from './dismissal.talk.schema.ts';

const HOUR = 3_600_000;

/** What HR and the leaver say in a demo chat (HR's last line waits unread for the leaver). */
const HR_LINES = [
  'Здравствуйте! Заявление получили. Подпишите, пожалуйста, обходной лист до последнего рабочего дня.',
  'И пройдите, пожалуйста, короткий опрос на странице «Опрос при увольнении» — он анонимен в сводке.',
];
const LEAVER_LINE = 'Добрый день! Хорошо, обходной лист подпишу в четверг.';
const HR_FOLLOW_UP = 'Спасибо! Трудовую книжку и справки подготовим к дате увольнения.';

/**
 * Demo polls and chats on the demo applications (seeded before by dismissal.demo.ts): the newest application's
 * poll half answered, every other one finished (a rejected or withdrawn leaver answered before), so the survey
 * summary has a department and a reason of at least 5 people to show; and a chat per application where HR writes, the leaver answers and HR's last message is unread for the leaver.
 * Re-runnable: an application that already has a chat room or a poll is left alone.
 */
export async function seedDismissalTalkDemo(
  db: Db,
  { today }: { userIds: number[]; today: string },
): Promise<void> {
  const rows = await db
    .select({ id: bpDismissals.requestId, createdAt: bpRequests.createdAt })
    .from(bpDismissals)
    .innerJoin(bpRequests, eq(bpRequests.id, bpDismissals.requestId))
    .orderBy(asc(bpDismissals.requestId));
  if (rows.length === 0) return;
  const applications = await findApplications(
    db,
    rows.map((row) => row.id),
  );
  const [hr] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'hr'));
  const latest = new Date(`${today}T18:00:00+03:00`);
  await db.transaction(async () => {
    for (const [index, row] of rows.entries()) {
      const application = applications.get(row.id);
      if (!application || application.employeeId === null) continue;
      const filed = row.createdAt.getTime() > latest.getTime() ? latest : row.createdAt;
      await seedPoll(db, application, index, filed);
      if (hr) await seedChat(db, application, hr.id, filed, latest);
    }
  });
}

async function seedPoll(db: Db, application: TalkApplication, index: number, filed: Date) {
  const done = index > 0;
  const { groups, answers } = await findPollContent(db, application.id);
  const steps = done ? groups.length : Math.min(2, groups.length);
  const answeredAt = new Date(filed.getTime() + 20 * HOUR);
  const [created] = await db
    .insert(bpDismissalPolls)
    .values({
      requestId: application.id,
      progress: done ? 'done' : 'in_progress',
      step: steps,
      updatedAt: answeredAt,
      completedAt: done ? answeredAt : null,
    })
    .onConflictDoNothing()
    .returning({ id: bpDismissalPolls.requestId });
  if (!created) return;
  const picked: (typeof bpDismissalPollResponses.$inferInsert)[] = [];
  for (const [step, group] of groups.slice(0, steps).entries()) {
    const options = answers.filter((answer) => answer.groupId === group.id);
    const boxes = options.filter((answer) => answer.type === 'checkbox');
    const text = options.find((answer) => answer.type === 'text');
    // Fixed choices: every leaver names the first reason and one more of their own, so the summary shows a
    // reason of 5 and folds the rare ones into «Другие причины».
    const chosen = group.isReason
      ? [boxes[0], boxes[1 + (application.id % Math.max(boxes.length - 1, 1))]]
      : [boxes[(application.id + step) % Math.max(boxes.length, 1)]];
    for (const box of new Set(chosen))
      if (box) picked.push({ requestId: application.id, answerId: box.id, checked: true });
    if (text && (application.id + step) % 3 === 0)
      picked.push({
        requestId: application.id,
        answerId: text.id,
        value: 'Спасибо команде за поддержку, было интересно работать.',
      });
  }
  if (picked.length > 0) await db.insert(bpDismissalPollResponses).values(picked).onConflictDoNothing();
}

async function seedChat(db: Db, application: TalkApplication, hrId: number, filed: Date, latest: Date) {
  const [room] = await db
    .insert(chatRooms)
    .values({
      kind: DISMISSAL_ROOM_KIND,
      entityId: application.id,
      title: `Заявление на увольнение № ${application.id}: ${application.employeeFullName}`,
      link: `/services/dismissing/${application.id}`,
    })
    .onConflictDoNothing({ target: [chatRooms.kind, chatRooms.entityId] })
    .returning({ id: chatRooms.id, link: chatRooms.link });
  if (!room) return;
  const leaver = application.employeeId!;
  const at = (hours: number) => new Date(Math.min(filed.getTime() + hours * HOUR, latest.getTime()));
  const lines: {
    authorId: number;
    message: string;
    silent: boolean;
    createdAt: Date;
    link?: string | null;
  }[] = [
    {
      authorId: application.authorId,
      message: statusMessageText('На согласовании', null),
      silent: !statusMessageCountsAsUnread('create'),
      createdAt: at(0),
      link: room.link,
    },
    { authorId: hrId, message: HR_LINES[0]!, silent: false, createdAt: at(1) },
  ];
  if (application.statusCode !== 'on_approval')
    lines.push({
      authorId: application.managerId ?? hrId,
      message: statusMessageText(application.statusName, null),
      // The demo's later statuses come from approve, reject, cancel or complete: none counts as unread.
      silent: true,
      createdAt: at(3),
      link: room.link,
    });
  lines.push(
    { authorId: leaver, message: LEAVER_LINE, silent: false, createdAt: at(4) },
    {
      authorId: hrId,
      message: application.id % 2 === 0 ? HR_FOLLOW_UP : HR_LINES[1]!,
      silent: false,
      createdAt: at(5),
    },
  );
  const written = await db
    .insert(chatMessages)
    .values(lines.map((line) => ({ roomId: room.id, link: null, ...line })))
    .returning({ id: chatMessages.id, authorId: chatMessages.authorId, silent: chatMessages.silent });
  const last = written.at(-1)!;
  await db
    .update(chatRooms)
    .set({ lastMessageId: last.id, lastMessageAt: lines.at(-1)!.createdAt })
    .where(eq(chatRooms.id, room.id));
  // The leaver has read up to their own reply; HR everything; the others nothing yet.
  const members = [...new Set([...peopleOf(application), hrId])];
  const leaverReply = written.at(-2)!.id;
  await db
    .insert(chatMembers)
    .values(
      members.map((userId) => {
        const mark = userId === hrId ? last.id : userId === leaver ? leaverReply : null;
        const unread = written.filter(
          (message) => !message.silent && message.authorId !== userId && message.id > (mark ?? 0),
        ).length;
        return { roomId: room.id, userId, lastReadMessageId: mark, unreadCount: unread };
      }),
    )
    .onConflictDoNothing();
}
