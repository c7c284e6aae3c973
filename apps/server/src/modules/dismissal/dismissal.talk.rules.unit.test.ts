import { describe, expect, it } from 'vitest';
import {
  anonymousTotal,
  DISMISSAL_SURVEY_MIN_GROUP,
  foldSmallGroups,
  statusMessageCountsAsUnread,
} from '@intranet/contracts/dismissal/talk';
import { statusMessageText } from './dismissal.talk.chat.ts';
import {
  mayAnswerPoll,
  mayReadPoll,
  mayTalk,
  peopleOf,
  pollOpen,
  type TalkApplication,
} from './dismissal.talk.policy.ts';

const group = (id: number, count: number, title = `Группа ${id}`) => ({ id, title, count });

describe('the survey never shows a group under 5 people', () => {
  it('is 5', () => expect(DISMISSAL_SURVEY_MIN_GROUP).toBe(5));

  it.each([
    [4, []],
    [5, [group(1, 5)]],
    [6, [group(1, 6)]],
  ])('a group of %i people', (count, shown) => {
    expect(foldSmallGroups([group(1, count)], 5, 'Другие')).toEqual(shown);
  });

  it('folds small groups into «other» once together they reach 5, else leaves them out', () => {
    expect(foldSmallGroups([group(1, 6), group(2, 2), group(3, 2)], 5, 'Другие')).toEqual([group(1, 6)]);
    expect(foldSmallGroups([group(1, 6), group(2, 4), group(3, 1)], 5, 'Другие')).toEqual([
      group(1, 6),
      { id: null, title: 'Другие', count: 5 },
    ]);
    expect(foldSmallGroups([group(2, 4), group(3, 2)], 5, 'Другие')).toEqual([
      { id: null, title: 'Другие', count: 6 },
    ]);
  });

  it('orders the groups shown by size, then by title', () => {
    const rows = foldSmallGroups([group(1, 5, 'Б'), group(2, 9, 'В'), group(3, 5, 'А')], 5, 'Другие');
    expect(rows.map((row) => row.title)).toEqual(['В', 'А', 'Б']);
  });

  it.each([
    [4, null],
    [5, 5],
    [6, 6],
    [0, null],
  ])('a total of %i is shown as %s', (count, shown) => {
    expect(anonymousTotal(count, 5)).toBe(shown);
  });
});

describe('status messages and the unread counter', () => {
  it.each(['approve', 'reject', 'cancel', 'annul', 'complete'])('%s does not count', (action) => {
    expect(statusMessageCountsAsUnread(action)).toBe(false);
  });
  it.each(['create', 'submit', 'return'])('%s counts', (action) => {
    expect(statusMessageCountsAsUnread(action)).toBe(true);
  });
  it('names the status and the comment when there is one', () => {
    expect(statusMessageText('В работе', null)).toBe('Статус заявления: «В работе»');
    expect(statusMessageText('Отклонена', '  Нет даты  ')).toBe(
      'Статус заявления: «Отклонена»\nКомментарий: Нет даты',
    );
    expect(statusMessageText('Отклонена', '   ')).toBe('Статус заявления: «Отклонена»');
  });
});

describe('who talks, who reads and answers the poll', () => {
  const application: TalkApplication = {
    id: 1,
    statusCode: 'on_approval',
    statusName: 'На согласовании',
    statusFinal: false,
    authorId: 10,
    employeeId: 11,
    employeeFullName: 'Иванов Иван',
    managerId: 12,
    assistantId: null,
    checklistPeople: [13, 12],
  };
  const actor = (id: number, roles: string[] = []) => ({
    id,
    login: `u${id}`,
    fullName: '',
    roles,
    permissions: [],
    sessionId: '',
    impersonatorUserId: null,
  });

  it('the people of the application once each', () => {
    expect(peopleOf(application)).toEqual([10, 11, 12, 13]);
  });
  it('talk: its people and the desk', () => {
    expect(mayTalk(actor(13), application)).toBe(true);
    expect(mayTalk(actor(99, ['hr']), application)).toBe(true);
    expect(mayTalk(actor(99, ['manager']), application)).toBe(false);
  });
  it('poll: the leaver answers; the leaver and the desk read; the manager neither', () => {
    expect(mayAnswerPoll(actor(11), application)).toBe(true);
    expect(mayAnswerPoll(actor(99, ['hr']), application)).toBe(false);
    expect(mayReadPoll(actor(99, ['dissmissal_admin']), application)).toBe(true);
    expect(mayReadPoll(actor(12), application)).toBe(false);
  });
  it.each([
    ['on_approval', false, true],
    ['completed', true, true],
    ['rejected', true, false],
    ['cancel', true, false],
    ['cancelled', true, false],
  ])('the poll of an application in %s is open: %s', (statusCode, statusFinal, open) => {
    expect(pollOpen({ ...application, statusCode, statusFinal })).toBe(open);
  });
});
