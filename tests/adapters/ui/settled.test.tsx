import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, SETTLED, useQuestions } from '../../../adapters/ui/index.ts';
import { ZhProvider } from '../../../adapters/ui/zh-provider.tsx';

// Issue 56 item 5: a dialog says when it has opened. The dialog driver of the browser tests waits
// for data-settled="true" on the dialog's wrapper instead of watching antd's zoom; this holds the
// attribute to antd's own signal (afterOpenChange), for a dialog and for a question.

const wrapOf = (text: string): Element | null => screen.getAllByText(text)[0]?.closest(`[${SETTLED}]`) ?? null;

function Opener() {
  const [open, setOpen] = useState(false);
  const opened = vi.fn();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Modal open={open} title="编辑专业" onCancel={() => setOpen(false)} afterOpenChange={opened}>
        内容
      </Modal>
    </>
  );
}

function Asker({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const modal = useQuestions();
  return (
    <button type="button" onClick={() => modal.confirm({ title: '确定要删除吗？', afterOpenChange: onOpenChange })}>
      删除
    </button>
  );
}

describe('dialogs and questions say when they have opened (data-settled)', () => {
  it('a dialog reads "false" as it opens, "true" once antd reports it open, and "false" again as it closes', async () => {
    render(
      <ZhProvider>
        <Opener />
      </ZhProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    const wrap = await waitFor(() => {
      const found = wrapOf('内容');
      expect(found).not.toBeNull();
      return found!;
    });
    await waitFor(() => expect(wrap.getAttribute(SETTLED)).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    // the moment it is asked to close it no longer takes clicks
    expect(wrap.getAttribute(SETTLED)).toBe('false');
  });

  it('a question marks its wrapper, and the caller still hears afterOpenChange', async () => {
    const heard = vi.fn();
    render(
      <ZhProvider>
        <App>
          <Asker onOpenChange={heard} />
        </App>
      </ZhProvider>,
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: '删除' })));
    await waitFor(() => expect(wrapOf('确定要删除吗？')?.getAttribute(SETTLED)).toBe('true'));
    expect(heard).toHaveBeenCalledWith(true);
  });
});
