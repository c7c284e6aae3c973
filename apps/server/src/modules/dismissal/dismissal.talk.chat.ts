import { statusMessageCountsAsUnread } from '@intranet/contracts/dismissal/talk';
import type { Db } from '../../platform/db/database.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { ChatRoomRecord } from '../chat/chat.policy.ts';
import type { StatusEntryHook } from '../requests/requests.workflow.ts';
import type { TalkApplication } from './dismissal.talk.policy.ts';
import { findApplications } from './dismissal.talk.queries.ts';

/** The chat text of an application entering a status, with the action's comment (a rejection's reason). */
export function statusMessageText(statusName: string, comment: string | null): string {
  const text = `Статус заявления: «${statusName}»`;
  return comment?.trim() ? `${text}\nКомментарий: ${comment.trim()}` : text;
}

/**
 * The `onStatusEntry` hook of dismissal applications: each status entry (the creation too) posts the new
 * status into the application's chat, by the person who took the step, in the transaction of the step (a
 * refused step posts nothing). Approvals, rejections, cancellations and completion do not raise anyone's
 * unread counter (`statusMessageCountsAsUnread`). Other kinds' requests are skipped.
 */
export function dismissalStatusHook(deps: {
  db: Db;
  chat: ChatService;
  ensureRoom: (application: TalkApplication) => Promise<ChatRoomRecord>;
}): StatusEntryHook {
  return async ({ requestIds, actor, action, comment }) => {
    const applications = await findApplications(deps.db, requestIds);
    for (const id of [...applications.keys()].sort((a, b) => a - b)) {
      const application = applications.get(id)!;
      const room = await deps.ensureRoom(application);
      await deps.chat.post({
        roomId: room.id,
        authorId: actor.id,
        message: statusMessageText(application.statusName, comment),
        link: room.link,
        silent: !statusMessageCountsAsUnread(action),
      });
    }
  };
}
