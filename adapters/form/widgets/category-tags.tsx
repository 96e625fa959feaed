import { connect, mapReadPretty, observer } from '@formily/react';
import { Space, Tag } from 'antd';
import { useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { optionName, type WidgetProps } from '../../../engine/index.ts';
import { useFieldLabel } from './field-label.ts';
import { OptionsFailed, OptionsLoading } from './options-status.tsx';
import { ReadText } from './read-text.tsx';
import { useOptions, withOptions, type OptionsState } from './use-options.ts';

type Id = string | number;
type Props = WidgetProps['CategoryTags'] & { value?: Id[]; onChange?: (value: Id[]) => void; disabled?: boolean };

/** The key that moves the focus by how many tags (or to the first or last), or null. */
function moveBy(key: string, count: number, at: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (at + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** What antd's CheckableTag passes on to its <span> (its types name fewer): a toggle button's role and state. */
function toggleButton(checked: boolean, disabled: boolean | undefined, stop: boolean, handlers: HTMLAttributes<HTMLSpanElement>): HTMLAttributes<HTMLSpanElement> {
  return { role: 'button', 'aria-pressed': checked, 'aria-disabled': disabled || undefined, tabIndex: stop ? 0 : -1, ...handlers };
}

/**
 * The tags are a labelled group of toggle buttons with one tab stop (issue 30 item 1): Tab
 * enters at the chosen tag (or the first), the arrow keys, Home and End move, Space or Enter
 * toggles; a screen reader hears each tag's name and whether it is pressed.
 */
const CategoryTagsBase = withOptions(function CategoryTagsBase({ multiple, value, onChange, disabled, options, loading, notice, retry }: Props & OptionsState) {
  const label = useFieldLabel();
  const chosen = (value ?? []).map(String);
  const [active, setActive] = useState<number | null>(null);
  const tags = useRef<(HTMLElement | null)[]>([]);
  const toggle = (id: Id, checked: boolean) => {
    if (disabled) return;
    const rest = (value ?? []).filter((one) => String(one) !== String(id));
    onChange?.(checked ? (multiple ? [...rest, id] : [id]) : rest);
  };
  if (retry) return <OptionsFailed message={notice} onRetry={retry} retrying={loading} />;
  if (loading && options.length === 0) return <OptionsLoading />;
  if (options.length === 0) return <ReadText text={notice || '暂无类别'} />;
  const firstChosen = options.findIndex((option) => chosen.includes(String(option.id)));
  const stop = Math.min(active ?? (firstChosen >= 0 ? firstChosen : 0), options.length - 1);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number, checked: boolean) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      const option = options[index];
      if (option) toggle(option.id, !checked);
      return;
    }
    const next = moveBy(event.key, options.length, index);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tags.current[next]?.focus();
  };
  return (
    <Space size={[6, 6]} wrap role="group" aria-label={label} aria-disabled={disabled || undefined}>
      {options.map((option, index) => {
        const checked = chosen.includes(String(option.id));
        return (
          <Tag.CheckableTag
            key={String(option.id)}
            ref={(element: HTMLElement | null) => {
              tags.current[index] = element;
            }}
            {...toggleButton(checked, disabled, index === stop, {
              onKeyDown: (event) => onKeyDown(event, index, checked),
              onFocus: () => setActive(index),
            })}
            checked={checked}
            onChange={(next) => toggle(option.id, next)}
            style={{ border: '1px solid #d9d9d9' }}
          >
            {option.name}
          </Tag.CheckableTag>
        );
      })}
    </Space>
  );
});

const ReadCategories = observer(function ReadCategories({ source, value }: Props) {
  const { options } = useOptions(source);
  return <ReadText text={(value ?? []).map((id) => optionName(options, id) ?? String(id)).join('、')} />;
});

/** category-org-tag: the organisation's categories as checkable tags. */
export const CategoryTags = connect(CategoryTagsBase, mapReadPretty(ReadCategories));
