import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  anonymousTotal,
  DISMISSAL_ATTACHMENT_MIMES,
  DISMISSAL_ROOM_KIND,
  DISMISSAL_SURVEY_MIN_GROUP,
  DISMISSAL_TALK_TEXTS as TEXTS,
  foldSmallGroups,
  type DismissalChatPage,
  type DismissalPoll,
  type DismissalPollInput,
  type DismissalPollProgress,
  type DismissalSurvey,
  type DismissalSurveyQuery,
  type DismissalChatListQuery,
} from '@intranet/contracts/dismissal/talk';
import type { ChatMessage } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { lockRows } from '../../platform/db/transaction-context.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../platform/http/app-error.ts';
import { paginated } from '../../platform/http/pagination.ts';
import type { Platform, Services } from '../../platform/modules/server-module.ts';
import { defineChatRoomKind } from '../chat/chat.policy.ts';
import { findMessagesByIds } from '../chat/chat.queries.ts';
import type { DismissalService } from './dismissal.service.ts';
import { dismissalStatusHook } from './dismissal.talk.chat.ts';
import {
  isDesk,
  mayAnswerPoll,
  mayReadPoll,
  mayTalk,
  peopleOf,
  pollOpen,
  type TalkApplication,
} from './dismissal.talk.policy.ts';
import {
  countDoneByDepartment,
  countDoneByReason,
  countProgress,
  findApplication,
  findOwnSurveyRows,
  findPollContent,
  findProgress,
  findSurveyPage,
} from './dismissal.talk.queries.ts';
import {
  bpDismissalPollAnswers,
  bpDismissalPollResponses,
  bpDismissalPolls,
} from './dismissal.talk.schema.ts';

const ACCEPTED_MIMES = new Set<string>(DISMISSAL_ATTACHMENT_MIMES);

/** The page of an application (the link of its chat room and of its status messages). */
export const applicationLink = (id: number) => `/services/dismissing/${id}`;

/** The exit poll, the survey and the chat of a dismissal application (docs/modules/dismissal.md). */
export class DismissalTalkService {
  constructor(
    readonly platform: Platform,
    readonly services: Services,
    readonly dismissal: DismissalService,
  ) {
    const { db } = platform;
    services.chat.registerKind(
      defineChatRoomKind({
        kind: DISMISSAL_ROOM_KIND,
        may: async (actor, _action, room, member) => {
          if (member) return true;
          const application = room.entityId === null ? null : await findApplication(db, room.entityId);
          return application !== null && mayTalk(actor, application);
        },
      }),
    );
    // Every status entry of an application posts its status into the chat, in the step's transaction.
    services.requests.onStatusEntry.push(
      dismissalStatusHook({ db, chat: services.chat, ensureRoom: (app) => this.ensureRoom(app) }),
    );
  }

  private get db() {
    return this.platform.db;
  }

  /** For the applications list: whether each application's poll has answers, and the user's unread messages. */
  async talkSummaries(
    userId: number,
    applicationIds: readonly number[],
  ): Promise<Map<number, { has_poll: boolean; unread: number }>> {
    const [progress, unread] = await Promise.all([
      findProgress(this.db, applicationIds),
      this.services.chat.unreadByEntity(userId, DISMISSAL_ROOM_KIND, applicationIds),
    ]);
    return new Map(
      applicationIds.map((id) => [
        id,
        {
          has_poll: (progress.get(id)?.progress ?? 'default') !== 'default',
          unread: unread.get(id) ?? 0,
        },
      ]),
    );
  }

  // ---- The poll ----

  /** GET …/applications/{id}/polls: the groups with the leaver's answers (the leaver and the desk). */
  async poll(actor: AuthUser, id: number): Promise<DismissalPoll> {
    const application = await this.getApplication(id);
    if (!mayReadPoll(actor, application)) throw forbidden(TEXTS.pollHidden);
    return this.presentPoll(actor, application);
  }

  /**
   * POST …/applications/{id}/poll: the leaver's answers of one step. The step's previous answers are replaced;
   * the poll moves to «in progress», and to «done» once every step has answers. 403 for anyone else, 409 on a
   * rejected or cancelled application, 400 for an answer of another step or a step without any answer.
   */
  async answer(actor: AuthUser, id: number, body: DismissalPollInput): Promise<DismissalPoll> {
    const application = await this.getApplication(id);
    if (!mayAnswerPoll(actor, application)) throw forbidden(TEXTS.pollLeaverOnly);
    if (!pollOpen(application)) throw conflict(TEXTS.pollClosed);
    const content = await findPollContent(this.db, id);
    if (!content.groups.some((group) => group.id === body.group_id))
      throw fieldError('group_id', TEXTS.groupNotFound);
    const ofGroup = new Map(
      content.answers
        .filter((answer) => answer.groupId === body.group_id)
        .map((answer) => [answer.id, answer]),
    );
    const given = body.answers
      .map((answer) => ({ ...answer, value: answer.value?.trim() || null }))
      .filter((answer) => answer.checked || answer.value !== null);
    const stranger = given.find((answer) => !ofGroup.has(answer.answer_id));
    if (stranger) throw fieldError('answers', TEXTS.answerNotInGroup);
    if (given.length === 0) throw fieldError('answers', TEXTS.answerRequired);
    await this.db.transaction(async () => {
      await this.db
        .insert(bpDismissalPolls)
        .values({ requestId: id, progress: 'in_progress' })
        .onConflictDoNothing();
      // One writer per poll at a time: the step count is computed from what is stored after this write.
      await lockRows(this.db, bpDismissalPolls, bpDismissalPolls.requestId, [id]);
      await this.db
        .delete(bpDismissalPollResponses)
        .where(
          and(
            eq(bpDismissalPollResponses.requestId, id),
            inArray(bpDismissalPollResponses.answerId, [...ofGroup.keys()]),
          ),
        );
      await this.db.insert(bpDismissalPollResponses).values(
        given.map((answer) => {
          const type = ofGroup.get(answer.answer_id)!.type;
          return {
            requestId: id,
            answerId: answer.answer_id,
            checked: type === 'checkbox' ? answer.checked || answer.value !== null : false,
            value: type === 'text' ? answer.value : null,
          };
        }),
      );
      const [answered] = await this.db
        .select({ groups: sql<number>`count(distinct ${bpDismissalPollAnswers.groupId})::int` })
        .from(bpDismissalPollResponses)
        .innerJoin(bpDismissalPollAnswers, eq(bpDismissalPollAnswers.id, bpDismissalPollResponses.answerId))
        .where(
          and(
            eq(bpDismissalPollResponses.requestId, id),
            inArray(
              bpDismissalPollAnswers.groupId,
              content.groups.map((group) => group.id),
            ),
          ),
        );
      const step = Number(answered?.groups ?? 0);
      const done = step >= content.groups.length;
      const now = this.platform.clock.now();
      await this.db
        .update(bpDismissalPolls)
        .set({
          step,
          progress: done ? 'done' : 'in_progress',
          updatedAt: now,
          completedAt: done ? sql`coalesce(${bpDismissalPolls.completedAt}, ${now})` : null,
        })
        .where(eq(bpDismissalPolls.requestId, id));
    });
    return this.presentPoll(actor, application);
  }

  /** GET /employee_dismissal/survey: the actor's own polls; for the desk the summary and every application's poll. */
  async survey(actor: AuthUser, query: DismissalSurveyQuery): Promise<DismissalSurvey> {
    const mine = (await findOwnSurveyRows(this.db, actor.id)).map(presentSurveyRow);
    if (!isDesk(actor)) return { mine, summary: null, applications: null };
    const [progress, departments, reasons, page] = await Promise.all([
      countProgress(this.db),
      countDoneByDepartment(this.db),
      countDoneByReason(this.db),
      findSurveyPage(this.db, query),
    ]);
    const min = DISMISSAL_SURVEY_MIN_GROUP;
    const shownDepartments = foldSmallGroups(departments, min, TEXTS.otherDepartments);
    const list = paginated(
      page.rows.map(presentSurveyRow),
      page.total,
      query,
      '/api/employee_dismissal/survey',
    );
    return {
      mine,
      summary: {
        // The total of the departments shown: people left out of them are not counted anywhere.
        respondents: anonymousTotal(
          shownDepartments.reduce((sum, group) => sum + group.count, 0),
          min,
        ),
        progress,
        departments: shownDepartments,
        reasons: foldSmallGroups(reasons, min, TEXTS.otherReasons),
        min_group: min,
      },
      applications: { data: list.data, meta: list.meta },
    };
  }

  // ---- The chat ----

  /** GET …/chat/list: a page of the application's messages, newest first. */
  async chatList(actor: AuthUser, id: number, query: DismissalChatListQuery): Promise<DismissalChatPage> {
    const room = await this.openRoom(actor, id);
    return this.services.chat.history(actor, { ...query, room_id: room.id, page: 1 });
  }

  /** POST …/chat/send: a message with at most 10 attachments of the accepted types (read from content). */
  async chatSend(
    actor: AuthUser,
    id: number,
    body: { message: string; attachments: number[] },
  ): Promise<ChatMessage> {
    const room = await this.openRoom(actor, id);
    const files = await this.services.files.findByIds(body.attachments);
    const refused = files.find((file) => !ACCEPTED_MIMES.has(file.mime));
    if (refused) {
      const message = `«${refused.name}»: ${TEXTS.attachmentType}`;
      throw badRequest(message, { attachments: [message] });
    }
    const { data } = await this.services.chat.send(actor, { room_id: room.id, ...body });
    return data;
  }

  /** GET …/chat/unread: the actor's unread messages of the application. */
  async chatUnread(actor: AuthUser, id: number): Promise<{ unread: number; room_id: number | null }> {
    const room = await this.openRoom(actor, id);
    const counts = await this.services.chat.unreadCounts(actor.id, [room.id]);
    return { unread: counts.get(room.id) ?? 0, room_id: room.id };
  }

  /** POST …/chat/saw: the actor has seen the messages up to `message_id` (the newest when omitted). */
  async chatSaw(
    actor: AuthUser,
    id: number,
    messageId?: number,
  ): Promise<{ unread: number; room_id: number | null }> {
    const room = await this.openRoom(actor, id);
    const chat = this.services.chat;
    let target = messageId;
    if (target === undefined) {
      target = (await chat.history(actor, { room_id: room.id, per_page: 1, page: 1 })).data[0]?.id;
    } else {
      const [message] = await findMessagesByIds(this.db, [target]);
      if (message?.roomId !== room.id) throw fieldError('message_id', TEXTS.messageNotHere);
    }
    if (target !== undefined) await chat.markRead(actor, [target]);
    return this.chatUnread(actor, id);
  }

  // ---- internals ----

  private async getApplication(id: number): Promise<TalkApplication> {
    const application = await findApplication(this.db, id);
    if (!application) throw notFound(TEXTS.notFound);
    return application;
  }

  /** The room of the application with its people as members (the actor too: the desk joins by reading). */
  async ensureRoom(application: TalkApplication, extra: number[] = []) {
    return this.services.chat.ensureRoom({
      kind: DISMISSAL_ROOM_KIND,
      entityId: application.id,
      title: `Заявление на увольнение № ${application.id}: ${application.employeeFullName}`.trim(),
      link: applicationLink(application.id),
      memberIds: [...peopleOf(application), ...extra],
    });
  }

  private async openRoom(actor: AuthUser, id: number) {
    const application = await this.getApplication(id);
    if (!mayTalk(actor, application)) throw forbidden(TEXTS.notParticipant);
    return this.ensureRoom(application, [actor.id]);
  }

  private async presentPoll(actor: AuthUser, application: TalkApplication): Promise<DismissalPoll> {
    const { groups, answers, responses, poll } = await findPollContent(this.db, application.id);
    const byAnswer = new Map(responses.map((response) => [response.answerId, response]));
    return {
      application_id: application.id,
      leaver: { id: application.employeeId ?? application.authorId, full_name: application.employeeFullName },
      progress: (poll?.progress ?? 'default') as DismissalPollProgress,
      step: poll?.step ?? 0,
      updated_at: poll?.updatedAt.toISOString() ?? null,
      completed_at: poll?.completedAt?.toISOString() ?? null,
      groups: groups.map((group) => ({
        id: group.id,
        title: group.title,
        is_reason: group.isReason,
        direction:
          group.directionId === null ? null : { id: group.directionId, title: group.directionTitle ?? '' },
        answers: answers
          .filter((answer) => answer.groupId === group.id)
          .map((answer) => ({
            id: answer.id,
            title: answer.title,
            type: answer.type as 'text' | 'checkbox',
            checked: byAnswer.get(answer.id)?.checked ?? false,
            value: byAnswer.get(answer.id)?.value ?? null,
          })),
      })),
      abilities: { answer: mayAnswerPoll(actor, application) && pollOpen(application) },
    };
  }
}

function presentSurveyRow(row: {
  applicationId: number;
  employeeFullName: string;
  department: string | null;
  progress: DismissalPollProgress;
  updatedAt: Date | null;
}) {
  return {
    application_id: row.applicationId,
    employee_full_name: row.employeeFullName,
    department: row.department,
    progress: row.progress,
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}
