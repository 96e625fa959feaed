import { App } from 'antd';
import { useMemo } from 'react';
import { errorMessage, shownByCatalogue } from '../../http/index.ts';
import { isSuccess } from '../../../engine/index.ts';
import type { Outcome } from './controller/feedback.ts';

// What the user sees after a call of the list page or one of its dialogs (spec section 8):
// success is the message 操作成功 only. The HTTP layer's error catalogue already shows what it
// names (402, 403, 422, 423, 5xx; 404 is ignored), so those failures are not shown twice; any
// other failure (a 200 whose message is not 操作成功, a code other than 200, no network) is shown
// here.

export type { Outcome } from './controller/feedback.ts';

export function useOutcome(): Outcome {
  const { message } = App.useApp();
  return useMemo<Outcome>(
    () => ({
      answered(answer, options = {}) {
        if (isSuccess(answer)) {
          if (!options.quiet) void message.success(answer?.message);
          return true;
        }
        void message.warning(answer?.message || '操作未成功，请稍后再试');
        return false;
      },
      failed(error, fallback) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        if (!shownByCatalogue(error)) void message.error(errorMessage(error, fallback ?? '操作失败，请稍后再试'));
      },
      warn(text) {
        void message.warning(text);
      },
    }),
    [message],
  );
}
