import { DownloadOutlined } from '@ant-design/icons';
import type { JobSafetyAttempt, JobSafetyEvaluate } from '@intranet/contracts/job-safety/job-safety';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Progress,
  Radio,
  Result,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { formatDate } from '../../../ui/date-format.ts';
import {
  downloadProtocol,
  loadAttempt,
  sendQuestion,
  startAttempt,
  useInvalidateJobSafety,
  useUserState,
} from '../job-safety.api.ts';
import '../job-safety.css';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Не удалось выполнить действие. Попробуйте ещё раз.';

/** Seconds to the server's deadline, ticking once a second (the server decides; this only shows it). */
function useSecondsLeft(deadline: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline ? Math.max(0, Math.floor((Date.parse(deadline) - now) / 1000)) : null;
}

function Outcome({ attempt, onRetry }: { attempt: JobSafetyAttempt; onRetry: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const protocolId = attempt.protocol_id;
  return (
    <Card>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Result
        status={attempt.passed ? 'success' : 'error'}
        title={attempt.passed ? 'Тест сдан' : 'Тест не сдан'}
        subTitle={`Правильных ответов: ${attempt.correct_count ?? 0} из ${attempt.total} (${attempt.result_percent ?? 0} %), порог ${attempt.pass_percent} %.`}
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            {protocolId !== null ? (
              <Button
                type="primary"
                icon={<DownloadOutlined />}
                onClick={() =>
                  void downloadProtocol(protocolId, null).catch((error: unknown) =>
                    setProblem(messageOf(error)),
                  )
                }
              >
                Скачать протокол
              </Button>
            ) : (
              <Button type="primary" onClick={onRetry}>
                Пройти ещё раз
              </Button>
            )}
            <Link to="/job-safety/education">
              <Button>Режим обучения</Button>
            </Link>
            <Link to="/job-safety">
              <Button>К охране труда</Button>
            </Link>
          </Space>
        }
      />
    </Card>
  );
}

function Runner({ initial, onDone }: { initial: JobSafetyAttempt; onDone: () => void }) {
  const [attempt, setAttempt] = useState(initial);
  const question = attempt.questions[attempt.index];
  const [chosen, setChosen] = useState<number[]>(() => initial.answers[String(question?.id)] ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const seconds = useSecondsLeft(attempt.finished_at ? null : attempt.deadline_at);

  useEffect(() => {
    // The server ends the attempt at its deadline; the page asks for the result then.
    if (seconds === 0 && !attempt.finished_at)
      void loadAttempt(attempt.id)
        .then((body) => setAttempt(body.data))
        .catch((error: unknown) => setProblem(messageOf(error)));
  }, [seconds, attempt.id, attempt.finished_at]);

  if (attempt.finished_at) return <Outcome attempt={attempt} onRetry={onDone} />;
  if (!question) return <Alert type="error" showIcon title="В билете нет вопросов" />;

  async function go(index: number, finish = false) {
    setBusy(true);
    setProblem(null);
    try {
      const body = await sendQuestion({ attempt_id: attempt.id, index: attempt.index, answer_ids: chosen });
      let next = body.data;
      if (finish || index !== attempt.index)
        next = (await sendQuestion({ attempt_id: attempt.id, index: finish ? attempt.index : index, finish }))
          .data;
      setAttempt(next);
      setChosen(next.answers[String(next.questions[next.index]?.id)] ?? []);
    } catch (error) {
      setProblem(messageOf(error));
      if (error instanceof ApiError && error.status === 409)
        void loadAttempt(attempt.id)
          .then((body) => setAttempt(body.data))
          .catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  const last = attempt.index === attempt.total - 1;
  const minutes =
    seconds === null ? '' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <Card
      title={attempt.ticket_title}
      extra={<Tag color={seconds !== null && seconds < 120 ? 'red' : 'blue'}>Осталось {minutes}</Tag>}
    >
      {problem ? (
        <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      <Typography.Text data-testid="question-number">
        Вопрос {attempt.index + 1} из {attempt.total}
      </Typography.Text>
      <Progress
        percent={Math.round((Object.keys(attempt.answers).length / attempt.total) * 100)}
        showInfo={false}
        aria-label="Отвечено вопросов"
      />
      <fieldset style={{ border: 0, padding: 0, margin: '16px 0 0' }}>
        <legend className="job-safety__question-text">{question.text}</legend>
        {question.multiple ? (
          <>
            <Typography.Text type="secondary">Выберите все правильные ответы</Typography.Text>
            <Checkbox.Group
              value={chosen}
              onChange={(values) => setChosen(values)}
              className="job-safety__answers"
            >
              {question.answers.map((answer) => (
                <Checkbox key={answer.id} value={answer.id}>
                  {answer.text}
                </Checkbox>
              ))}
            </Checkbox.Group>
          </>
        ) : (
          <Radio.Group
            value={chosen[0]}
            onChange={(event) => setChosen([event.target.value as number])}
            className="job-safety__answers"
          >
            {question.answers.map((answer) => (
              <Radio key={answer.id} value={answer.id}>
                {answer.text}
              </Radio>
            ))}
          </Radio.Group>
        )}
      </fieldset>
      <div className="job-safety__nav">
        <Button disabled={attempt.index === 0 || busy} onClick={() => void go(attempt.index - 1)}>
          Назад
        </Button>
        {last ? (
          <Button type="primary" loading={busy} onClick={() => void go(attempt.index, true)}>
            Завершить тест
          </Button>
        ) : (
          <Button type="primary" loading={busy} onClick={() => void go(attempt.index + 1)}>
            Далее
          </Button>
        )}
      </div>
    </Card>
  );
}

function Start({
  evaluate,
  openAttemptId,
  minutes,
}: {
  evaluate: JobSafetyEvaluate;
  openAttemptId: number | null;
  minutes: number;
}) {
  const invalidate = useInvalidateJobSafety();
  const [attempt, setAttempt] = useState<JobSafetyAttempt | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleStart() {
    setBusy(true);
    setProblem(null);
    try {
      setAttempt((await startAttempt(evaluate.id)).data);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (openAttemptId !== null)
      void loadAttempt(openAttemptId)
        .then((body) => setAttempt(body.data))
        .catch((error: unknown) => setProblem(messageOf(error)));
  }, [openAttemptId]);

  if (attempt)
    return (
      <Runner
        key={attempt.id}
        initial={attempt}
        onDone={() => {
          setAttempt(null);
          void invalidate();
          void handleStart();
        }}
      />
    );
  // A running attempt is resumed, not offered to start again: its clock kept going meanwhile.
  if (openAttemptId !== null && !problem)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    );
  return (
    <Card>
      {problem ? (
        <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      <Typography.Paragraph>
        {evaluate.chapter_title}. Проверка знаний до {formatDate(evaluate.effective_end)}. На тест отводится{' '}
        {minutes} мин.: время идёт на сервере и не останавливается, если закрыть страницу.
      </Typography.Paragraph>
      <Button type="primary" loading={busy} onClick={() => void handleStart()}>
        Начать тест
      </Button>
    </Card>
  );
}

/** /job-safety/test: a test over a ticket of the person's current window; the right answers stay on the server. */
export default function TestPage() {
  const state = useUserState();
  return (
    <div className="job-safety">
      <PageTitle title="Тестирование по охране труда" />
      <QueryState query={state} rows={6} error="Не удалось загрузить состояние проверки знаний">
        {(data) =>
          data.evaluate ? (
            <Start
              evaluate={data.evaluate}
              openAttemptId={data.open_attempt_id}
              minutes={data.attempt_minutes}
            />
          ) : (
            <Result
              status="info"
              title="Тест не требуется"
              subTitle="Сейчас у вас нет назначенной проверки знаний."
              extra={
                <Link to="/job-safety/education">
                  <Button>Режим обучения</Button>
                </Link>
              }
            />
          )
        }
      </QueryState>
    </div>
  );
}
