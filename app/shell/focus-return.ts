// Focus goes back where the user was when a dialog, popover or drawer closes (issue 17 item 2,
// issue 30 item 1). antd gives focus back only when its own animation ends, and only to an opener
// that is still there; a dialog that is unmounted on close, a popover that hides, a nested dialog
// whose opener was replaced (图片库 › 确定 turns 从图片库选择 into a thumbnail) or a pop-up that
// opened while the page changed under it (平台提示 after login) leaves focus on <body>, and a
// keyboard user starts again from the top. One listener for the whole app instead of a prop on
// every dialog: it remembers the last focused elements and the boxes around each; when focus
// falls to <body> because what had it went away, it focuses, newest first, the element itself if
// it can still be used, else the nearest usable control in the nearest of its boxes still on the
// page (its form item, then the parent dialog still open), else the page's main region.

const HISTORY = 30;
/** The layout's main region (layout.tsx), where the skip link leads. */
const MAIN = 'app-content';
const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';

interface Visit {
  element: HTMLElement;
  /** Its ancestors, nearest first, up to (not including) <body>. */
  boxes: HTMLElement[];
}

/** Still in the page, shown, enabled and not inside a closing (leaving) animation. */
function usable(element: HTMLElement): boolean {
  if (!element.isConnected || element.getClientRects().length === 0) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return !element.closest('[hidden], [aria-hidden="true"], [inert], [class*="-leave"]');
}

/** The first control in `box` a Tab could reach (a wrapper holding other controls, such as a dialog's focus holder, is passed over). */
function firstControl(box: HTMLElement): HTMLElement | undefined {
  const controls = [...box.querySelectorAll<HTMLElement>(CONTROLS)].filter((one) => one.tabIndex >= 0 && usable(one));
  return controls.find((one) => !controls.some((other) => other !== one && one.contains(other)));
}

function focusOn(doc: Document, element: HTMLElement | undefined | null): boolean {
  if (!element) return false;
  element.focus({ preventScroll: true });
  return doc.activeElement === element;
}

/** Where focus goes for one remembered visit: itself, else the nearest control in its nearest box still on the page. */
function returnTo(doc: Document, visit: Visit): boolean {
  if (usable(visit.element)) return focusOn(doc, visit.element);
  const main = doc.getElementById(MAIN);
  for (const box of visit.boxes) {
    // Not the whole app around the page (the login screen's box holds the skip link once the layout replaced it).
    if (box.id === 'root' || (main && box !== main && box.contains(main))) return false;
    if (!box.isConnected) continue;
    // A box that is closing or hidden holds nothing to return to; nor does anything around it.
    if (!usable(box)) return false;
    if (focusOn(doc, firstControl(box))) return true;
  }
  return false;
}

/** A dialog's own box or the focus holder antd's dialog wraps its content in (`[role=dialog] > div[tabindex]`). */
const DIALOG_BOX = '[role="dialog"], .ant-modal-wrap, .ant-modal-content, [role="dialog"] > div[tabindex]';

/**
 * Whether focus, where it is, has been dropped rather than put: on the page itself, or on a
 * dialog's own box. antd's dialog puts focus there when it opens (the opener is then still
 * there, and nothing is done), and React leaves it there when a dialog nested in it is removed
 * (图片库 › 确定 inside 新增: focus.e2e, one run in five).
 */
function dropped(doc: Document, active: Element | null): boolean {
  return !active || active === doc.body || active === doc.documentElement || active.matches(DIALOG_BOX);
}

/** The open dialog that holds `element` (or that a dialog's wrapper holds), if any. */
function dialogOf(element: Element | null): HTMLElement | null {
  const around = element?.closest<HTMLElement>('[role="dialog"]');
  if (around) return around;
  return element?.matches('.ant-modal-wrap') ? element.querySelector<HTMLElement>('[role="dialog"]') : null;
}

/** The dialog on top, if one is open and not closing (antd puts each at the end of <body> as it opens). */
function topDialog(doc: Document): HTMLElement | null {
  const open = [...doc.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')].filter(usable);
  return open.at(-1) ?? null;
}

/**
 * A dialog underneath taking focus from one opened on top of it: antd's dialog focuses its own
 * box when its opening motion ends, if focus is not inside it, and a nested dialog opened before
 * that (图片库 from a 新增 still zooming in) is not inside it. Focus belongs to the one on top.
 */
function stolenFrom(target: HTMLElement, previous: EventTarget | null): HTMLElement | undefined {
  if (!(previous instanceof HTMLElement) || !target.matches(DIALOG_BOX) || !usable(previous)) return undefined;
  const from = dialogOf(previous);
  const to = dialogOf(target);
  if (!from || !to || from === to || to.contains(from)) return undefined;
  // antd puts each dialog at the end of <body> as it opens: the later one is on top.
  return to.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING ? previous : undefined;
}

/** Starts following focus in `doc`; gives the function that stops. */
export function installFocusReturn(doc: Document = document): () => void {
  const history: Visit[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Whether a dialog's box had focus after the newest visit (it opened over it, or closed and let focus fall). */
  let boxSinceVisit = false;

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const back = stolenFrom(target, event.relatedTarget);
    if (back) {
      focusOn(doc, back);
      return;
    }
    // a dialog's own box is where focus is put while it opens or dropped after a nested one: not a control
    if (dropped(doc, target)) {
      boxSinceVisit = true;
      return;
    }
    boxSinceVisit = false;
    const at = history.findIndex((visit) => visit.element === target);
    if (at >= 0) history.splice(at, 1);
    const boxes: HTMLElement[] = [];
    for (let box = target.parentElement; box && box !== doc.body; box = box.parentElement) boxes.push(box);
    history.push({ element: target, boxes });
    if (history.length > HISTORY) history.shift();
  };
  const restore = () => {
    timer = undefined;
    const active = doc.activeElement;
    if (!dropped(doc, active)) return;
    const last = history.at(-1);
    if (!last) return;
    // While a dialog is open, focus goes back to where the user was in it, never behind it.
    const dialog = dialogOf(active) ?? topDialog(doc);
    const inScope = (visit: Visit) => !dialog || dialog.contains(visit.element) || visit.boxes.includes(dialog);
    // What had focus is still there: left on purpose (a click on the page's background), or a
    // dialog opening over its opener, which stays behind it. Else a dialog closed and let focus
    // fall (removed before antd gave focus back): to where the user was.
    if (usable(last.element) && (!boxSinceVisit || !inScope(last))) return;
    for (let index = history.length - 1; index >= 0; index -= 1) {
      const visit = history[index] as Visit;
      if (!inScope(visit)) continue;
      if (returnTo(doc, visit)) return;
    }
    // Nothing of where the user was is left (the page changed under a pop-up): the page itself.
    if (!dialog) focusOn(doc, doc.getElementById(MAIN));
  };
  const later = () => {
    if (timer !== undefined) clearTimeout(timer);
    // After the closing render and antd's own return of focus, if any.
    timer = setTimeout(restore, 50);
  };
  // Removing the focused element fires no focusout: look when the page changes (a dialog unmounted
  // on close); a popover or drawer that is hidden, not removed, is found by looking now and then.
  const removals = new MutationObserver(() => {
    if (dropped(doc, doc.activeElement) && (boxSinceVisit || history.at(-1)?.element.isConnected === false)) later();
  });
  removals.observe(doc.body, { childList: true, subtree: true });
  const watch = setInterval(restore, 150);

  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('focusout', later, true);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    clearInterval(watch);
    removals.disconnect();
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('focusout', later, true);
  };
}
