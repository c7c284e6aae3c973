import { PlusOutlined } from '@ant-design/icons';
import type { JobSafetyChapter } from '@intranet/contracts/job-safety/job-safety';
import { Alert, Button, Card, Form, Input, Result, Select, Space, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useChapters } from '../job-safety.api.ts';
import {
  applyTicketErrors,
  checkTicket,
  clearTicketErrors,
  emptyQuestion,
  ticketToForm,
  type TicketFormValues,
} from './ticket-form.ts';
import { TicketQuestion } from './TicketQuestion.tsx';
import { useSaveTicket, useTicket } from './tickets.api.ts';
import '../job-safety.css';
import './tickets.css';

interface EditorProps {
  id: number | null;
  initial: TicketFormValues;
  chapters: JobSafetyChapter[];
}

function TicketEditor({ id, initial, chapters }: EditorProps) {
  const navigate = useNavigate();
  const [form] = Form.useForm<TicketFormValues>();
  const save = useSaveTicket();
  const [summary, setSummary] = useState<string[]>([]);
  // Stays on the page until the next change (a new ticket's page is opened with it), unlike a toast.
  const location = useLocation();
  const [saved, setSaved] = useState((location.state as { saved?: boolean } | null)?.saved === true);
  // The note came with the address of a ticket just made: a reload should not show it again.
  useEffect(() => {
    if (location.state) void navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);
  // The names that show an error now, cleared before the next check.
  const shown = useRef<(string | number)[][]>([]);
  const chapterId = Form.useWatch('chapter_id', form);
  const articles = chapters.find((chapter) => chapter.id === chapterId)?.articles ?? [];

  function showErrors(errors: Record<string, string[]>) {
    const { names, rest } = applyTicketErrors(form, errors);
    shown.current = names;
    setSummary(rest);
  }

  async function handleSave() {
    clearTicketErrors(form, shown.current);
    shown.current = [];
    setSummary([]);
    setSaved(false);
    const checked = checkTicket(form.getFieldsValue(true) as TicketFormValues);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    try {
      const result = await save.mutateAsync({ id, body: checked.data });
      if (id === null) {
        void navigate(`/job-safety/tickets/${result.data.id}`, { replace: true, state: { saved: true } });
        return;
      }
      form.setFieldsValue(ticketToForm(result.data));
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) showErrors(error.fieldErrors);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={() => setSaved(false)}
      onFinish={() => void handleSave()}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {summary.length > 0 ? <Alert type="error" showIcon title={summary.join(' ')} /> : null}
        {saved ? <Alert type="success" showIcon title="Сохранено" role="status" /> : null}
        <Card>
          <Form.Item name="chapter_id" label="Глава">
            <Select
              placeholder="Выберите главу"
              options={chapters.map((chapter) => ({ value: chapter.id, label: chapter.title }))}
              onChange={() => {
                // The articles belong to the chapter: another chapter's choice would be refused.
                const questions = (form.getFieldValue('questions') ?? []) as TicketFormValues['questions'];
                form.setFieldValue(
                  'questions',
                  questions?.map((question) => ({ ...question, article_id: null })),
                );
              }}
            />
          </Form.Item>
          <Form.Item name="title" label="Название билета">
            <Input maxLength={300} />
          </Form.Item>
        </Card>
        <Form.List name="questions">
          {(questions, { add, remove }, { errors }) => (
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              {questions.map((question) => (
                <TicketQuestion
                  key={question.key}
                  index={question.name}
                  articles={articles}
                  onRemove={questions.length > 1 ? () => remove(question.name) : undefined}
                />
              ))}
              <Form.ErrorList className="job-safety-tickets__list-error" errors={errors} />
              <Button icon={<PlusOutlined />} onClick={() => add(emptyQuestion())}>
                Добавить вопрос
              </Button>
            </Space>
          )}
        </Form.List>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Сохранить
          </Button>
          <Link to="/job-safety/tickets">
            <Button>К списку билетов</Button>
          </Link>
        </Space>
      </Space>
    </Form>
  );
}

/** /job-safety/tickets/new and /job-safety/tickets/{id} (HR, administrators): the ticket editor. */
export default function TicketEditorPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const unknown = id === null && params.id !== 'new';
  const ticket = useTicket(id);
  const chapters = useChapters();
  const chapterParam = search.get('chapter');
  const initial = useMemo<TicketFormValues | null>(() => {
    if (id !== null) return ticket.data ? ticketToForm(ticket.data) : null;
    const chapter = Number(chapterParam);
    return {
      chapter_id: Number.isInteger(chapter) && chapter > 0 ? chapter : undefined,
      title: '',
      questions: [emptyQuestion()],
    };
  }, [id, chapterParam, ticket.data]);

  const title = id === null ? 'Новый билет' : (ticket.data?.title ?? 'Билет');
  let body;
  if (unknown) body = <Result status="warning" title="Билет не найден" />;
  else if (ticket.isError || chapters.isError)
    body = (
      <Result
        status="warning"
        title={
          ticket.error instanceof ApiError && ticket.error.status === 404
            ? 'Билет не найден'
            : 'Не удалось загрузить билет'
        }
      />
    );
  else if (!initial || !chapters.data) body = <Spin />;
  else body = <TicketEditor key={id ?? 'new'} id={id} initial={initial} chapters={chapters.data} />;
  return (
    <div className="job-safety">
      <PageTitle title={title} />
      {body}
    </div>
  );
}
