import { useEffect, useState, type ReactNode } from 'react';
import { Input, InputNumber, Radio, Select, Switch, Typography } from 'antd';
import type { JsonPath } from './json-text.ts';
import { flagOn, optionLabels, type Control } from './property-controls.ts';
import { OptionsTable } from './options-table.tsx';

// One control of the property panel, drawn by its kind (property-controls.ts): never by the key
// or the field type it belongs to. Each writes through `set` at its path from the selected node.

export interface ControlContext {
  /** The selected node's value (an object, or a plain value: a toolbar button). */
  value: unknown;
  set(path: JsonPath, value: unknown): void;
  /** A condition picker (show_if), given by the panel: it knows the form's fields. */
  condition(control: Control): ReactNode;
  /** A picker the panel gives for a key that names other fields' values (must_value: categories), or undefined. */
  picker(control: Control): ReactNode | undefined;
  /** The node's problems at this control's path, from the engine's check. */
  problemsAt(path: JsonPath): string[];
}

const at = (value: unknown, path: JsonPath): unknown => path.reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[part] : undefined), value);

const id = (path: JsonPath) => `prop-${path.join('-')}`;

/** A JSON value typed as text: written when it parses, kept as typed until then. */
function JsonInput({ value, onChange, labelledBy }: { value: unknown; onChange(value: unknown): void; labelledBy: string }) {
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value)));
  const [bad, setBad] = useState(false);
  useEffect(() => setText(value === undefined ? '' : JSON.stringify(value)), [value]);
  return (
    <>
      <Input.TextArea
        aria-labelledby={labelledBy}
        autoSize={{ minRows: 1, maxRows: 6 }}
        value={text}
        status={bad ? 'error' : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          if (!text.trim()) return onChange(undefined);
          try {
            onChange(JSON.parse(text));
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      {bad && <Typography.Text type="danger">不是有效的 JSON：请检查引号、逗号和括号</Typography.Text>}
    </>
  );
}

function Widget({ control, context }: { control: Control; context: ControlContext }) {
  const value = at(context.value, control.path);
  const set = (next: unknown) => context.set(control.path, next);
  const labelledBy = `${id(control.path)}-label`;
  const picked = context.picker(control);
  if (picked !== undefined) return <>{picked}</>;
  switch (control.kind) {
    case 'switch':
      return <Switch aria-labelledby={labelledBy} checked={flagOn(value)} onChange={(on) => set(on ? 1 : value === undefined ? undefined : 0)} />;
    case 'number':
      return (
        <InputNumber
          aria-labelledby={labelledBy}
          min={control.min}
          max={control.max}
          value={value === undefined || value === null || value === '' ? null : Number(value)}
          onChange={(next) => set(next ?? undefined)}
        />
      );
    case 'choice': {
      const labels = optionLabels(control.help, control.options);
      const current = typeof value === 'string' || typeof value === 'number' ? (control.options.find((option) => option.toUpperCase() === String(value).toUpperCase()) ?? String(value)) : undefined;
      const written = (option: string) => (option === '' ? undefined : control.values ? control.values[option] : option);
      if (control.options.length <= 4) {
        return (
          // the group named by its label (antd's Radio.Group takes no role)
          <div role="radiogroup" aria-labelledby={labelledBy}>
            <Radio.Group optionType="button" size="small" value={current ?? ''} onChange={(event) => set(written(String(event.target.value)))}>
              {!control.required && <Radio.Button value="">默认</Radio.Button>}
              {control.options.map((option) => (
                <Radio.Button key={option} value={option} title={labels[option]}>
                  {option}
                </Radio.Button>
              ))}
            </Radio.Group>
          </div>
        );
      }
      return (
        <Select
          aria-labelledby={labelledBy}
          allowClear={!control.required}
          showSearch
          style={{ width: '100%' }}
          value={current}
          placeholder="请选择"
          onChange={(next: string | undefined) => set(next === undefined ? undefined : written(next))}
          options={control.options.map((option) => ({ value: option, label: labels[option] }))}
        />
      );
    }
    case 'text':
      return <Input aria-labelledby={labelledBy} value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''} onChange={(event) => set(event.target.value === '' && !control.required ? undefined : event.target.value)} />;
    case 'fixed':
      return <Typography.Text code>{String(control.value)}</Typography.Text>;
    case 'options':
      return <OptionsTable labelledBy={labelledBy} value={value} onChange={set} />;
    case 'condition':
      return <>{context.condition(control)}</>;
    case 'group':
      return <ControlList controls={control.controls} context={context} nested />;
    case 'json':
      return <JsonInput labelledBy={labelledBy} value={value} onChange={set} />;
  }
}

function ControlRow({ control, context }: { control: Control; context: ControlContext }) {
  const problems = context.problemsAt(control.path);
  const pipe = control.kind === 'text' && control.pipe;
  const bounds = control.kind === 'number' && control.min !== undefined && control.max !== undefined ? `范围 ${control.min}–${control.max}。` : '';
  return (
    <div className={`designer-prop is-${control.kind}${problems.length ? ' has-error' : ''}`} role={control.kind === 'group' ? 'group' : undefined} aria-labelledby={control.kind === 'group' ? `${id(control.path)}-label` : undefined}>
      <div className="designer-prop-label" id={`${id(control.path)}-label`}>
        {control.label}
        {control.required && <span className="designer-required">（必填）</span>}
        <code className="designer-key">{control.key}</code>
      </div>
      {control.kind !== 'group' && <Widget control={control} context={context} />}
      <div className="designer-help">
        {bounds}
        {control.help}
        {pipe && <span className="designer-pipe">嵌套的值用 | 分隔：info|address 写入 info 下的 address。</span>}
      </div>
      {/* a group's help says what it is, above its keys */}
      {control.kind === 'group' && <Widget control={control} context={context} />}
      {problems.map((problem) => (
        <div key={problem} className="designer-problem" role="alert">
          {problem}
        </div>
      ))}
    </div>
  );
}

/** How far down a shown control sits: plain keys, then the conditions, then groups (rules, component). */
const RANK: Partial<Record<Control['kind'], number>> = { condition: 1, group: 2, options: 2 };

/** Controls with a value (or required, or a condition) first, keys before groups; the rest folded under 更多属性. */
export function ControlList({ controls, context, nested = false }: { controls: Control[]; context: ControlContext; nested?: boolean }) {
  const main = controls.filter((control) => control.main).sort((a, b) => (RANK[a.kind] ?? 0) - (RANK[b.kind] ?? 0));
  const more = controls.filter((control) => !control.main);
  return (
    <div className={nested ? 'designer-props is-nested' : 'designer-props'}>
      {main.map((control) => (
        <ControlRow key={control.key} control={control} context={context} />
      ))}
      {more.length > 0 && (
        <details className="designer-more">
          <summary>{`更多属性（${more.length}）`}</summary>
          {more.map((control) => (
            <ControlRow key={control.key} control={control} context={context} />
          ))}
        </details>
      )}
    </div>
  );
}
