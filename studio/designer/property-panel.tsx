import { Alert, Empty, Select, Typography } from 'antd';
import { pathParts } from '../json-position.ts';
import { ConditionPicker } from './condition-picker.tsx';
import { categoryChoices, columnTargets, formTargets } from './conditions.ts';
import { ControlList, type ControlContext } from './controls.tsx';
import { valueAt, type JsonPath } from './json-text.ts';
import type { OutlineItem } from './outline.ts';
import type { NodeMark } from './outline-tree.tsx';
import { controlOf, controlsOf, type Control } from './property-controls.ts';
import { itemSchema, type PaletteItem } from './schema-nav.ts';
import { TrySource, type TryOptions } from './try-source.tsx';

// The property panel (issue 60 item 2): a region named 属性 with the controls of the selected
// node, read from the engine's JSON Schema of its kind (property-controls.ts), its problems from
// the engine's check at the property they name.

type Schema = Record<string, unknown>;

export interface PropertyPanelProps {
  root: Schema;
  page: unknown;
  node: OutlineItem | undefined;
  mark: NodeMark | undefined;
  /** The engine's problems of the node, each with its full path. */
  problems: { path: string; message: string }[];
  types: PaletteItem[];
  onSet(path: JsonPath, value: unknown): void;
  /** 试取: an api source's options from the reference server. */
  tryOptions: TryOptions;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export function PropertyPanel({ root, page, node, mark, problems, types, onSet, tryOptions }: PropertyPanelProps) {
  if (!node) {
    return (
      <section className="designer-panel" aria-label="属性">
        <Empty description="在「页面结构」中选择一项，在此修改它的属性" />
      </section>
    );
  }
  const value = valueAt(page, node.path);
  const schema = itemSchema(root, node.kind);
  const relative = (path: string) => pathParts(path).slice(node.path.length);
  const context: ControlContext = {
    value,
    set: (path, next) => onSet([...node.path, ...path], next),
    problemsAt: (path) =>
      problems
        .filter((problem) => {
          const parts = relative(problem.path);
          return path.length > 0 && path.every((part, i) => parts[i] === part) && (parts.length === path.length || path[path.length - 1] === 'show_if');
        })
        .map((problem) => problem.message),
    // must_value shows the field for some categories: picked from the form's category_id options
    picker: (control: Control) => {
      if (control.key === 'data_source' && control.kind === 'text') {
        return <TrySource labelledBy={`prop-${control.path.join('-')}-label`} value={valueAt(context.value, control.path)} onChange={(next) => context.set(control.path, next)} tryOptions={tryOptions} />;
      }
      if (control.key !== 'must_value' || !(node.kind === 'fields' || node.kind === 'search')) return undefined;
      const choices = categoryChoices(valueAt(page, ['form', 'fields']));
      const current = valueAt(context.value, control.path);
      const ids = (Array.isArray(current) ? current : typeof current === 'string' ? current.split(',') : current === undefined ? [] : [current]).map((id) => String(id).trim());
      if (!choices.length) return <Typography.Text type="secondary">表单还没有 category_id（类别）字段：先添加它，再选择类别</Typography.Text>;
      return (
        <Select
          aria-labelledby={`prop-${control.path.join('-')}-label`}
          mode="multiple"
          style={{ width: '100%' }}
          placeholder="选择类别：仅这些类别显示此字段"
          value={ids}
          onChange={(next: string[]) => context.set(control.path, next.length ? next.map((id) => choices.find((c) => String(c.id) === id)?.id ?? id) : undefined)}
          options={choices.map((choice) => ({ value: String(choice.id), label: choice.name }))}
        />
      );
    },
    condition: (control: Control) => {
      const form = valueAt(page, ['form', 'fields']);
      const targets = node.kind === 'row_actions' ? columnTargets(valueAt(page, ['list', 'columns']), form) : formTargets(node.kind === 'fields' ? form : valueAt(page, ['list', 'search']), node.kind === 'fields' || node.kind === 'search' ? node.index : -1);
      return <ConditionPicker labelledBy={`prop-${control.path.join('-')}-label`} value={valueAt(context.value, control.path)} targets={targets} onChange={(next) => context.set(control.path, next)} />;
    },
  };
  const isField = node.kind === 'fields' || node.kind === 'search';
  const component = isRecord(value) && isRecord(value.component) ? value.component : {};
  const controls = isRecord(value) ? controlsOf(root, schema, value) : [controlOf(root, '', schema, value, { key: node.detail, path: [], required: true })].filter((c): c is Control => !!c);
  return (
    <section className="designer-panel" aria-label="属性">
      <header className="designer-panel-head">
        <Typography.Title level={2} className="designer-heading">
          {`属性：${node.title}`}
        </Typography.Title>
        {isField && (
          <div className="designer-retype">
            <span aria-hidden="true">字段类型</span>
            <Select
              aria-label="字段类型"
              size="small"
              style={{ minWidth: 140 }}
              value={typeof component.type === 'string' ? component.type : undefined}
              onChange={(type: string) => onSet([...node.path, 'component', 'type'], type)}
              options={types.map((item) => ({ value: item.type, label: item.title }))}
            />
          </div>
        )}
      </header>
      {mark && (
        <Alert
          type={mark.severity === 'error' ? 'error' : 'warning'}
          showIcon
          message={mark.severity === 'error' ? '此项有错误（check-config 不会通过）' : '此项有提示'}
          description={
            <ul className="designer-messages">
              {problems.map((problem) => (
                <li key={`${problem.path}:${problem.message}`}>{`${problem.path}：${problem.message}`}</li>
              ))}
            </ul>
          }
        />
      )}
      <ControlList controls={controls} context={context} />
    </section>
  );
}
