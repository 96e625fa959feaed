import { useMemo } from 'react';
import { useAntdApp } from './light-app.tsx';
import { errorMessage, shownByCatalogue } from '../http/index.ts';
import { isSuccess, type ListAnswer } from '../../engine/index.ts';

type MessageInstance = ReturnType<typeof useAntdApp>['message'];

/** antd's message bound to the nearest <App> (ZhProvider has one), or the static one. */
export const useFeedback = (): MessageInstance => useAntdApp().message;

// What the user sees after a call of a list page, one of its dialogs or a screen (spec section
// 8): success is the message 操作成功 only. The HTTP layer's error catalogue already shows what
// it names (402, 403, 422, 423, 5xx; 404 is ignored), so those failures are not shown twice; any
// other failure (a 200 whose message is not 操作成功, a code other than 200, no network) is shown
// here. The list controller asks for it through this shape and draws nothing itself.

export interface Outcome {
  /**
   * After an answer: true when it is a success (操作成功 is shown); otherwise its message is
   * shown as a warning and false is returned (dialogs stay open).
   */
  answered(answer: ListAnswer | undefined, options?: { quiet?: boolean }): boolean;
  /** After a rejected call: shows it unless the error catalogue did. */
  failed(error: unknown, fallback?: string): void;
  /** A warning toast (该行已启用, 请勾选需要操作的行). */
  warn(text: string): void;
}

export function useOutcome(): Outcome {
  const message = useFeedback();
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
