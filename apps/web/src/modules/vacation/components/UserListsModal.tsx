import { CopyOutlined, DeleteOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { App, Button, Empty, Input, Modal, Popconfirm, Typography } from 'antd';
import type { UserList } from '@intranet/contracts';
import { useEffect, useState } from 'react';
import {
  useCreateUserList,
  useDeleteUserList,
  useDuplicateUserList,
  useUpdateUserList,
} from '../matching.api.ts';
import type { PersonOption } from '../../../ui/people-search.ts';
import { PersonPicker } from '../../../ui/PersonPicker.tsx';
import { vacationPeople } from '../vacation.api.ts';

interface UserListsModalProps {
  open: boolean;
  lists: readonly UserList[];
  onClose: () => void;
  /** A list was created or copied: the calendar may switch to it. */
  onCreated: (id: number) => void;
  /** A list was deleted: the calendar leaves it if it showed it. */
  onDeleted: (id: number) => void;
}

/** Edits the members of one list: the current ones plus people found from 3 characters. */
function UserListMembers({ list, onDone }: { list: UserList; onDone: () => void }) {
  const { message } = App.useApp();
  const [members, setMembers] = useState<PersonOption[]>(() =>
    list.users.map((user) => ({ value: user.id, label: user.full_name })),
  );
  const update = useUpdateUserList();

  async function handleSave() {
    await update.mutateAsync({ id: list.id, users: members.map((member) => member.value) });
    void message.success('Список сохранен');
    onDone();
  }

  return (
    <div className="vac-lists__members">
      <label className="vac-lists__field">
        <span>Сотрудники списка «{list.name}»</span>
        <PersonPicker
          multiple
          source={vacationPeople}
          value={members}
          onChange={setMembers}
          placeholder="Фамилия или имя"
          aria-label="Сотрудники списка"
          className="vac-lists__select"
        />
      </label>
      <div className="vac-lists__actions">
        <Button onClick={onDone}>Отмена</Button>
        <Button type="primary" loading={update.isPending} onClick={() => void handleSave()}>
          Сохранить
        </Button>
      </div>
    </div>
  );
}

/** Create, rename, copy, delete the caller's lists and edit who is in them. */
export function UserListsModal({ open, lists, onClose, onCreated, onDeleted }: UserListsModalProps) {
  const { message } = App.useApp();
  const create = useCreateUserList();
  const update = useUpdateUserList();
  const duplicate = useDuplicateUserList();
  const remove = useDeleteUserList();
  const [names, setNames] = useState<Record<number, string>>({});
  const [editing, setEditing] = useState<number | null>(null);

  useEffect(() => {
    if (!open) {
      setEditing(null);
      setNames({});
    }
  }, [open]);

  async function handleCreate() {
    const body = await create.mutateAsync({});
    void message.success('Список создан');
    onCreated(body.data.id);
    setEditing(body.data.id);
  }

  async function handleRename(list: UserList) {
    const name = names[list.id]?.trim();
    if (name === undefined || name === list.name) return;
    await update.mutateAsync({ id: list.id, name });
    void message.success('Список переименован');
  }

  async function handleDuplicate(list: UserList) {
    const copy = await duplicate.mutateAsync({ id: list.id });
    void message.success(`Создана копия «${copy.data.name}»`);
    onCreated(copy.data.id);
  }

  async function handleDelete(list: UserList) {
    await remove.mutateAsync(list.id);
    void message.success('Список удален');
    onDeleted(list.id);
  }

  const editedList = lists.find((list) => list.id === editing) ?? null;

  return (
    <Modal
      open={open}
      title="Мои списки сотрудников"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Закрыть</Button>}
      destroyOnHidden
      width={640}
    >
      <Button icon={<PlusOutlined />} loading={create.isPending} onClick={() => void handleCreate()}>
        Создать список
      </Button>
      {lists.length === 0 ? (
        <Empty description="Списков пока нет" />
      ) : (
        <ul className="vac-lists" aria-label="Списки">
          {lists.map((list) => (
            <li key={list.id} className="vac-lists__item">
              <Input
                aria-label="Название списка"
                value={names[list.id] ?? list.name}
                maxLength={200}
                onChange={(event) => setNames((current) => ({ ...current, [list.id]: event.target.value }))}
                onBlur={() => void handleRename(list)}
                onPressEnter={() => void handleRename(list)}
                className="vac-lists__name"
              />
              <Typography.Text type="secondary" className="vac-lists__count">
                {list.users.length} чел.
              </Typography.Text>
              <span className="vac-lists__buttons">
                <Button
                  icon={<TeamOutlined />}
                  onClick={() => setEditing(list.id)}
                  aria-label={`Сотрудники списка ${list.name}`}
                  title="Сотрудники"
                />
                <Button
                  icon={<CopyOutlined />}
                  onClick={() => void handleDuplicate(list)}
                  aria-label={`Копировать список ${list.name}`}
                  title="Копировать"
                />
                <Popconfirm
                  title={`Удалить список «${list.name}»?`}
                  okText="Удалить"
                  cancelText="Отмена"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => handleDelete(list)}
                >
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Удалить список ${list.name}`}
                    title="Удалить"
                  />
                </Popconfirm>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editedList ? (
        <UserListMembers key={editedList.id} list={editedList} onDone={() => setEditing(null)} />
      ) : null}
    </Modal>
  );
}
