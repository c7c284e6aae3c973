import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { JobSafetyChapter } from '@intranet/contracts/job-safety/job-safety';
import { Button, Card, Checkbox, Form, Input, Select } from 'antd';
import { emptyAnswer, MAX_ANSWERS, MIN_ANSWERS } from './ticket-form.ts';

interface Props {
  /** The question's index in the form's `questions` list. */
  index: number;
  articles: JobSafetyChapter['articles'];
  onRemove?: () => void;
}

/** One question of the ticket editor: its text, the article that teaches it and its 2–10 answers. */
export function TicketQuestion({ index, articles, onRemove }: Props) {
  const number = index + 1;
  return (
    <Card
      size="small"
      title={`Вопрос ${number}`}
      role="group"
      aria-label={`Вопрос ${number}`}
      extra={
        onRemove ? (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={onRemove}
            aria-label={`Удалить вопрос ${number}`}
          />
        ) : null
      }
    >
      <Form.Item name={[index, 'text']} label="Текст вопроса">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
      </Form.Item>
      <Form.Item name={[index, 'article_id']} label="Статья, которая этому учит">
        <Select
          allowClear
          placeholder="Без статьи"
          options={articles.map((article) => ({ value: article.id, label: article.title }))}
        />
      </Form.Item>
      <Form.List name={[index, 'answers']}>
        {(answers, { add, remove }, { errors }) => (
          <fieldset className="job-safety-tickets__answers">
            <legend>Ответы</legend>
            {answers.map((answer, position) => (
              <div
                key={answer.key}
                className="job-safety-tickets__answer"
                role="group"
                aria-label={`Ответ ${position + 1}`}
              >
                <Form.Item name={[answer.name, 'correct']} valuePropName="checked" noStyle>
                  <Checkbox>Правильный</Checkbox>
                </Form.Item>
                <Form.Item name={[answer.name, 'text']} className="job-safety-tickets__answer-text">
                  <Input aria-label={`Текст ответа ${position + 1}`} maxLength={1000} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  disabled={answers.length <= MIN_ANSWERS}
                  onClick={() => remove(answer.name)}
                  aria-label={`Удалить ответ ${position + 1}`}
                />
              </div>
            ))}
            <Form.ErrorList className="job-safety-tickets__list-error" errors={errors} />
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={answers.length >= MAX_ANSWERS}
              onClick={() => add(emptyAnswer())}
            >
              Добавить ответ
            </Button>
          </fieldset>
        )}
      </Form.List>
    </Card>
  );
}
