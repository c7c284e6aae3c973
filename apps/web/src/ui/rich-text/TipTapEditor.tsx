import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RICH_TEXT_EXTENSIONS } from './editor-extensions.ts';
import { LinkDialog } from './LinkDialog.tsx';
import type { RichTextEditorProps } from './RichTextEditor.tsx';
import './rich-text.css';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

function ToolButton(props: {
  label: string;
  shortcut?: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  const title = props.shortcut ? `${props.label} (${props.shortcut})` : props.label;
  return (
    <Tooltip title={title} mouseEnterDelay={0.6}>
      <Button
        type={props.active ? 'primary' : 'text'}
        ghost={props.active}
        size="small"
        icon={props.icon}
        aria-label={props.label}
        aria-pressed={props.active === undefined ? undefined : props.active}
        disabled={props.disabled}
        // Keep the selection in the editor: the button acts on it without taking focus away first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
      empty: current.isEmpty,
    }),
  });
}

/** TipTap with StarterKit and images, and a Russian toolbar; loaded on demand by RichTextEditor. */
export default function TipTapEditor({
  value,
  onChange,
  placeholder,
  onUploadImage,
  disabled,
  id,
  minHeight = 200,
  'aria-label': ariaLabel,
}: RichTextEditorProps) {
  const { message } = App.useApp();
  const [linkOpen, setLinkOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // The last HTML this editor reported: a `value` equal to it is our own echo, not a new document.
  const lastEmitted = useRef<string | undefined>(value);
  const uploadRef = useRef(onUploadImage);
  uploadRef.current = onUploadImage;

  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value ?? '',
    editable: !disabled,
    editorProps: {
      attributes: {
        class: 'rich-text rich-text-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
      },
      handlePaste: (_view, event) => insertImageFiles(event.clipboardData?.files),
      handleDrop: (_view, event) => insertImageFiles(event.dataTransfer?.files),
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      lastEmitted.current = html;
      onChange?.(html);
    },
  });

  // A value set from outside (the form reset, a version restored) replaces the document.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    if ((value ?? '') !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const state = useToolbarState(editor);

  function insertImageFiles(files: FileList | undefined | null): boolean {
    const images = [...(files ?? [])].filter((file) => file.type.startsWith('image/'));
    if (images.length === 0 || !uploadRef.current) return false;
    void uploadImages(images);
    return true;
  }

  async function uploadImages(images: File[]) {
    const upload = uploadRef.current;
    if (!upload || !editor) return;
    setUploading(true);
    try {
      for (const file of images) {
        const { url } = await upload(file);
        editor.chain().focus().setImage({ src: url, alt: file.name }).run();
      }
    } catch (error) {
      void message.error(
        error instanceof Error && error.message ? error.message : 'Не удалось загрузить изображение',
      );
    } finally {
      setUploading(false);
    }
  }

  function handleFileChosen(event: React.ChangeEvent<HTMLInputElement>) {
    const images = [...(event.target.files ?? [])];
    event.target.value = '';
    if (images.length > 0) void uploadImages(images);
  }

  function handleLink(href: string | null) {
    setLinkOpen(false);
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === null) chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
  }

  if (!editor || !state) return <div className="rich-text-editor rich-text-editor--loading" />;
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    command(editor.chain().focus()).run();
  const off = disabled ?? false;

  return (
    <div className={`rich-text-editor${off ? ' rich-text-editor--disabled' : ''}`}>
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label="Форматирование текста">
        <ToolButton
          label="Жирный"
          shortcut="Ctrl+B"
          icon={<BoldOutlined />}
          active={state.bold}
          disabled={off}
          onClick={run((c) => c.toggleBold())}
        />
        <ToolButton
          label="Курсив"
          shortcut="Ctrl+I"
          icon={<ItalicOutlined />}
          active={state.italic}
          disabled={off}
          onClick={run((c) => c.toggleItalic())}
        />
        <ToolButton
          label="Подчёркнутый"
          shortcut="Ctrl+U"
          icon={<UnderlineOutlined />}
          active={state.underline}
          disabled={off}
          onClick={run((c) => c.toggleUnderline())}
        />
        <ToolButton
          label="Зачёркнутый"
          icon={<StrikethroughOutlined />}
          active={state.strike}
          disabled={off}
          onClick={run((c) => c.toggleStrike())}
        />
        <span className="rich-text-editor__separator" aria-hidden="true" />
        <ToolButton
          label="Заголовок"
          icon={<span className="rich-text-editor__glyph">H2</span>}
          active={state.h2}
          disabled={off}
          onClick={run((c) => c.toggleHeading({ level: 2 }))}
        />
        <ToolButton
          label="Подзаголовок"
          icon={<span className="rich-text-editor__glyph">H3</span>}
          active={state.h3}
          disabled={off}
          onClick={run((c) => c.toggleHeading({ level: 3 }))}
        />
        <ToolButton
          label="Маркированный список"
          icon={<UnorderedListOutlined />}
          active={state.bulletList}
          disabled={off}
          onClick={run((c) => c.toggleBulletList())}
        />
        <ToolButton
          label="Нумерованный список"
          icon={<OrderedListOutlined />}
          active={state.orderedList}
          disabled={off}
          onClick={run((c) => c.toggleOrderedList())}
        />
        <ToolButton
          label="Цитата"
          icon={<span className="rich-text-editor__glyph">«»</span>}
          active={state.blockquote}
          disabled={off}
          onClick={run((c) => c.toggleBlockquote())}
        />
        <span className="rich-text-editor__separator" aria-hidden="true" />
        <ToolButton
          label="Ссылка"
          shortcut="Ctrl+K"
          icon={<LinkOutlined />}
          active={state.link}
          disabled={off}
          onClick={() => setLinkOpen(true)}
        />
        {onUploadImage && (
          <ToolButton
            label={uploading ? 'Изображение загружается' : 'Изображение'}
            icon={<PictureOutlined spin={false} />}
            disabled={off || uploading}
            onClick={() => fileInput.current?.click()}
          />
        )}
        <span className="rich-text-editor__separator" aria-hidden="true" />
        <ToolButton
          label="Отменить"
          shortcut="Ctrl+Z"
          icon={<UndoOutlined />}
          disabled={off || !state.canUndo}
          onClick={run((c) => c.undo())}
        />
        <ToolButton
          label="Повторить"
          shortcut="Ctrl+Shift+Z"
          icon={<RedoOutlined />}
          disabled={off || !state.canRedo}
          onClick={run((c) => c.redo())}
        />
      </div>
      <div
        className="rich-text-editor__body"
        style={{ minHeight }}
        onKeyDown={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
            event.preventDefault();
            setLinkOpen(true);
          }
        }}
      >
        {state.empty && placeholder && (
          <div className="rich-text-editor__placeholder" aria-hidden="true">
            {placeholder}
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      {onUploadImage && (
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES}
          multiple
          // Not `hidden`: a global `display` rule on inputs would show it; the button opens it.
          style={{ display: 'none' }}
          onChange={handleFileChosen}
          aria-label="Выбрать изображение"
        />
      )}
      <LinkDialog
        open={linkOpen}
        initialHref={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onSubmit={handleLink}
        onCancel={() => {
          setLinkOpen(false);
          editor.commands.focus();
        }}
      />
    </div>
  );
}
