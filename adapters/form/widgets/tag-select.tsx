import { connect, mapReadPretty, observer } from '@formily/react';
import { Select, Space, Tag } from 'antd';
import type { WidgetProps } from '../../../engine/index.ts';
import { useFieldLabel } from './field-label.ts';
import { OptionsFailed } from './options-status.tsx';
import { ReadText } from './read-text.tsx';
import { useOptions, withOptions, type OptionsState } from './use-options.ts';

type Props = WidgetProps['TagSelect'] & { value?: (string | number)[]; onChange?: (value: (string | number)[]) => void; disabled?: boolean };

const TagSelectBase = withOptions(function TagSelectBase({ maxCount, placeholder, value, onChange, disabled, options, loading, notice, retry }: Props & OptionsState) {
  const label = useFieldLabel();
  const select = (
    <Select
      aria-label={label}
      mode="tags"
      value={value ?? []}
      onChange={(next: (string | number)[]) => onChange?.(next)}
      options={options.map((option) => ({ value: option.id, label: option.name }))}
      maxCount={maxCount}
      tokenSeparators={[',', '，']}
      loading={loading}
      placeholder={placeholder}
      disabled={disabled}
      optionFilterProp="label"
      style={{ width: '100%' }}
    />
  );
  if (!retry) return select;
  return (
    <>
      {select}
      <OptionsFailed message={notice} onRetry={retry} retrying={loading} />
    </>
  );
});

const ReadTags = observer(function ReadTags({ source, value }: Props) {
  const { options } = useOptions(source);
  if (!value?.length) return <ReadText text="" />;
  return (
    <Space size={[4, 4]} wrap>
      {value.map((id) => (
        <Tag key={String(id)}>{options.find((option) => String(option.id) === String(id))?.name ?? String(id)}</Tag>
      ))}
    </Space>
  );
});

/** tag: choose tags from the options or type new ones (free-form creation, spec section 5). */
export const TagSelect = connect(TagSelectBase, mapReadPretty(ReadTags));
