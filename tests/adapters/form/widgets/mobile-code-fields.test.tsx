import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { MobileCodeFields, type MobileCodeApi } from '../../../../adapters/form/mobile-code/index.ts';
import { ZhProvider } from '../../../../adapters/ui/zh-provider.tsx';

// The mobile-code fields' captcha through TanStack Query (issue 17 item 4): a refresh replaces
// the captcha still on its way, so an answer that comes late never takes the place of the newer
// one (neither its image nor its captcha_key).

/** A captcha call whose answers the test gives, in any order. */
function heldCaptchas() {
  const pending: ((answer: { img: string; key: string }) => void)[] = [];
  const api: MobileCodeApi = {
    captcha: () => new Promise((resolve) => pending.push(resolve)),
    sendCode: async () => null,
  };
  return { api, pending };
}

function Fields({ api, onForm }: { api: MobileCodeApi; onForm(form: ReturnType<typeof Form.useForm>[0]): void }) {
  const [form] = Form.useForm();
  onForm(form);
  return (
    <ZhProvider>
      <Form form={form}>
        <MobileCodeFields form={form} api={api} />
      </Form>
    </ZhProvider>
  );
}

const image = (text: string) => `data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`;

describe('MobileCodeFields: the captcha', () => {
  it('a refreshed captcha is the one shown and sent, even when the older answer comes last', async () => {
    const { api, pending } = heldCaptchas();
    let form: ReturnType<typeof Form.useForm>[0] | undefined;
    render(<Fields api={api} onForm={(f) => (form = f)} />);
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0]?.({ img: image('first'), key: 'key-first' }));
    await waitFor(() => expect(form?.getFieldValue('captcha_key')).toBe('key-first'));

    // 看不清: two clicks, the second before the first's answer
    fireEvent.click(screen.getByRole('button', { name: '刷新图形验证码' }));
    await waitFor(() => expect(pending).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '刷新图形验证码' }));
    await waitFor(() => expect(pending).toHaveLength(3));

    // the newer answer first, then the older one
    await act(async () => pending[2]?.({ img: image('new'), key: 'key-new' }));
    await waitFor(() => expect(screen.getByAltText('图形验证码图片').getAttribute('src')).toBe(image('new')));
    await act(async () => pending[1]?.({ img: image('old'), key: 'key-old' }));
    // TanStack Query hands answers to React in a 0 ms timer queued when the answer came: a timer
    // queued after it runs after it, so a late update would have landed by then (order, not time)
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByAltText('图形验证码图片').getAttribute('src')).toBe(image('new'));
    expect(form?.getFieldValue('captcha_key')).toBe('key-new');
  });
});
