// Focus goes back where the user was when a dialog, popover or drawer closes (issue 17 item 2).
// antd gives focus back only when its own animation ends; a dialog that is unmounted on close,
// a popover that hides, or a nested dialog (the image library inside 新增) leaves focus on
// <body>, and a keyboard user starts again from the top. One listener for the whole app instead
// of a prop on every dialog: it remembers the last focused elements and, when focus falls to
// <body> because what had it went away, focuses the newest of them that can still be used:
// the opener of a closed dialog, or the button inside the parent dialog that opened the nested one.

const HISTORY = 30;

/** Still in the page, shown, enabled and not inside a closing (leaving) animation. */
function usable(element: HTMLElement): boolean {
  if (!element.isConnected || element.getClientRects().length === 0) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return !element.closest('[hidden], [aria-hidden="true"], [inert], [class*="-leave"]');
}

/** Starts following focus in `doc`; gives the function that stops. */
export function installFocusReturn(doc: Document = document): () => void {
  const history: HTMLElement[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target === doc.body) return;
    const at = history.indexOf(target);
    if (at >= 0) history.splice(at, 1);
    history.push(target);
    if (history.length > HISTORY) history.shift();
  };
  const restore = () => {
    timer = undefined;
    const active = doc.activeElement;
    if (active && active !== doc.body && active !== doc.documentElement) return;
    // Focus left on purpose (a click on the page's background): what had it is still there.
    const last = history.at(-1);
    if (!last || usable(last)) return;
    for (let index = history.length - 1; index >= 0; index -= 1) {
      const candidate = history[index] as HTMLElement;
      if (!usable(candidate)) continue;
      candidate.focus({ preventScroll: true });
      if (doc.activeElement === candidate) return;
    }
  };
  const later = () => {
    if (timer !== undefined) clearTimeout(timer);
    // After the closing render and antd's own return of focus, if any.
    timer = setTimeout(restore, 50);
  };
  // A hidden (not removed) popover or drawer takes focus away without a focusout: look now and then.
  const watch = setInterval(restore, 300);

  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('focusout', later, true);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    clearInterval(watch);
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('focusout', later, true);
  };
}
