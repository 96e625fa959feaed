import type { Confirm, DeleteAsk } from '../../../engine/index.ts';
import type { Outcome } from '../../ui/index.ts';

export type { Outcome };

// What the list controller asks the view to show (spec section 8): the outcome of a call, a
// warning, and a confirm before a call. The antd view gives them (../../feedback.tsx,
// ../list-feedback.tsx); the controller itself draws nothing.

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
