import { act, render, screen } from '@testing-library/react';
import { BellOutlined, LeftOutlined, RotateLeftOutlined } from '@ant-design/icons';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installIconNames } from '../../../app/ui/icon-names.ts';

// antd's icons are read in English (issue 30 item 4): hidden where the control has a name of
// its own, and the name of an icon-only control comes from the Chinese title round it or the
// icon's Chinese name.

describe('icon names', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = installIconNames();
  });
  afterEach(() => stop());

  it('hides the icons of named controls, and names icon-only controls in Chinese', async () => {
    await act(async () => {
      render(
        <ul>
          <li>
            <button type="button" aria-label="通知，3 条未读">
              <BellOutlined />
            </button>
          </li>
          <li title="上一页">
            <button type="button">
              <LeftOutlined />
            </button>
          </li>
          <li>
            <button type="button">
              <RotateLeftOutlined />
            </button>
          </li>
        </ul>,
      );
    });
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['通知，3 条未读', '上一页', '向左旋转']);
  });
});
