import { Button, Input, Select } from 'antd';
import { conditionList, firstValue, writtenConditions, type ConditionTarget, type WrittenCondition } from './conditions.ts';

// show_if by picking (issue 60 item 4): a row per condition, all of which must hold: the field it
// looks at (from this form, or the list's columns for a row action) and the value it compares
// with (one or several of the field's options; typed only for a text field). A condition naming a
// field that is not there is shown as such at once.

export interface ConditionPickerProps {
  value: unknown;
  targets: ConditionTarget[];
  labelledBy: string;
  onChange(value: unknown): void;
}

/** The key a Select keeps for an option id (null is 为空). */
const keyOf = (id: unknown) => (id === null ? '__empty__' : `${typeof id}:${String(id)}`);

function ValuePicker({ target, condition, row, onChange }: { target: ConditionTarget | undefined; condition: WrittenCondition; row: number; onChange(value: unknown): void }) {
  const label = `条件 ${row + 1} 的值`;
  if (!target) return <Input aria-label={label} disabled placeholder="先选择字段" />;
  if (target.values.kind === 'options') {
    const options = target.values.options;
    const chosen = (Array.isArray(condition.value) ? condition.value : condition.value === undefined ? [] : [condition.value]).map((value) => {
      const match = options.find((option) => option.id === value || (option.id !== null && value !== null && String(option.id) === String(value)));
      return keyOf(match ? match.id : value);
    });
    // one value; a list written in the JSON (any of them) is kept a list
    const several = Array.isArray(condition.value);
    const idOf = (key: string) => options.find((option) => keyOf(option.id) === key)?.id;
    return (
      <Select
        aria-label={label}
        mode={several ? 'multiple' : undefined}
        style={{ minWidth: 140, flex: 1 }}
        placeholder="选择应等于的值"
        value={several ? chosen : chosen[0]}
        onChange={(keys: string | string[]) => onChange(Array.isArray(keys) ? keys.map(idOf) : idOf(keys))}
        options={options.map((option) => ({ value: keyOf(option.id), label: option.name }))}
      />
    );
  }
  if (target.values.kind === 'text') {
    return <Input aria-label={label} placeholder={target.values.hint} value={condition.value === undefined || condition.value === null ? '' : String(condition.value)} onChange={(event) => onChange(event.target.value)} />;
  }
  return <Select aria-label={label} style={{ minWidth: 140 }} value={condition.value === null ? '__empty__' : undefined} placeholder="此类字段只能判断是否为空" onChange={() => onChange(null)} options={[{ value: '__empty__', label: '为空' }]} />;
}

export function ConditionPicker({ value, targets, labelledBy, onChange }: ConditionPickerProps) {
  const list = conditionList(value);
  const write = (next: WrittenCondition[]) => onChange(writtenConditions(next, value));
  const put = (index: number, patch: Partial<WrittenCondition>) => write(list.map((condition, i) => (i === index ? { ...condition, ...patch } : condition)));
  return (
    <div className="designer-conditions" role="group" aria-labelledby={labelledBy}>
      {list.length === 0 && <p className="designer-none">总是显示。添加条件后，满足全部条件时才显示。</p>}
      {list.map((condition, index) => {
        const target = targets.find((t) => t.key === condition.name);
        const missing = condition.name !== '' && !target;
        return (
          <div key={index} className="designer-condition">
            <span className="designer-condition-word">{index === 0 ? '当' : '且'}</span>
            <Select
              aria-label={`条件 ${index + 1} 的字段`}
              style={{ minWidth: 150, flex: 1 }}
              status={missing ? 'error' : undefined}
              placeholder="选择本表单的字段"
              value={condition.name || undefined}
              onChange={(name: string) => put(index, { name, value: firstValue(targets.find((t) => t.key === name)) })}
              options={[...targets.map((t) => ({ value: t.key, label: t.label })), ...(missing ? [{ value: condition.name, label: `${condition.name}（字段不存在）` }] : [])]}
            />
            <span className="designer-condition-word">等于</span>
            <ValuePicker target={target} condition={condition} row={index} onChange={(next) => put(index, { value: next })} />
            <Button size="small" type="text" danger aria-label={`删除条件 ${index + 1}`} onClick={() => write(list.filter((_, i) => i !== index))}>
              删除
            </Button>
            {missing && (
              <div className="designer-problem" role="alert">
                {`条件看的字段「${condition.name}」不在本表单中：请另选字段或删除此条件`}
              </div>
            )}
          </div>
        );
      })}
      <Button size="small" onClick={() => write([...list, { name: targets[0]?.key ?? '', value: firstValue(targets[0]) }])} disabled={!targets.length}>
        添加条件
      </Button>
    </div>
  );
}
