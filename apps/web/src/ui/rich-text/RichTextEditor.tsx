import { Suspense } from 'react';
import { lazyPart } from '../../app/routing/lazy-page.tsx';

export interface RichTextEditorProps {
  /** HTML; an empty document is reported as ''. */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  /** Stores a picked, pasted or dropped image and answers the address to show (see uploadRichTextImage). */
  onUploadImage?: (file: File) => Promise<{ url: string }>;
  disabled?: boolean;
  /** Given by antd Form.Item, so that the field's label points at the editable area. */
  id?: string;
  'aria-label'?: string;
  /** Height of the writing area before it grows, in px. */
  minHeight?: number;
}

// TipTap and ProseMirror weigh about 100 KB gzip: they load when an editor is first shown, not with the page.
const TipTapEditor = lazyPart(() => import('./TipTapEditor.tsx'));

/**
 * The rich-text editor of posts, content pages and anything else written with formatting: a controlled
 * antd form control (`value`/`onChange`) producing HTML that the server sanitises.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          className="rich-text-editor rich-text-editor--loading"
          aria-busy="true"
          aria-label="Загрузка редактора"
        />
      }
    >
      <TipTapEditor {...props} />
    </Suspense>
  );
}
