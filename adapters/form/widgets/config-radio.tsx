import { connect, mapReadPretty, observer } from '@formily/react';
import { Radio } from 'antd';
import { optionName, type WidgetProps } from '../../../engine/index.ts';
import { alignValue } from './config-select.tsx';
import { useFieldLabel } from './field-label.ts';
import { OptionsFailed, OptionsLoading } from './options-status.tsx';
import { ReadText } from './read-text.tsx';
import { useOptions, withOptions, type OptionsState } from './use-options.ts';

type Props = WidgetProps['ConfigRadio'] & { value?: string | number; onChange?: (value: string | number) => void; disabled?: boolean };

const ConfigRadioBase = withOptions(function ConfigRadioBase({ value, onChange, disabled, options, loading, notice, retry }: Props & OptionsState) {
  const label = useFieldLabel();
  if (retry) return <OptionsFailed message={notice} onRetry={retry} retrying={loading} />;
  if (loading && options.length === 0) return <OptionsLoading />;
  if (notice && options.length === 0) return <ReadText text={notice} />;
  // a named radio group: a screen reader says the field's label when Tab enters its choices
  // (antd's group is a bare <div> whose props type does not list role, and the form item's <label> points at no input of it)
  return (
    <Radio.Group
      {...{ role: 'radiogroup' }}
      aria-label={label}
      value={alignValue(value, options)}
      onChange={(e) => onChange?.(e.target.value as string | number)}
      options={options.map((option) => ({ value: option.id, label: option.name }))}
      disabled={disabled}
    />
  );
});

const ReadRadio = observer(function ReadRadio({ source, value }: Props) {
  const { options } = useOptions(source);
  return <ReadText text={value === undefined ? '' : (optionName(options, value) ?? String(value))} />;
});

/** radio: one choice among data_source options. */
export const ConfigRadio = connect(ConfigRadioBase, mapReadPretty(ReadRadio));
