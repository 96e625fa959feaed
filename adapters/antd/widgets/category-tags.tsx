import { connect, mapReadPretty, observer } from '@formily/react';
import { Space, Tag } from 'antd';
import { optionName, type WidgetProps } from '../../../engine/index.ts';
import { ReadText } from './read-text.tsx';
import { useOptions, withOptions, type OptionsState } from './use-options.ts';

type Id = string | number;
type Props = WidgetProps['CategoryTags'] & { value?: Id[]; onChange?: (value: Id[]) => void; disabled?: boolean };

const CategoryTagsBase = withOptions(function CategoryTagsBase({ multiple, value, onChange, disabled, options, notice }: Props & OptionsState) {
  const chosen = (value ?? []).map(String);
  const toggle = (id: Id, checked: boolean) => {
    if (disabled) return;
    const rest = (value ?? []).filter((one) => String(one) !== String(id));
    onChange?.(checked ? (multiple ? [...rest, id] : [id]) : rest);
  };
  if (options.length === 0) return <ReadText text={notice || '暂无类别'} />;
  return (
    <Space size={[6, 6]} wrap role="group">
      {options.map((option) => (
        <Tag.CheckableTag key={String(option.id)} checked={chosen.includes(String(option.id))} onChange={(checked) => toggle(option.id, checked)} style={{ border: '1px solid #d9d9d9' }}>
          {option.name}
        </Tag.CheckableTag>
      ))}
    </Space>
  );
});

const ReadCategories = observer(function ReadCategories({ source, value }: Props) {
  const { options } = useOptions(source);
  return <ReadText text={(value ?? []).map((id) => optionName(options, id) ?? String(id)).join('、')} />;
});

/** category-org-tag: the organisation's categories as checkable tags. */
export const CategoryTags = connect(CategoryTagsBase, mapReadPretty(ReadCategories));
