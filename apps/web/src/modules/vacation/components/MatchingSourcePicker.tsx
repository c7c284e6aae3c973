import { SettingOutlined } from '@ant-design/icons';
import { Button, Segmented, Select, TreeSelect } from 'antd';
import type { StructureNode, UserList } from '@intranet/contracts';
import { useState } from 'react';
import type { MatchingSource } from '../matching-grid.ts';

interface MatchingSourcePickerProps {
  source: MatchingSource;
  lists: readonly UserList[];
  structures: readonly StructureNode[];
  loading: boolean;
  onChange: (source: MatchingSource) => void;
  onManageLists: () => void;
}

type Kind = MatchingSource['kind'];

interface TreeNode {
  value: number;
  title: string;
  children?: TreeNode[];
}

function toTree(nodes: readonly StructureNode[]): TreeNode[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.name,
    children: node.children?.length ? toTree(node.children) : undefined,
  }));
}

/** Whose vacations the calendar shows: «Моя команда», a structure node or one of the caller's lists. */
export function MatchingSourcePicker({
  source,
  lists,
  structures,
  loading,
  onChange,
  onManageLists,
}: MatchingSourcePickerProps) {
  // The kind can be chosen before its node or list: the calendar changes once one is picked.
  const [pending, setPending] = useState<Kind | null>(null);
  const kind = pending ?? source.kind;

  function handleKind(next: Kind) {
    if (next === source.kind) setPending(null);
    else if (next === 'team') {
      setPending(null);
      onChange({ kind: 'team' });
    } else if (next === 'list' && lists.length > 0) {
      setPending(null);
      onChange({ kind: 'list', id: lists[0]!.id });
    } else setPending(next);
  }

  function choose(next: MatchingSource) {
    setPending(null);
    onChange(next);
  }

  return (
    <div className="vac-match__source" role="group" aria-label="Сотрудники">
      <Segmented<Kind>
        value={kind}
        onChange={handleKind}
        options={[
          { value: 'team', label: 'Моя команда' },
          { value: 'structure', label: 'Подразделение' },
          { value: 'list', label: 'Мои списки' },
        ]}
        aria-label="Источник"
      />
      {kind === 'structure' ? (
        <TreeSelect<number>
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeData={toTree(structures)}
          value={source.kind === 'structure' ? source.id : undefined}
          onChange={(id) => choose({ kind: 'structure', id })}
          placeholder="Выберите блок или практику"
          aria-label="Подразделение"
          loading={loading}
          className="vac-match__source-select"
          popupMatchSelectWidth={false}
          treeDefaultExpandAll={false}
        />
      ) : null}
      {kind === 'list' ? (
        <>
          <Select<number>
            value={source.kind === 'list' ? source.id : undefined}
            onChange={(id) => choose({ kind: 'list', id })}
            options={lists.map((list) => ({
              value: list.id,
              label: `${list.name} (${list.users.length})`,
            }))}
            placeholder={lists.length ? 'Выберите список' : 'Списков пока нет'}
            aria-label="Список"
            loading={loading}
            className="vac-match__source-select"
            popupMatchSelectWidth={false}
          />
          <Button icon={<SettingOutlined />} onClick={onManageLists}>
            Списки
          </Button>
        </>
      ) : null}
    </div>
  );
}
