import { Button, Card, Empty, Input, List, Skeleton, Space, Typography } from 'antd';
import { FACTS_COMMENT_MAX, FACTS_NOTE_MAX, type Facts } from '@intranet/contracts';
import { useState } from 'react';
import { directoryPeople } from '../../../api/platform.api.ts';
import { formatDateTime } from '../../../ui/date-format.ts';
import type { PersonOption } from '../../../ui/people-search.ts';
import { PersonPicker } from '../../../ui/PersonPicker.tsx';
import { useCommentFacts, useFacts, useSaveFacts } from './facts.api.ts';
import './facts.css';

/**
 * «Во время отпуска» on the vacation card (docs/modules/facts.md): the person's note for their absences and
 * who stands in, editable by the person, their manager, assistants and admins; colleagues' comments below.
 */
export function VacationFactsCard({ userId }: { userId: number }) {
  const facts = useFacts(userId);
  return (
    <Card size="small" title="Во время отпуска" className="vac-facts" data-testid="vac-facts">
      {facts.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : facts.isError ? (
        <Typography.Text type="danger">Не удалось загрузить заметки</Typography.Text>
      ) : (
        <FactsBody key={facts.data.updated_at ?? 'new'} facts={facts.data} />
      )}
    </Card>
  );
}

function FactsBody({ facts }: { facts: Facts }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="vac-facts__body">
      {editing ? (
        <NoteForm facts={facts} onDone={() => setEditing(false)} />
      ) : (
        <div className="vac-facts__note">
          {facts.note ? (
            <Typography.Paragraph className="vac-facts__text">{facts.note}</Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary">Заметка не заполнена</Typography.Text>
          )}
          {facts.substitute ? (
            <Typography.Text>Замещает: {facts.substitute.full_name}</Typography.Text>
          ) : null}
          {facts.updated_at && facts.updated_by ? (
            <Typography.Text type="secondary" className="vac-facts__meta">
              Изменено {formatDateTime(facts.updated_at)}, {facts.updated_by.full_name}
            </Typography.Text>
          ) : null}
          {facts.abilities.edit ? (
            <Button size="small" onClick={() => setEditing(true)}>
              Изменить заметку
            </Button>
          ) : null}
        </div>
      )}
      <Comments facts={facts} />
    </div>
  );
}

function NoteForm({ facts, onDone }: { facts: Facts; onDone: () => void }) {
  const save = useSaveFacts(facts.user.id);
  const [note, setNote] = useState(facts.note ?? '');
  const [substitute, setSubstitute] = useState<PersonOption | null>(
    facts.substitute ? { value: facts.substitute.id, label: facts.substitute.full_name } : null,
  );
  function handleSave() {
    save.mutate(
      {
        user_id: facts.user.id,
        note,
        substitute_id: substitute?.value ?? null,
        updated_at: facts.updated_at,
      },
      { onSuccess: onDone },
    );
  }
  return (
    <Space direction="vertical" className="vac-facts__form">
      <label className="vac-facts__field">
        <span>Заметка</span>
        <Input.TextArea
          aria-label="Заметка"
          value={note}
          maxLength={FACTS_NOTE_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder="Как с вами связаться и к кому обращаться во время отпуска"
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <label className="vac-facts__field">
        <span>Замещающий</span>
        <PersonPicker
          source={directoryPeople}
          value={substitute}
          onChange={setSubstitute}
          allowClear
          placeholder="Найдите коллегу"
          aria-label="Замещающий"
          className="vac-facts__input"
        />
      </label>
      <Space>
        <Button type="primary" loading={save.isPending} onClick={handleSave}>
          Сохранить
        </Button>
        <Button onClick={onDone}>Отмена</Button>
      </Space>
    </Space>
  );
}

function Comments({ facts }: { facts: Facts }) {
  const send = useCommentFacts(facts.user.id);
  const [text, setText] = useState('');
  return (
    <div className="vac-facts__comments">
      <Typography.Text strong>Комментарии коллег</Typography.Text>
      {facts.comments.length ? (
        <List
          size="small"
          dataSource={facts.comments}
          rowKey="id"
          renderItem={(comment) => (
            <List.Item>
              <div>
                <Typography.Text strong>{comment.author.full_name}</Typography.Text>{' '}
                <Typography.Text type="secondary">{formatDateTime(comment.created_at)}</Typography.Text>
                <div className="vac-facts__text">{comment.text}</div>
              </div>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Комментариев пока нет" />
      )}
      {facts.abilities.comment ? (
        <div className="vac-facts__new">
          <Input.TextArea
            aria-label="Новый комментарий"
            value={text}
            maxLength={FACTS_COMMENT_MAX}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder="Комментарий к отпуску"
            onChange={(event) => setText(event.target.value)}
          />
          <Button
            disabled={!text.trim()}
            loading={send.isPending}
            onClick={() => send.mutate({ user_id: facts.user.id, text }, { onSuccess: () => setText('') })}
          >
            Отправить
          </Button>
        </div>
      ) : null}
    </div>
  );
}
