import {
  DeleteOutlined,
  EditOutlined,
  LockOutlined,
  PushpinOutlined,
  SwapOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import type { Topic } from '@intranet/contracts';
import { Button, Popconfirm } from 'antd';
import { useDeleteTopic, useSaveTopic } from '../forum.api.ts';

interface TopicActionsProps {
  topic: Topic;
  onEdit: () => void;
  onMove: () => void;
  onDeleted: () => void;
}

/** What the caller may do with a topic, from its abilities: edit, pin, close, move, delete. */
export function TopicActions({ topic, onEdit, onMove, onDeleted }: TopicActionsProps) {
  const save = useSaveTopic();
  const remove = useDeleteTopic();
  const { abilities } = topic;
  const moderate = (change: { pinned?: boolean; closed?: boolean }) =>
    save.mutate({ id: topic.id, ...change, revision: topic.revision });
  return (
    <>
      {abilities.update ? (
        <Button icon={<EditOutlined />} onClick={onEdit}>
          Изменить
        </Button>
      ) : null}
      {abilities.pin ? (
        <Button
          icon={<PushpinOutlined />}
          loading={save.isPending}
          onClick={() => moderate({ pinned: !topic.pinned })}
        >
          {topic.pinned ? 'Открепить' : 'Закрепить'}
        </Button>
      ) : null}
      {abilities.close ? (
        <Button
          icon={topic.closed ? <UnlockOutlined /> : <LockOutlined />}
          loading={save.isPending}
          onClick={() => moderate({ closed: !topic.closed })}
        >
          {topic.closed ? 'Открыть' : 'Закрыть'}
        </Button>
      ) : null}
      {abilities.move ? (
        <Button icon={<SwapOutlined />} onClick={onMove}>
          Перенести
        </Button>
      ) : null}
      {abilities.delete ? (
        <Popconfirm
          title="Удалить тему?"
          okText="Удалить"
          cancelText="Отмена"
          onConfirm={() => remove.mutateAsync(topic.id).then(onDeleted)}
        >
          <Button danger icon={<DeleteOutlined />}>
            Удалить
          </Button>
        </Popconfirm>
      ) : null}
    </>
  );
}
