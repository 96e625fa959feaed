import { act, render } from '@testing-library/react';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCloseGuard } from '../../../adapters/ui/close-guard.ts';

// The close question of a dialog with changes (close-guard.ts): one at a time, and once answered
// the next close asks again at once, even while the answered question is still leaving (its
// motion not ended, as on a busy machine: a 取消 right after answering closed nothing and asked nothing).

type Config = { onOk?: () => void; onCancel?: () => void; afterClose?: () => void };

/** An App whose confirm draws a box that stays in the page (its leave motion never ends) and keeps each question's config. */
function fakeApp() {
  const asked: Config[] = [];
  const confirm = vi.fn((config: Config) => {
    asked.push(config);
    const box = document.createElement('div');
    box.className = 'ant-modal-confirm';
    document.body.append(box);
    return { destroy: () => undefined, update: () => undefined, then: () => undefined };
  });
  const noop = () => undefined;
  const api = { modal: { confirm, info: confirm, success: confirm, error: confirm, warning: confirm }, message: { error: noop }, notification: {} } as unknown as useAppProps;
  return { api, asked, confirm };
}

function renderGuard(api: useAppProps, onClose: () => void) {
  let close: () => void = () => undefined;
  function Dialog() {
    close = useCloseGuard(() => true, onClose);
    return null;
  }
  render(
    <AppContext.Provider value={api}>
      <Dialog />
    </AppContext.Provider>,
  );
  return () => act(() => close());
}

afterEach(() => document.querySelectorAll('.ant-modal-confirm').forEach((box) => box.remove()));

describe('the close question', () => {
  it('asks once while it is up, and again at once after 取消, though the answered one is still leaving', () => {
    const { api, asked, confirm } = fakeApp();
    const onClose = vi.fn();
    const close = renderGuard(api, onClose);
    close();
    close();
    expect(confirm).toHaveBeenCalledTimes(1);
    act(() => asked[0]?.onCancel?.());
    close();
    expect(confirm).toHaveBeenCalledTimes(2);
    act(() => asked[1]?.onOk?.());
    expect(onClose).toHaveBeenCalledTimes(1);
    close();
    expect(confirm).toHaveBeenCalledTimes(3);
  });
});
