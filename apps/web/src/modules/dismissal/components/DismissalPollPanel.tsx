import { DISMISSAL_NOTICE_MS } from '@intranet/contracts/dismissal/dismissal';
import {
  DISMISSAL_POLL_PROGRESS_LABELS,
  DISMISSAL_POLL_TEXT_MAX,
  DISMISSAL_TALK_TEXTS as TEXTS,
  type DismissalPoll,
  type DismissalPollGroup,
  type DismissalPollProgress,
} from '@intranet/contracts/dismissal/talk';
import { Alert, Button, Card, Checkbox, Empty, Input, notification, Skeleton, Steps, Tag } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { formatDateTime } from '../../../ui/date-format.ts';
import { useAnswerPoll, useDismissalPoll } from '../talk.api.ts';
import '../talk.css';

const PROGRESS_COLORS: Record<DismissalPollProgress, string> = {
  default: 'default',
  in_progress: 'processing',
  done: 'success',
};

export function PollProgressTag({ progress }: { progress: DismissalPollProgress }) {
  return <Tag color={PROGRESS_COLORS[progress]}>{DISMISSAL_POLL_PROGRESS_LABELS[progress]}</Tag>;
}

type Draft = Record<number, { checked: boolean; value: string }>;

function draftOf(group: DismissalPollGroup): Draft {
  return Object.fromEntries(
    group.answers.map((answer) => [answer.id, { checked: answer.checked, value: answer.value ?? '' }]),
  );
}

/** One step: its checkboxes and text fields, kept until saved. */
function PollStep({
  poll,
  index,
  onIndex,
}: {
  poll: DismissalPoll;
  index: number;
  onIndex: (index: number) => void;
}) {
  const group = poll.groups[index]!;
  const [draft, setDraft] = useState<Draft>(() => draftOf(group));
  const answer = useAnswerPoll(poll.application_id);
  const last = index === poll.groups.length - 1;
  const given = group.answers.some(
    (item) => draft[item.id]?.checked || (draft[item.id]?.value.trim() ?? '') !== '',
  );

  function set(id: number, change: Partial<{ checked: boolean; value: string }>) {
    setDraft((current) => ({ ...current, [id]: { ...current[id]!, ...change } }));
  }

  function handleSave() {
    answer.mutate(
      {
        group_id: group.id,
        answers: group.answers.map((item) => ({
          answer_id: item.id,
          checked: item.type === 'checkbox' && draft[item.id]!.checked,
          value: item.type === 'text' ? draft[item.id]!.value.trim() || null : null,
        })),
      },
      {
        onSuccess: () => {
          notification.success({ title: TEXTS.saved, duration: DISMISSAL_NOTICE_MS / 1000 });
          if (!last) onIndex(index + 1);
        },
        onError: (failure) =>
          notification.error({
            title: TEXTS.saveFailed,
            description:
              (failure instanceof ApiError && Object.values(failure.fieldErrors ?? {})[0]?.[0]) ||
              (failure instanceof ApiError && failure.status === 409 ? failure.message : TEXTS.retry),
            duration: DISMISSAL_NOTICE_MS / 1000,
          }),
      },
    );
  }

  return (
    <fieldset className="talk-poll__step">
      <legend className="talk-poll__legend">{group.title}</legend>
      {group.direction ? <Tag>{group.direction.title}</Tag> : null}
      <div className="talk-poll__answers">
        {group.answers.map((item) =>
          item.type === 'checkbox' ? (
            <Checkbox
              key={item.id}
              checked={draft[item.id]!.checked}
              onChange={(event) => set(item.id, { checked: event.target.checked })}
            >
              {item.title}
            </Checkbox>
          ) : (
            <label key={item.id} className="talk-poll__text">
              <span>{item.title}</span>
              <Input.TextArea
                value={draft[item.id]!.value}
                maxLength={DISMISSAL_POLL_TEXT_MAX}
                autoSize={{ minRows: 2, maxRows: 6 }}
                onChange={(event) => set(item.id, { value: event.target.value })}
              />
            </label>
          ),
        )}
      </div>
      <div className="talk-poll__actions">
        {index > 0 ? <Button onClick={() => onIndex(index - 1)}>Назад</Button> : null}
        <Button type="primary" loading={answer.isPending} disabled={!given} onClick={handleSave}>
          {last ? 'Завершить опрос' : 'Сохранить и продолжить'}
        </Button>
        {!last && group.answers.some((item) => item.checked || item.value) ? (
          <Button type="link" onClick={() => onIndex(index + 1)}>
            Следующий вопрос
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** What the leaver answered, for HR (and for the leaver once done). */
function PollAnswers({ poll }: { poll: DismissalPoll }) {
  return (
    <dl className="talk-poll__read">
      {poll.groups.map((group) => {
        const chosen = group.answers.filter((item) => item.checked || item.value);
        return (
          <div key={group.id} className="talk-poll__read-group">
            <dt>{group.title}</dt>
            <dd>
              {chosen.length === 0
                ? 'Нет ответа'
                : chosen.map((item) => (
                    <div key={item.id}>
                      {item.type === 'text' ? `${item.title}: ${item.value}` : item.title}
                    </div>
                  ))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The exit poll of one application: the leaver answers step by step, HR reads the answers. */
export function DismissalPollPanel({ applicationId }: { applicationId: number }) {
  const poll = useDismissalPoll(applicationId);
  const [index, setIndex] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);

  if (poll.error instanceof ApiError && [403, 404].includes(poll.error.status)) return null;
  const data = poll.data;
  const current = index ?? Math.min(data?.step ?? 0, Math.max((data?.groups.length ?? 1) - 1, 0));
  const answering = data ? data.abilities.answer && (data.progress !== 'done' || editing) : false;

  return (
    <Card
      className="talk-poll"
      title="Опрос при увольнении"
      extra={data ? <PollProgressTag progress={data.progress} /> : null}
    >
      {poll.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {poll.isError && !(poll.error instanceof ApiError && [403, 404].includes(poll.error.status)) ? (
        <Alert type="error" showIcon title="Не удалось загрузить опрос" />
      ) : null}
      {data && data.groups.length === 0 ? <Empty description="Вопросов пока нет" /> : null}
      {data && data.groups.length > 0 && answering ? (
        <>
          <Steps
            size="small"
            current={current}
            onChange={(step) => {
              if (step <= data.step) setIndex(step);
            }}
            items={data.groups.map((group, step) => ({
              title: `Вопрос ${step + 1}`,
              status: step < data.step ? 'finish' : step === current ? 'process' : 'wait',
              disabled: step > data.step,
            }))}
            responsive
          />
          <PollStep key={`${current}-${data.updated_at}`} poll={data} index={current} onIndex={setIndex} />
        </>
      ) : null}
      {data && data.groups.length > 0 && !answering ? (
        <>
          {data.progress === 'default' ? (
            <Empty description="Сотрудник ещё не начал опрос" />
          ) : (
            <PollAnswers poll={data} />
          )}
          {data.completed_at ? (
            <p className="talk-poll__done">Опрос пройден {formatDateTime(data.completed_at)}</p>
          ) : null}
          {data.abilities.answer ? (
            <Button
              onClick={() => {
                setEditing(true);
                setIndex(0);
              }}
            >
              Изменить ответы
            </Button>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
