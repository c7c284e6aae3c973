import { inArray } from 'drizzle-orm';
import { requestPagePath, type BpKind } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { Mailer, OutgoingMail } from '../../platform/mail/mailer.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import type { CatalogCache } from './requests.catalog.ts';
import { bpAssignees, bpRequests } from './requests.schema.ts';
import type { StatusEntryHook } from './requests.workflow.ts';

export const REQUEST_NOTICE = {
  waiting: (title: string) => `Заявка «${title}» ожидает вашего решения`,
  reminder: (title: string) => `Напоминание: заявка «${title}» ожидает вашего решения`,
  author: (title: string, status: string) => `Заявка «${title}»: ${status}`,
  status: (status: string) => `Статус: ${status}.`,
  onBehalfOf: (name: string) => `Вы замещаете сотрудника ${name} на время его отсутствия.`,
  comment: (text: string) => `Комментарий: ${text}`,
  open: (url: string) => `Открыть заявку: ${url}`,
};

/** One notice of a request to one person: in-app, live and by e-mail. */
export interface RequestNotice {
  userId: number;
  requestId: number;
  /** The request's kind: the link goes to its kind's page (requestPagePath). */
  kind: BpKind;
  title: string;
  lines: string[];
}

export interface RequestNoticeDeps {
  db: Db;
  notifications: NotificationsService;
  mail: Mailer;
  /** The portal's address without a trailing slash (Platform.publicUrl). */
  publicUrl: string;
}

/**
 * Sends notices in the caller's transaction: the notifications rows (pushed live to open sockets) and the
 * letters to the mail outbox, so an action that rolls back sends nothing. People without an address get the
 * in-app notice only.
 */
export async function sendRequestNotices(deps: RequestNoticeDeps, notices: RequestNotice[]): Promise<void> {
  if (notices.length === 0) return;
  await deps.notifications.notifyEach(
    notices.map((notice) => ({
      userId: notice.userId,
      title: notice.title,
      body: notice.lines.join('\n') || null,
      link: requestPagePath({ kind: notice.kind, id: notice.requestId }),
    })),
  );
  const people = await peopleOf(
    deps.db,
    notices.map((notice) => notice.userId),
  );
  const letters: OutgoingMail[] = notices.flatMap((notice) => {
    const email = people.get(notice.userId)?.email;
    if (!email) return [];
    const url = `${deps.publicUrl}${requestPagePath({ kind: notice.kind, id: notice.requestId })}`;
    return [
      { to: [email], subject: notice.title, text: [...notice.lines, REQUEST_NOTICE.open(url)].join('\n\n') },
    ];
  });
  if (letters.length) await deps.mail.send(...letters);
}

/** Names and addresses of people, by id. */
export async function peopleOf(db: Db, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db
        .select({
          id: users.id,
          email: users.email,
          lastName: users.lastName,
          name: users.name,
          patronymic: users.patronymic,
        })
        .from(users)
        .where(inArray(users.id, unique))
    : [];
  return new Map(rows.map((row) => [row.id, { email: row.email, fullName: fullName(row) }]));
}

/**
 * The assignee rows of requests, by request (whom each substitute stands in for): read right after they were
 * recomputed, so every row counts. The request page's list is requests.queries.ts `assigneesOf`.
 */
export async function assigneeRowsByRequest(db: Db, requestIds: readonly number[]) {
  const rows = requestIds.length
    ? await db
        .select()
        .from(bpAssignees)
        .where(inArray(bpAssignees.requestId, [...requestIds]))
        .orderBy(bpAssignees.requestId, bpAssignees.userId)
    : [];
  const byRequest = new Map<number, { userId: number; onBehalfOfId: number | null }[]>();
  for (const row of rows)
    byRequest.set(row.requestId, [
      ...(byRequest.get(row.requestId) ?? []),
      { userId: row.userId, onBehalfOfId: row.onBehalfOfId },
    ]);
  return byRequest;
}

/**
 * The notices of whom a request waits for: «ожидает вашего решения» (`title` makes it a reminder), and for a
 * substitute whom they stand in for. `skip`: who gets none (the actor).
 */
export async function assigneeNotices(
  db: Db,
  requests: readonly { id: number; kind: BpKind; title: string; status: string }[],
  options: { title: (title: string) => string; skip?: number; extra?: string[] },
): Promise<RequestNotice[]> {
  const assignees = await assigneeRowsByRequest(
    db,
    requests.map((request) => request.id),
  );
  const absent = [...assignees.values()].flat().flatMap((a) => (a.onBehalfOfId ? [a.onBehalfOfId] : []));
  const names = await peopleOf(db, absent);
  return requests.flatMap((request) =>
    (assignees.get(request.id) ?? [])
      .filter((assignee) => assignee.userId !== options.skip)
      .map((assignee) => ({
        userId: assignee.userId,
        requestId: request.id,
        kind: request.kind,
        title: options.title(request.title),
        lines: [
          REQUEST_NOTICE.status(request.status),
          ...(assignee.onBehalfOfId
            ? [REQUEST_NOTICE.onBehalfOf(names.get(assignee.onBehalfOfId)?.fullName ?? '')]
            : []),
          ...(options.extra ?? []),
        ],
      })),
  );
}

/**
 * The status-entry hook (RequestsService.onStatusEntry): the request's new assignees hear that it waits for
 * their decision (a substitute, for whom), its author hears the new status with the action's comment (an
 * author who is also an assignee, back in the first status after a rejection, gets this one notice); the
 * actor hears nothing.
 */
export function statusEntryNotices(deps: RequestNoticeDeps & { catalog: CatalogCache }): StatusEntryHook {
  return async ({ requestIds, actor, comment }) => {
    const catalog = await deps.catalog.get();
    const rows = await deps.db
      .select({
        id: bpRequests.id,
        title: bpRequests.title,
        statusId: bpRequests.statusId,
        typeId: bpRequests.typeId,
        authorId: bpRequests.authorId,
      })
      .from(bpRequests)
      .where(inArray(bpRequests.id, requestIds));
    const requests = rows.map((row) => ({
      ...row,
      kind: catalog.processes.get(row.typeId)?.type.kind ?? 'custom',
      status: catalog.statuses.get(row.statusId)?.name ?? '',
    }));
    const authorOf = new Map(requests.map((request) => [request.id, request.authorId]));
    const notices = (
      await assigneeNotices(deps.db, requests, { title: REQUEST_NOTICE.waiting, skip: actor.id })
    ).filter((notice) => notice.userId !== authorOf.get(notice.requestId));
    for (const request of requests) {
      if (request.authorId === actor.id) continue;
      notices.push({
        userId: request.authorId,
        requestId: request.id,
        kind: request.kind,
        title: REQUEST_NOTICE.author(request.title, request.status),
        lines: comment ? [REQUEST_NOTICE.comment(comment)] : [],
      });
    }
    await sendRequestNotices(deps, notices);
  };
}
