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
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
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

type Chain = ReturnType<Editor['chain']>;

interface ToolSpec {
  label: string;
  icon: ReactNode;
  /** Pressed while the selection has it. */
  active?: keyof ToolState;
  /** Enabled only while it can run (undo, redo). */
  enabled?: keyof ToolState;
  /** The editor command; none: the image dialog opens. */
  run?(chain: Chain): Chain;
}

/** The toolbar, in groups between dividers. */
const TOOL_GROUPS: ToolSpec[][] = [
  [
    { label: '加粗', icon: <BoldOutlined />, active: 'bold', run: (chain) => chain.toggleBold() },
    { label: '斜体', icon: <ItalicOutlined />, active: 'italic', run: (chain) => chain.toggleItalic() },
  ],
  // the name starts with the text the button shows (H1), as a speech-input user says it (WCAG 2.5.3)
  ([1, 2, 3] as const).map((level) => ({
    label: `H${level} ${['一', '二', '三'][level - 1]}级标题`,
    icon: <span className="rich-text-heading">H{level}</span>,
    active: `h${level}` as const,
    run: (chain: Chain) => chain.toggleHeading({ level }),
  })),
  [
    { label: '无序列表', icon: <UnorderedListOutlined />, active: 'bullet', run: (chain) => chain.toggleBulletList() },
    { label: '有序列表', icon: <OrderedListOutlined />, active: 'ordered', run: (chain) => chain.toggleOrderedList() },
  ],
  [{ label: '插入图片', icon: <PictureOutlined /> }],
  [
    { label: '撤销', icon: <UndoOutlined />, enabled: 'undo', run: (chain) => chain.undo() },
    { label: '重做', icon: <RedoOutlined />, enabled: 'redo', run: (chain) => chain.redo() },
  ],
];

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
        {TOOL_GROUPS.map((group, index) => (
          <Fragment key={group[0]?.label}>
            {index > 0 && <Divider type="vertical" />}
            {group.map((tool) => (
              <Tool
                key={tool.label}
                label={tool.label}
                active={tool.active && state[tool.active]}
                disabled={tool.enabled ? !state[tool.enabled] : undefined}
                onClick={() => (tool.run ? tool.run(chain()).run() : setPicking(true))}
              >
                {tool.icon}
              </Tool>
            ))}
          </Fragment>
        ))}
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
