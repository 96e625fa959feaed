import { render, screen } from '@testing-library/react';
import { Drawer, Modal, theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY, ZhProvider } from '../../../adapters/ui/zh-provider.tsx';

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

describe('ZhProvider: less motion when the system asks for it', () => {
  afterEach(() => vi.restoreAllMocks());

  function Motion() {
    const { token } = theme.useToken();
    return <span>{token.motion ? '有动画' : '无动画'}</span>;
  }
  const system = (reduced: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === REDUCED_MOTION_QUERY && reduced, media: query }) as unknown as MediaQueryList);

  it("keeps antd's motion normally, and turns it off when the system asks for less, without mounting the page again when that changes", async () => {
    system(false);
    const first = render(
      <ZhProvider theme={{ token: { colorPrimary: '#13c2c2' } }}>
        <Motion />
      </ZhProvider>,
    );
    await screen.findByText('有动画');
    first.unmount();

    system(true);
    const page = (
      <ZhProvider theme={{ token: { colorPrimary: '#13c2c2' } }}>
        <Motion />
        <input aria-label="草稿" />
      </ZhProvider>
    );
    const second = render(page);
    await screen.findByText('无动画');
    // the setting changes under a mounted app: what was typed stays (a change applies from the next load)
    (screen.getByLabelText('草稿') as HTMLInputElement).value = '未保存的内容';
    system(false);
    second.rerender(page);
    expect((screen.getByLabelText('草稿') as HTMLInputElement).value).toBe('未保存的内容');
    expect(screen.getByText('无动画')).toBeTruthy();
  });
});
