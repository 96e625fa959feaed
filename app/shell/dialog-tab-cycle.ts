// Tab goes round a dialog's own controls (issue 30 item 3). antd's Modal (rc-dialog) keeps focus
// inside with two focusable boxes of its own: one around the whole dialog and an empty one after
// it. Tab from the last button lands on the empty one, where nothing shows the focus, and only the
// next Tab comes back to the first control; Shift+Tab from the first control stops on the box
// around the dialog the same way. One listener for the whole app instead of a prop on every
// dialog: Tab on the last control goes straight to the first, Shift+Tab on the first straight to
// the last. Everywhere else it lets Tab be, so antd's own trap still holds (focus on the dialog's
// box after it opens, or put there by a click, goes round as before).

const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';
/** An open antd dialog's box (the element rc-dialog gives role="dialog"), nested ones included. */
const DIALOG = '.ant-modal[role="dialog"][aria-modal="true"]';

/** Shown, enabled, and not in a part of the dialog that is hidden or leaving. */
function reachable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.getClientRects().length === 0) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return !element.closest('[hidden], [aria-hidden="true"], [inert]');
}

/** The dialog's Tab stops in order: its controls, not antd's boxes (children of the dialog itself), a group of radios once. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  const controls = [...dialog.querySelectorAll<HTMLElement>(CONTROLS)].filter((element) => element.parentElement !== dialog && reachable(element));
  return controls.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.name === '') return true;
    // Tab reaches a named group of radios at its checked one, else at its first
    const group = controls.filter((other): other is HTMLInputElement => other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name);
    return element === (group.find((radio) => radio.checked) ?? group[0]);
  });
}

/** Starts cycling Tab in `doc`'s dialogs; gives the function that stops. */
export function installDialogTabCycle(doc: Document = document): () => void {
  // On the document, after the dialog's own key handler (React's, on the dialog's portal) and any
  // control's own use of Tab (which prevents the default), both left alone.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const active = doc.activeElement;
    const dialog = active instanceof HTMLElement ? active.closest<HTMLElement>(DIALOG) : null;
    if (!dialog || !active) return;
    const stops = tabStops(dialog);
    const next = event.shiftKey ? (active === stops[0] ? stops.at(-1) : undefined) : active === stops.at(-1) ? stops[0] : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
