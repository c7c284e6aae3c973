import type { ContentEntry, ContentVersion } from '@intranet/contracts';
import { App, Button, Drawer, Grid, List, Modal, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { formatDateTime } from '../../../ui/date-format.ts';
import { RichTextView } from '../../../ui/rich-text/RichTextView.tsx';
import { useEntryVersions, useRestoreVersion, useVersion } from '../content.api.ts';
import { Attachments } from './Attachments.tsx';

interface HistoryDrawerProps {
  entry: ContentEntry | null;
  onClose: () => void;
}

function VersionLine({ version }: { version: ContentVersion }) {
  return (
    <Typography.Text type="secondary">
      {formatDateTime(version.created_at)} · {version.author?.full_name ?? 'Система'}
      {version.restored_from !== null ? ` · восстановлена из версии ${version.restored_from}` : ''}
    </Typography.Text>
  );
}

/** The versions of an entry, newest first; any older one can be looked at and restored as a new version. */
export function HistoryDrawer({ entry, onClose }: HistoryDrawerProps) {
  const screens = Grid.useBreakpoint();
  const { message } = App.useApp();
  const versions = useEntryVersions(entry?.id ?? 0, entry !== null);
  const [viewing, setViewing] = useState<ContentVersion | null>(null);
  const detail = useVersion(viewing?.id ?? null);
  const restore = useRestoreVersion();
  const current = entry?.version;

  async function handleRestore(version: ContentVersion) {
    if (!entry) return;
    try {
      await restore.mutateAsync({ entryId: entry.id, version_id: version.id, version: entry.version });
      void message.success(`Версия ${version.version} восстановлена`);
      setViewing(null);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) void message.warning(error.message);
    }
  }

  return (
    <Drawer
      open={entry !== null}
      onClose={onClose}
      title={entry ? `История версий: ${entry.title}` : 'История версий'}
      size={screens.sm ? 480 : '100%'}
    >
      <QueryState query={versions} empty="Версий пока нет" rows={4}>
        {(items) => (
          <List
            dataSource={items}
            renderItem={(version) => (
              <List.Item
                actions={[
                  <Button key="view" size="small" onClick={() => setViewing(version)}>
                    Просмотреть
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <span>
                      Версия {version.version}{' '}
                      {version.version === current && <Tag color="blue">текущая</Tag>}
                    </span>
                  }
                  description={<VersionLine version={version} />}
                />
              </List.Item>
            )}
          />
        )}
      </QueryState>
      <Modal
        open={viewing !== null}
        onCancel={() => setViewing(null)}
        title={viewing ? `Версия ${viewing.version}: ${viewing.title}` : ''}
        width={screens.md ? 800 : '100%'}
        footer={[
          <Button key="close" onClick={() => setViewing(null)}>
            Закрыть
          </Button>,
          viewing && viewing.version !== current ? (
            <Popconfirm
              key="restore"
              title="Восстановить эту версию?"
              description="Текущий текст останется в истории."
              okText="Восстановить"
              cancelText="Отмена"
              onConfirm={() => handleRestore(viewing)}
            >
              <Button type="primary" loading={restore.isPending}>
                Восстановить эту версию
              </Button>
            </Popconfirm>
          ) : null,
        ]}
      >
        {viewing && <VersionLine version={viewing} />}
        <div className="content-version-preview">
          {detail.isPending ? (
            <Skeleton active />
          ) : detail.data ? (
            <>
              {detail.data.body ? (
                <RichTextView html={detail.data.body} />
              ) : (
                <Typography.Text type="secondary">Текст пуст</Typography.Text>
              )}
              <Attachments files={detail.data.attachments} />
            </>
          ) : null}
        </div>
      </Modal>
    </Drawer>
  );
}
