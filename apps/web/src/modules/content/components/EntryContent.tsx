import type { ContentEntry } from '@intranet/contracts';
import { Empty } from 'antd';
import { RichTextView } from '../../../ui/rich-text/RichTextView.tsx';
import { Attachments } from './Attachments.tsx';
import { EntryMeta } from './EntryMeta.tsx';

/** The text of an entry for reading, its attachments and when it was last changed. */
export function EntryContent({ entry, emptyText }: { entry: ContentEntry; emptyText?: string }) {
  return (
    <div className="content-entry">
      {entry.body ? (
        <RichTextView html={entry.body} className="content-entry__text" />
      ) : emptyText ? (
        <Empty description={emptyText} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : null}
      {entry.attachments.length > 0 && (
        <div className="content-entry__attachments">
          <h3 className="content-entry__attachments-title">Вложения</h3>
          <Attachments files={entry.attachments} />
        </div>
      )}
      {entry.kind !== 'section' && <EntryMeta entry={entry} />}
    </div>
  );
}
