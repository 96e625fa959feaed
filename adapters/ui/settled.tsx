import type { ModalFuncProps } from 'antd';

// A dialog says when it has settled. antd opens a dialog with a zoom, and only when that ends
// (rc-dialog's afterOpenChange) does it take clicks where they are aimed and move the focus in:
// a click during it lands beside the button or on the mask. Every dialog of the app, and every
// question (confirm, success, …), carries SETTLED on its wrapper: "true" from the end of its
// opening motion until it starts to close, "false" before and after. A browser test (its dialog
// driver) and an assistive tool wait for that state, never for the library's timing.

/** The attribute on a dialog's wrapper (`.ant-modal-wrap`), or a popover's box, that is "true" once it has finished opening ("false" until then). */
export const SETTLED = 'data-settled';
/** SETTLED's value for an open state. */
export const settledValue = (settled: boolean): 'true' | 'false' => (settled ? 'true' : 'false');

type WrapProps = Record<string, unknown> | undefined;
/** `wrapProps` with SETTLED set (modal.tsx, and the questions below). */
export const wrapWith = (wrapProps: unknown, settled: boolean): WrapProps => ({ ...(wrapProps as WrapProps), [SETTLED]: settledValue(settled) });

type Handle = { destroy(): void; update?(config: ModalFuncProps): void };
type Ask = (props: ModalFuncProps) => Handle;
export type Asker = { confirm: Ask; info: Ask; success: Ask; error: Ask; warning: Ask };
/** The kinds of question antd asks through a function (Modal.confirm and its siblings). */
const QUESTION_KINDS = ['confirm', 'info', 'success', 'error', 'warning'] as const;

/** `ask` (Modal.confirm, modal.success, …), its question marked SETTLED once open. */
function settledAsk<H extends Handle>(ask: (props: ModalFuncProps) => H): (props: ModalFuncProps) => H {
  return (props) => {
    const handle: H = ask({
      ...props,
      wrapProps: wrapWith(props.wrapProps, false),
      afterOpenChange: (open) => {
        handle.update?.({ wrapProps: wrapWith(props.wrapProps, open) });
        props.afterOpenChange?.(open);
      },
    });
    return handle;
  };
}

/** Every question of `api` (App.useApp().modal or antd's statics) marked SETTLED once open. */
export function settledQuestions<A extends Pick<Asker, (typeof QUESTION_KINDS)[number]>>(api: A): A {
  const out = { ...api };
  for (const kind of QUESTION_KINDS) (out as Asker)[kind] = settledAsk((api as Asker)[kind].bind(api));
  return out;
}
