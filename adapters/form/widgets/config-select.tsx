import { connect, mapReadPretty, observer } from '@formily/react';
import { Select } from 'antd';
import { useMemo } from 'react';
import { optionName, type SelectOption, type WidgetProps } from '../../../engine/index.ts';
import { useFieldLabel } from './field-label.ts';
import { CascadeSelect } from './cascade-select.tsx';
import { LOADING_LABEL, OptionsFailed } from './options-status.tsx';
import { ReadText, useShowFieldText, valueText } from './read-text.tsx';
import { usePinyinMatch } from './pinyin-search.ts';
import { useOptions, withOptions, type OptionsState } from './use-options.ts';

type Value = string | number | (string | number)[] | (string | number)[][] | undefined;
type Props = WidgetProps['ConfigSelect'] & { value?: Value; onChange?: (value: Value) => void; disabled?: boolean };

/** Gives a loaded value the option's own id type, so "3" from the server shows option 3. */
export function alignValue<V extends string | number | (string | number)[]>(value: V | undefined, options: readonly SelectOption[]): V | undefined {
  const align = (one: string | number) => options.find((option) => String(option.id) === String(one))?.id ?? one;
  if (value === undefined || value === null || value === '') return undefined;
  return (Array.isArray(value) ? value.map(align) : align(value)) as V;
}

const FlatSelect = withOptions(function FlatSelect({ multiple, maxCount, placeholder, value, onChange, disabled, options, loading, notice, retry }: Props & OptionsState) {
  const label = useFieldLabel();
  // by characters and by pinyin (bj, beijing: 北京)
  const matches = usePinyinMatch(useMemo(() => options.map((option) => option.name), [options]));
  const select = (
    <Select
      aria-label={label}
      // rc-select gives a value no option (and no earlier option) names no label
      labelRender={loading ? (chosen) => chosen.label ?? LOADING_LABEL : undefined}
      value={alignValue(value as string | number | (string | number)[] | undefined, options)}
      onChange={(next: Value) => onChange?.(next)}
      options={options.map((option) => ({ value: option.id, label: option.name }))}
      mode={multiple ? 'multiple' : undefined}
      maxCount={multiple ? maxCount : undefined}
      showSearch
      filterOption={(typed, option) => matches(String(option?.label ?? ''), typed)}
      loading={loading}
      notFoundContent={notice || undefined}
      placeholder={notice && !loading && !retry ? notice : placeholder}
      disabled={disabled}
      allowClear
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

function ConfigSelectBase(props: Props) {
  const cascading = Boolean(props.source?.child_source) || (props.source?.depth ?? 1) > 1;
  return cascading ? <CascadeSelect {...props} /> : <FlatSelect {...props} />;
}

const ReadSelect = observer(function ReadSelect({ source, value }: Props) {
  const shown = useShowFieldText();
  const { options } = useOptions(shown === undefined ? source : undefined);
  if (shown !== undefined) return <ReadText text={shown} />;
  const ids = (Array.isArray(value) ? value.flat() : value === undefined ? [] : [value]) as (string | number)[];
  return <ReadText text={valueText(ids.map((id) => optionName(options, id) ?? String(id)))} />;
});

/**
 * select: options from data_source.data (normal) or the data_source call (api, with must_query);
 * cascading with child_source or depth > 1; multiple with `multiple` (or `multi`).
 */
export const ConfigSelect = connect(ConfigSelectBase, mapReadPretty(ReadSelect));
