import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Select, Space, Tooltip } from 'antd';
import { actionsForCalls, FIELD_REGISTRY, isRecord, parseMenuComponent, ROW_ACTIONS, rowActionLabel, TOOLBAR_BUTTONS, TOOLBAR_LABELS, type FieldType, type ProposedActions } from '../../engine/index.ts';
import { ActionProposal } from './action-proposal.tsx';
import { duplicateItem, insertItem, moveItem, parseDocument, removeItem, setValue, valueAt, type JsonPath } from './json-text.ts';
import { columnsFromForm, searchFromForm } from './columns.ts';
import { copyNames, newField } from './new-field.ts';
import { keyOf, pageOutline, problemsByNode, type OutlineItem, type OutlineSection } from './outline.ts';
import { OutlineTree, type NodeMark } from './outline-tree.tsx';
import { Palette } from './palette.tsx';
import { PropertyPanel } from './property-panel.tsx';
import { paletteItems } from './schema-nav.ts';
import type { TryOptions } from './try-source.tsx';

// The designer (设计, issue 60): the page's structure, the palette of field types and the
// selected node's properties, editing the same text as the JSON editor (代码) through
// json-text.ts, in the document's one history (Ctrl+Z, Ctrl+Shift+Z: studio-app.tsx).

type Schema = Record<string, unknown>;

export interface DesignerProps {
  text: string;
  /** The engine's JSON Schema of a page file (menu-component.schema.json). */
  root: Schema;
  selected: string | undefined;
  onSelect(key: string | undefined): void;
  /** A new text for the document; `group` folds a run of edits of one property into one step. */
  onEdit(text: string, group?: string): void;
  /** 撤销 of a deletion: the document's history, one step back. */
  onUndo(): void;
  /** 试取 of an api source: its options from the reference server, as the preview's account. */
  tryOptions: TryOptions;
}

const sectionPath = (kind: OutlineItem['kind']): JsonPath => (kind === 'search' ? ['list', 'search'] : kind === 'columns' ? ['list', 'columns'] : kind === 'toolbar' ? ['list', 'toolbar'] : kind === 'row_actions' ? ['list', 'row_actions'] : ['form', 'fields']);

export function Designer({ text, root, selected, onSelect, onEdit, onUndo, tryOptions }: DesignerProps) {
  const page = useMemo(() => parseDocument(text), [text]);
  const sections = useMemo(() => pageOutline(page), [page]);
  const checked = useMemo(() => (page === undefined ? undefined : parseMenuComponent(page)), [page]);
  const problems = useMemo(() => (checked ? problemsByNode(checked.ok ? [] : checked.errors, checked.warnings) : new Map<string, ReturnType<typeof problemsByNode> extends Map<string, infer V> ? V : never>()), [checked]);
  const marks = useMemo(() => {
    const out = new Map<string, NodeMark>();
    for (const [key, list] of problems) out.set(key, { severity: list.some((p) => p.severity === 'error') ? 'error' : 'warning', messages: list.map((p) => p.message) });
    return out;
  }, [problems]);
  const types = useMemo(() => paletteItems(FIELD_REGISTRY, root), [root]);
  const [chosen, setChosen] = useState<FieldType>('text');
  const [notice, setNotice] = useState<{ text: string; undoable: boolean; focus?: boolean }>();
  const [proposal, setProposal] = useState<ProposedActions>();
  // where the keys go once the proposal is answered: 撤销 of what it added, or back to 从表单生成列
  const undoButton = useRef<HTMLButtonElement>(null);
  const generateButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (notice?.focus) undoButton.current?.focus();
  }, [notice]);

  if (page === undefined) {
    return <Alert className="designer-broken" type="warning" showIcon message="JSON 暂时无法解析，设计视图无法显示" description="请切换到「代码」改正语法错误（编辑器中标出了位置），再回到「设计」。" />;
  }

  const items = sections.flatMap((section) => section.items);
  const node = items.find((item) => item.key === selected);
  const toolbar = valueAt(page, ['list', 'toolbar']);
  const edit = (next: string, said: string, group?: string, undoable = false) => {
    onEdit(next, group);
    setNotice({ text: said, undoable });
  };

  const addAt = (type: FieldType, path: JsonPath, index: number) => {
    const field = newField(type, valueAt(page, path));
    edit(insertItem(text, path, index, field), `已添加字段「${String(field.name)}」`);
    onSelect(keyOf([...path, index]));
  };
  const addTarget = (): { path: JsonPath; index: number; where: string } => {
    if (node && (node.kind === 'fields' || node.kind === 'search')) return { path: sectionPath(node.kind), index: node.index + 1, where: `「${node.title}」之后` };
    const fields = valueAt(page, ['form', 'fields']);
    return { path: ['form', 'fields'], index: Array.isArray(fields) ? fields.length : 0, where: '表单字段的末尾' };
  };
  const move = (item: OutlineItem, to: number) => {
    const section = sections.find((s) => s.kind === item.kind);
    if (!section || to < 0 || to >= section.items.length || to === item.index) return;
    edit(moveItem(text, section.path, item.index, to), `已将「${item.title}」移到第 ${to + 1} 位`);
    onSelect(keyOf([...section.path, to]));
  };
  const duplicate = (item: OutlineItem) => {
    const path = sectionPath(item.kind);
    let next = duplicateItem(text, path, item.index);
    const original = valueAt(page, item.path);
    if (item.kind === 'fields' || item.kind === 'search') {
      const names = copyNames(original, valueAt(page, path));
      if (names.name !== undefined) next = setValue(next, [...path, item.index + 1, 'name'], names.name);
      if (names.field !== undefined) next = setValue(next, [...path, item.index + 1, 'field'], names.field);
    } else if (item.kind === 'columns' && typeof (original as { title?: unknown }).title === 'string') {
      next = setValue(next, [...path, item.index + 1, 'title'], `${item.title}（副本）`);
    }
    edit(next, `已复制「${item.title}」`);
    onSelect(keyOf([...path, item.index + 1]));
  };
  const remove = (item: OutlineItem) => {
    const section = sections.find((s) => s.kind === item.kind) as OutlineSection;
    edit(removeItem(text, section.path, item.index), `已删除「${item.title}」`, undefined, true);
    const left = section.items.length - 1;
    onSelect(left > 0 ? keyOf([...section.path, Math.min(item.index, left - 1)]) : undefined);
  };

  /** 从表单生成列 / 搜索字段: what the form proposes and the list lacks, added at the end. */
  const generate = (kind: 'columns' | 'search') => {
    const path = sectionPath(kind);
    const fields = valueAt(page, ['form', 'fields']);
    const proposed = kind === 'columns' ? columnsFromForm(fields, valueAt(page, path)) : searchFromForm(fields, valueAt(page, path));
    const what = kind === 'columns' ? '列' : '搜索字段';
    if (kind === 'columns') proposeActions();
    if (!proposed.length) return setNotice({ text: `表单的字段都已有${what}`, undoable: false });
    let next = text;
    for (const item of proposed) {
      const length = valueAt(parseDocument(next), path);
      next = insertItem(next, path, Array.isArray(length) ? length.length : 0, item);
    }
    edit(next, `已从表单生成 ${proposed.length} 个${what}：${proposed.map((item) => String(item.title ?? item.name)).join('、')}`, undefined, true);
  };
  /** With the columns: the buttons and row actions the page's calls allow and it lacks, as a proposal. */
  const proposeActions = () => {
    const api = valueAt(page, ['list', 'api']);
    const rows = valueAt(page, ['list', 'row_actions']);
    const present = {
      toolbar: Array.isArray(toolbar) ? toolbar.filter((button): button is string => typeof button === 'string') : [],
      rowActions: Array.isArray(rows) ? rows.flatMap((row) => (isRecord(row) && typeof row.action === 'string' ? [row.action] : [])) : [],
    };
    const found = actionsForCalls(isRecord(api) ? Object.keys(api) : [], isRecord(valueAt(page, ['form'])), present);
    setProposal(found.toolbar.length || found.rowActions.length ? found : undefined);
  };
  const acceptActions = (chosen: ProposedActions) => {
    let next = text;
    const append = (path: JsonPath, value: string | { action: string }) => {
      const current = valueAt(parseDocument(next), path);
      next = insertItem(next, path, Array.isArray(current) ? current.length : 0, value);
    };
    for (const button of chosen.toolbar) append(['list', 'toolbar'], button);
    for (const action of chosen.rowActions) append(['list', 'row_actions'], { action });
    const names = [...chosen.toolbar.map((button) => TOOLBAR_LABELS[button]), ...chosen.rowActions.map((action) => rowActionLabel(action, undefined))];
    setProposal(undefined);
    onEdit(next);
    setNotice({ text: `已添加 ${names.length} 个按钮和行操作：${names.join('、')}`, undoable: true, focus: true });
  };
  const hasList = sections.some((section) => section.kind === 'columns');
  /** A toolbar button or a row action from the engine's registries, added at the end of its list. */
  const addEntry = (kind: 'toolbar' | 'row_actions', value: string) => {
    const path = sectionPath(kind);
    const current = valueAt(page, path);
    const at = Array.isArray(current) ? current.length : 0;
    const title = kind === 'toolbar' ? TOOLBAR_LABELS[value as (typeof TOOLBAR_BUTTONS)[number]] : rowActionLabel(value as (typeof ROW_ACTIONS)[number], undefined);
    edit(insertItem(text, path, at, kind === 'toolbar' ? value : { action: value }), `已添加${kind === 'toolbar' ? '按钮' : '行操作'}「${title}」`);
    onSelect(keyOf([...path, at]));
  };

  const target = addTarget();
  return (
    <div className="designer">
      <div className="designer-left">
        <div className="designer-structure">
          <h2 className="designer-heading">页面结构</h2>
          <Space size={4} wrap className="designer-actions">
            <Tooltip title="Alt+↑">
              <Button size="small" disabled={!node || node.index === 0} onClick={() => node && move(node, node.index - 1)}>
                上移
              </Button>
            </Tooltip>
            <Tooltip title="Alt+↓">
              <Button size="small" disabled={!node || node.index >= (sections.find((s) => s.kind === node.kind)?.items.length ?? 0) - 1} onClick={() => node && move(node, node.index + 1)}>
                下移
              </Button>
            </Tooltip>
            <Tooltip title="Ctrl+D">
              <Button size="small" disabled={!node} onClick={() => node && duplicate(node)}>
                复制
              </Button>
            </Tooltip>
            <Tooltip title="Delete">
              <Button size="small" danger disabled={!node} onClick={() => node && remove(node)}>
                删除
              </Button>
            </Tooltip>
          </Space>
          {hasList && (
            <Space size={4} wrap className="designer-actions">
              <Button ref={generateButton} size="small" onClick={() => generate('columns')}>
                从表单生成列
              </Button>
              <Button size="small" onClick={() => generate('search')}>
                从表单生成搜索字段
              </Button>
              <Select
                size="small"
                aria-label="添加工具栏按钮"
                placeholder="添加工具栏按钮"
                value={null}
                style={{ width: 150 }}
                onChange={(value: string) => addEntry('toolbar', value)}
                options={TOOLBAR_BUTTONS.filter((button) => !(Array.isArray(toolbar) && toolbar.includes(button))).map((button) => ({ value: button, label: TOOLBAR_LABELS[button] }))}
              />
              <Select
                size="small"
                aria-label="添加行操作"
                placeholder="添加行操作"
                value={null}
                style={{ width: 120 }}
                onChange={(value: string) => addEntry('row_actions', value)}
                options={ROW_ACTIONS.map((action) => ({ value: action, label: rowActionLabel(action, undefined) }))}
              />
            </Space>
          )}
          <OutlineTree
            sections={sections}
            selected={selected}
            marks={marks}
            onSelect={(item) => onSelect(item.key)}
            onMove={move}
            onDuplicate={duplicate}
            onDelete={remove}
            onDropType={(type, section, index) => addAt(type, section.path, index)}
          />
        </div>
        <Palette items={types} chosen={chosen} onChoose={setChosen} onAdd={(type) => addAt(type, target.path, target.index)} where={target.where} />
      </div>
      <div className="designer-right">
        <div className="designer-notice" role="status">
          {notice && (
            <>
              <span>{notice.text}</span>
              {notice.undoable && (
                <Button
                  ref={undoButton}
                  size="small"
                  type="link"
                  onClick={() => {
                    onUndo();
                    setNotice(undefined);
                  }}
                >
                  撤销
                </Button>
              )}
            </>
          )}
        </div>
        {proposal && (
          <ActionProposal
            key={JSON.stringify(proposal)}
            proposed={proposal}
            onAccept={acceptActions}
            onDecline={() => {
              setProposal(undefined);
              generateButton.current?.focus();
            }}
          />
        )}
        <PropertyPanel
          root={root}
          page={page}
          node={node}
          mark={node && marks.get(node.key)}
          problems={(node && problems.get(node.key)) ?? []}
          types={types}
          tryOptions={tryOptions}
          onSet={(path, value) => {
            const next = setValue(text, path, value);
            if (next !== text) onEdit(next, `prop:${path.join('.')}`);
          }}
        />
      </div>
    </div>
  );
}
