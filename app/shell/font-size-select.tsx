import { Button, Dropdown } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { feedback } from '../services/feedback.ts';
import { FONT_SIZES, fontSizeAtom, type FontSizeKey } from '../state/preferences.ts';

/** 默认, 中等, 小型, 超小: applied to antd through the theme and kept across reloads. */
export function FontSizeSelect() {
  const [size, setSize] = useAtom(fontSizeAtom);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: FONT_SIZES.map((s) => ({ key: s.key, label: s.label })),
        onClick: ({ key }) => {
          setSize(key as FontSizeKey);
          feedback.message.success('切换尺寸成功');
        },
      }}
    >
      <Button type="text" aria-label="布局大小" title="布局大小" icon={<FontSizeOutlined />} />
    </Dropdown>
  );
}
