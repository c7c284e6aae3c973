import { CloseOutlined, DeleteOutlined, EditOutlined, MessageOutlined } from '@ant-design/icons';
import type { Comment, CommentableType } from '@intranet/contracts';
import { Alert, Button, Form, Input, Popconfirm, Space, Typography, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { formatDateTime } from '../../../ui/date-format.ts';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { countRu } from '../../../ui/plural.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { useComments, useCreateComment, useDeleteComment, useUpdateComment } from '../social.api.ts';
import { LikeButton } from './LikeButton.tsx';
import '../social.css';

interface CommentsSectionProps {
  entityType: CommentableType;
  entityId: number;
}

interface CommentsSectionOptions {
  /** When given, no new comments: this notice replaces the form and quoting (a closed forum topic). */
  closedNotice?: ReactNode;
}

/** Every failure opened the error popup (http client); a 400's field texts also go next to the text box. */
function showFieldErrors(form: FormInstance<{ body: string }>, error: unknown) {
  if (error instanceof ApiError && error.fieldErrors) applyFieldErrors(form, error.fieldErrors);
}

function CommentQuote({ comment }: { comment: Pick<Comment, 'quote' | 'quote_author'> }) {
  if (comment.quote === null) return null;
  return (
    <blockquote className="comment__quote">
      {comment.quote_author ? (
        <div className="comment__quote-author">{comment.quote_author.full_name}</div>
      ) : null}
      <div className="comment__text">{comment.quote}</div>
    </blockquote>
  );
}

function CommentEditForm({
  comment,
  entityType,
  entityId,
  onDone,
}: CommentsSectionProps & { comment: Comment; onDone: () => void }) {
  const [form] = Form.useForm<{ body: string }>();
  const update = useUpdateComment(entityType, entityId);
  return (
    <Form
      form={form}
      initialValues={{ body: comment.body }}
      layout="vertical"
      onFinish={(values) =>
        update.mutate(
          { id: comment.id, body: values.body, updated_at: comment.updated_at },
          { onSuccess: onDone, onError: (error) => showFieldErrors(form, error) },
        )
      }
    >
      <Form.Item name="body" label="Текст комментария" className="comment__edit-field">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} autoFocus />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Сохранить
        </Button>
        <Button onClick={onDone}>Отмена</Button>
      </Space>
    </Form>
  );
}

function CommentItem({
  comment,
  entityType,
  entityId,
  onQuote,
}: CommentsSectionProps & { comment: Comment; onQuote?: (comment: Comment) => void }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteComment(entityType, entityId);
  return (
    <li className="comment" id={`comment-${comment.id}`}>
      <UserAvatar id={comment.author.id} fullName={comment.author.full_name} />
      <div className="comment__main">
        <div className="comment__head">
          <Typography.Text strong>{comment.author.full_name}</Typography.Text>
          <Typography.Text type="secondary" className="comment__time">
            {formatDateTime(comment.created_at)}
            {comment.edited && comment.edited_at ? ` · изменено ${formatDateTime(comment.edited_at)}` : null}
          </Typography.Text>
        </div>
        <CommentQuote comment={comment} />
        {editing ? (
          <CommentEditForm
            comment={comment}
            entityType={entityType}
            entityId={entityId}
            onDone={() => setEditing(false)}
          />
        ) : (
          <div className="comment__text">{comment.body}</div>
        )}
        <div className="comment__actions">
          <LikeButton
            entityType="comment"
            entityId={comment.id}
            likes={comment.likes}
            myLikeId={comment.my_like_id}
            size="small"
          />
          {onQuote ? (
            <Button type="text" size="small" icon={<MessageOutlined />} onClick={() => onQuote(comment)}>
              Цитировать
            </Button>
          ) : null}
          {comment.abilities.update && !editing ? (
            <Button type="text" size="small" icon={<EditOutlined />} onClick={() => setEditing(true)}>
              Изменить
            </Button>
          ) : null}
          {comment.abilities.delete ? (
            <Popconfirm
              title="Удалить комментарий?"
              okText="Удалить"
              cancelText="Отмена"
              // The http client has shown the popup of a failure; the list is read again either way.
              onConfirm={() => remove.mutateAsync(comment.id).catch(() => undefined)}
            >
              <Button type="text" size="small" danger icon={<DeleteOutlined />}>
                Удалить
              </Button>
            </Popconfirm>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function NewCommentForm({
  entityType,
  entityId,
  quote,
  onQuoteCancel,
}: CommentsSectionProps & { quote: Comment | null; onQuoteCancel: () => void }) {
  const [form] = Form.useForm<{ body: string }>();
  const create = useCreateComment(entityType, entityId);
  return (
    <Form
      form={form}
      className="comment-form"
      layout="vertical"
      onFinish={(values) =>
        create.mutate(
          { body: values.body ?? '', quote_id: quote?.id ?? null },
          {
            onSuccess: () => {
              form.resetFields();
              onQuoteCancel();
            },
            onError: (error) => showFieldErrors(form, error),
          },
        )
      }
    >
      {quote ? (
        <div className="comment-form__quote">
          <CommentQuote comment={{ quote: quote.body, quote_author: quote.author }} />
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label="Убрать цитату"
            onClick={onQuoteCancel}
          />
        </div>
      ) : null}
      <Form.Item name="body" label="Ваш комментарий" className="comment-form__field">
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 8 }}
          placeholder="Напишите комментарий"
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) form.submit();
          }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        Отправить
      </Button>
    </Form>
  );
}

/** Comments of any commentable thing: read, like, quote, write; authors edit and delete their own. */
export function CommentsSection({
  entityType,
  entityId,
  closedNotice,
}: CommentsSectionProps & CommentsSectionOptions) {
  const query = useComments(entityType, entityId);
  const [quote, setQuote] = useState<Comment | null>(null);
  const total = query.data?.pages[0]?.meta.total ?? 0;
  return (
    <section className="comments" aria-labelledby={`comments-${entityType}-${entityId}`}>
      <Typography.Title level={3} id={`comments-${entityType}-${entityId}`} className="comments__title">
        {total > 0 ? countRu(total, ['комментарий', 'комментария', 'комментариев']) : 'Комментарии'}
      </Typography.Title>
      <QueryState query={query} rows={3} isEmpty={() => false}>
        {(data) => {
          const items = data.pages.flatMap((page) => page.data);
          return items.length === 0 ? (
            <Alert type="info" showIcon={false} message="Комментариев пока нет — будьте первым." />
          ) : (
            <ul className="comments__list">
              {items.map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  entityType={entityType}
                  entityId={entityId}
                  onQuote={closedNotice ? undefined : setQuote}
                />
              ))}
            </ul>
          );
        }}
      </QueryState>
      {query.hasNextPage ? (
        <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Показать ещё
        </Button>
      ) : null}
      {closedNotice ? (
        <Alert type="warning" showIcon message={closedNotice} />
      ) : (
        <NewCommentForm
          entityType={entityType}
          entityId={entityId}
          quote={quote}
          onQuoteCancel={() => setQuote(null)}
        />
      )}
    </section>
  );
}
