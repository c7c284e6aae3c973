import type { Topic } from '@intranet/contracts';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useBoardChoices, useSaveTopic } from '../forum.api.ts';

interface MoveTopicModalProps {
  topic: Topic;
  onClose: () => void;
  onMoved: (topic: Topic) => void;
}

/** A moderator moves a topic to another board. */
export function MoveTopicModal({ topic, onClose, onMoved }: MoveTopicModalProps) {
  const boards = useBoardChoices(true);
  const save = useSaveTopic();
  const [target, setTarget] = useState<number | undefined>(undefined);
  return (
    <Modal
      open
      title="Перенос темы"
      okText="Перенести"
      cancelText="Отмена"
      okButtonProps={{ disabled: target === undefined, loading: save.isPending }}
      onCancel={onClose}
      onOk={() =>
        target !== undefined &&
        save.mutate(
          { id: topic.id, board_id: target, revision: topic.revision },
          { onSuccess: ({ data }) => onMoved(data) },
        )
      }
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Раздел, куда перенести тему" htmlFor="forum-move-target">
          <Select
            id="forum-move-target"
            loading={boards.isPending}
            value={target}
            onChange={setTarget}
            placeholder="Выберите раздел"
            options={(boards.data ?? [])
              .filter((board) => board.id !== topic.board_id)
              .map((board) => ({ value: board.id, label: board.title }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
