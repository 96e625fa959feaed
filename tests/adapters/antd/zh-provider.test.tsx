import { render, screen } from '@testing-library/react';
import { Drawer, Modal } from 'antd';
import { describe, expect, it } from 'vitest';
import { ZhProvider } from '../../../adapters/antd/zh-provider.tsx';

// Issue 17 item 2: close buttons are named in Chinese. rc-dialog names its button "Close" in
// English whatever antd's locale; ZhProvider gives the name for every dialog and drawer.

describe('ZhProvider: dialogs and drawers close in Chinese', () => {
  it('names the close button of a dialog and of a drawer 关闭, and nothing "Close"', async () => {
    render(
      <ZhProvider>
        <Modal open title="编辑专业">内容</Modal>
        <Drawer open title="设置">内容</Drawer>
      </ZhProvider>,
    );
    expect(await screen.findAllByRole('button', { name: '关闭' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('leaves a dialog that is not closable without a close button', async () => {
    render(
      <ZhProvider>
        <Modal open title="平台提示" closable={false}>
          内容
        </Modal>
      </ZhProvider>,
    );
    await screen.findByText('平台提示');
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
  });
});
