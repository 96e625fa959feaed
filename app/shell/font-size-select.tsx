import { Button, Dropdown } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { feedback } from '../services/feedback.ts';
import { FONT_SIZES, fontSizeAtom, type FontSizeKey } from '../state/preferences.ts';

/** The size in use and the choice of another, with its toast (the navbar's 布局大小, or the account menu on a narrow screen). */
export function useFontSizeChoice(): { size: FontSizeKey; choose(key: string): void } {
  const [size, setSize] = useAtom(fontSizeAtom);
  const choose = useCallback(
    (key: string) => {
      const known = FONT_SIZES.find((s) => s.key === key);
      if (!known) return;
      setSize(known.key);
      feedback.message.success('切换尺寸成功');
    },
    [setSize],
  );
  return { size, choose };
}

/** 默认, 中等, 小型, 超小: applied to antd through the theme and kept across reloads. */
export function FontSizeSelect() {
  const { size, choose } = useFontSizeChoice();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: FONT_SIZES.map((s) => ({ key: s.key, label: s.label })),
        onClick: ({ key }) => choose(key),
      }}
    >
      <Button type="text" aria-label="布局大小" title="布局大小" icon={<FontSizeOutlined />} />
    </Dropdown>
  );
}
