import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, mergeAttributes, Node, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EditorImageDialog } from './editor-image-dialog.tsx';
import './rich-text-editor.css';

// The rich-text editor (spec section 2): tiptap with the starter kit, a toolbar (bold, italic,
// headings, lists, undo/redo) and an image upload dialog. This module is the lazily loaded
// part: only the course content dialog imports it, with React.lazy. The editor renders the
// HTML through its schema, so scripts and event attributes of a stored text never run here.

/** Images, inline as the server's HTML has them (<p><img src></p>); only src, alt and title. */
const EditorImage = Node.create({
  name: 'image',
  group: 'inline',
  inline: true,
  draggable: true,
  atom: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null }, title: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
});

export interface RichTextEditorProps {
  /** The HTML the editor starts with (later changes of `value` are not applied). */
  value: string;
  onChange(html: string): void;
  /** The label of the editable area. */
  label?: string;
}

interface ToolState {
  bold: boolean;
  italic: boolean;
  h1: boolean;
  h2: boolean;
  h3: boolean;
  bullet: boolean;
  ordered: boolean;
  undo: boolean;
  redo: boolean;
}

function toolState(editor: Editor): ToolState {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    h1: editor.isActive('heading', { level: 1 }),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bullet: editor.isActive('bulletList'),
    ordered: editor.isActive('orderedList'),
    undo: editor.can().undo(),
    redo: editor.can().redo(),
  };
}

function Tool({ label, active, disabled, onClick, children }: { label: string; active?: boolean; disabled?: boolean; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.6}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        // keep the editor's selection: the button must not take the focus on mouse down
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

export default function RichTextEditor({ value, onChange, label = '正文' }: RichTextEditorProps) {
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const [picking, setPicking] = useState(false);

  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), EditorImage],
    content: value,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'rich-text-area' } },
    onUpdate: ({ editor: current }) => changed.current(current.getHTML()),
  });
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolState(current) });
  const chain = () => editor.chain().focus();

  return (
    <div className="rich-text">
      <div className="rich-text-toolbar" role="toolbar" aria-label="编辑器工具栏">
        <Tool label="加粗" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <BoldOutlined />
        </Tool>
        <Tool label="斜体" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <ItalicOutlined />
        </Tool>
        <Divider type="vertical" />
        {([1, 2, 3] as const).map((level) => (
          <Tool key={level} label={`标题${level}`} active={state[`h${level}`]} onClick={() => chain().toggleHeading({ level }).run()}>
            <span className="rich-text-heading">H{level}</span>
          </Tool>
        ))}
        <Divider type="vertical" />
        <Tool label="无序列表" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
          <UnorderedListOutlined />
        </Tool>
        <Tool label="有序列表" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
          <OrderedListOutlined />
        </Tool>
        <Divider type="vertical" />
        <Tool label="插入图片" onClick={() => setPicking(true)}>
          <PictureOutlined />
        </Tool>
        <Divider type="vertical" />
        <Tool label="撤销" disabled={!state.undo} onClick={() => chain().undo().run()}>
          <UndoOutlined />
        </Tool>
        <Tool label="重做" disabled={!state.redo} onClick={() => chain().redo().run()}>
          <RedoOutlined />
        </Tool>
      </div>
      <EditorContent editor={editor} className="rich-text-content" />
      {picking && (
        <EditorImageDialog
          onClose={() => setPicking(false)}
          onInsert={(image) => {
            setPicking(false);
            chain().insertContent({ type: 'image', attrs: image }).run();
          }}
        />
      )}
    </div>
  );
}
