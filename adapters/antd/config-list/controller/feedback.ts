import type { Confirm, DeleteAsk, ListAnswer } from '../../../../engine/index.ts';

// What the list controller asks the view to show (spec section 8): the outcome of a call, a
// warning, and a confirm before a call. The antd view gives them (../outcome.ts,
// ../list-feedback.tsx); the controller itself draws nothing.

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

export interface ConfirmRequest {
  confirm: Confirm;
  /** A delete with the page's `delete_ask`: the confirm also asks this question. */
  ask?: DeleteAsk | undefined;
  /** 确认: runs the call (the OK button spins until it ends); `answer` is the question's. */
  onOk(answer: boolean): Promise<unknown>;
}

export interface ListFeedback extends Outcome {
  /** Asks 警告 … 确认 / 取消 before a call. */
  confirm(request: ConfirmRequest): void;
}
