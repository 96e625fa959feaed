// Dialogs take the keys (issue 57 item 4). antd's dialog moves focus into itself only when its
// open animation ends (rc-dialog's onVisibleChanged), and then onto its box, not a field: keys
// typed at once went nowhere, and during the animation (longer while a dialog's code loads) Tab,
// Enter and Space acted on the page behind (批量停用 once fired behind an open 新增). Here, for
// every antd dialog of the page:
// - from the moment a dialog starts to open (a list dialog: from the click that asks for it,
//   holdKeys) until its first field has the focus, the keys are held: letters typed are kept and
//   typed into that field, every other key is swallowed (Esc aside), so nothing reaches the page;
// - the first field takes the focus as soon as it is drawn, during the animation (or the first
//   control, for a dialog without fields), unless the user has put it somewhere in the dialog;
// - Enter in a single-line field of a dialog's form does what 确定 does (not in a textarea, the
//   rich-text editor, a select, a date or a search box, nor while an input method composes).

const ROOT = '.ant-modal-root';
const CONTENT = '.ant-modal-content';
const CONTROLS = 'input:not([type="hidden"]), textarea, select, button, [contenteditable="true"], [tabindex]:not([tabindex="-1"]), a[href]';
/** How long keys are held at most for a dialog that never draws a field (a failed load). */
const HOLD_LIMIT = 5000;

let holders = 0;
/**
 * While a list dialog's code loads, the focus waits in an input of its own, so that what is typed
 * (through an input method too) has somewhere to go, and goes into the first field after.
 */
let holder: HTMLInputElement | undefined;
/** Holds asked for before their dialog is in the page (holdKeys): a dialog's own watch takes over from them. */
const pending = new Set<() => void>();
let held = '';
let limit: ReturnType<typeof setTimeout> | undefined;

/** A control the user works with in a dialog (not its focus sentinels, its box or its close icon). */
const isControl = (element: Element | null): boolean =>
  element instanceof HTMLElement && element.matches(CONTROLS) && element.tabIndex >= 0 && !element.closest('[aria-hidden="true"], .ant-modal-close');

const usable = (element: HTMLElement) =>
  element.tabIndex >= 0 && !(element as HTMLInputElement).disabled && element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"], [hidden]');

/** The first field of an open dialog's body, else its primary button (the choice it suggests), else its first control. */
function firstControl(content: Element): HTMLElement | undefined {
  const first = (area: Element | null | undefined, selector = CONTROLS) => [...(area?.querySelectorAll<HTMLElement>(selector) ?? [])].find((element) => isControl(element) && usable(element));
  return first(content.querySelector('.ant-modal-body')) ?? first(content.querySelector('.ant-modal-footer'), '.ant-btn-primary') ?? first(content);
}

const isTextField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  (element instanceof HTMLInputElement && /^(text|search|tel|url|email|password|number|)$/.test(element.type) && !element.readOnly) || element instanceof HTMLTextAreaElement;

/** Types `text` into `field` as the user would have, so that React and Formily see an input. */
function typeInto(field: HTMLElement, text: string): void {
  if (!text || !isTextField(field)) return;
  // execCommand, deprecated but kept by every browser, types as the user does (input events, undo)
  if (document.execCommand?.('insertText', false, text)) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, field.value + text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function onHeldKey(event: KeyboardEvent): void {
  if (holders === 0 || event.isComposing || event.key === 'Process' || event.key === 'Escape') return;
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (holder && event.target === holder) {
    // the holder takes the text itself; nothing else moves or submits
    event.stopPropagation();
    if (event.key.length !== 1 && event.key !== 'Backspace' && event.key !== 'Delete') event.preventDefault();
    return;
  }
  // a field of the dialog already has the focus: the keys are its own
  const active = document.activeElement;
  if (isControl(active) && active?.closest(CONTENT)) return;
  event.preventDefault();
  event.stopPropagation();
  if (event.key.length === 1) held += event.key;
  else if (event.key === 'Backspace') held = held.slice(0, -1);
}

/** Ends the hold; gives what was typed meanwhile. */
function endHold(): string {
  const text = held + (holder?.value ?? '');
  holder?.remove();
  holder = undefined;
  holders = 0;
  held = '';
  clearTimeout(limit);
  limit = undefined;
  return text;
}

function addHolder(): void {
  if (holder) return;
  holder = document.createElement('input');
  holder.type = 'text';
  holder.setAttribute('aria-label', '正在打开对话框');
  holder.setAttribute('autocomplete', 'off');
  holder.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;padding:0;border:0;opacity:0;pointer-events:none';
  document.body.appendChild(holder);
  holder.focus({ preventScroll: true });
}

function hold(): () => void {
  holders += 1;
  clearTimeout(limit);
  limit = setTimeout(() => endHold(), HOLD_LIMIT);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders = Math.max(0, holders - 1);
    if (holders === 0) endHold();
  };
}

/**
 * Holds the keys from now, while a dialog is on its way (its code loading): until the dialog is
 * in the page, whose own hold then lasts until its first field has the focus (the held letters
 * typed into it); or until `release`, or 5 s.
 * const release = holdKeys(); … release();
 */
export function holdKeys(): () => void {
  const release = hold();
  addHolder();
  const releaseOnce = () => {
    pending.delete(releaseOnce);
    release();
  };
  pending.add(releaseOnce);
  return releaseOnce;
}

/** Focuses `content`'s first control unless the user put the focus into the dialog; gives it the held keys. */
function takeFocus(content: Element): boolean {
  const active = document.activeElement;
  if (isControl(active) && content.contains(active as Node)) {
    endHold();
    return true;
  }
  const control = firstControl(content);
  if (!control) return false;
  control.focus({ preventScroll: true });
  if (document.activeElement !== control) return false;
  typeInto(control, endHold());
  return true;
}

/** Enter in a single-line field of a dialog's form: its primary footer button, as 确定. */
function onEnter(event: KeyboardEvent): void {
  if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing || event.keyCode === 229 || event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
  const field = event.target;
  if (!(field instanceof HTMLInputElement) || !isTextField(field) || field.type === 'search') return;
  if (field.getAttribute('role') === 'combobox' || field.closest('.ant-select, .ant-picker, .ant-cascader, .ant-input-search, .ant-mentions')) return;
  if (!field.closest('.ant-formily-item, .ant-form-item')) return;
  const content = field.closest(CONTENT);
  const ok = content?.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary');
  if (!ok || ok.disabled) return;
  event.preventDefault();
  ok.click();
}

/** Starts the hold and the watch for each dialog added to the page; the Enter rule. Returns the uninstaller. */
export function installDialogKeys(doc: Document = document): () => void {
  const watching = new Map<Element, { observer: MutationObserver; release(): void }>();
  const held = new WeakSet<Element>();
  const stopWatching = (root: Element) => {
    const watch = watching.get(root);
    if (!watch) return;
    watch.observer.disconnect();
    watch.release();
    watching.delete(root);
    held.delete(root);
  };
  const watch = (root: Element) => {
    if (watching.has(root)) return;
    const watch = { observer: new MutationObserver(() => attempt()), release: () => {} };
    const attempt = () => {
      if (!root.isConnected) return stopWatching(root);
      const content = root.querySelector(CONTENT);
      // only a dialog on the screen holds the keys (one drawn closed, or not laid out, does not)
      if (!content || content.getClientRects().length === 0) {
        watch.release();
        watch.release = () => {};
        held.delete(root);
        return;
      }
      if (!held.has(root)) {
        held.add(root);
        watch.release = hold();
        [...pending].forEach((before) => before());
      }
      if (takeFocus(content)) stopWatching(root);
    };
    const { observer } = watch;
    watching.set(root, watch);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class', 'disabled'] });
    attempt();
  };
  // A dialog is drawn in a portal: a container added to <body>, then the dialog's root put in it.
  // Only <body>'s and the containers' own children are watched, never the whole page.
  const seen = (records: MutationRecord[]) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.matches(ROOT)) watch(node);
        else if (record.target === doc.body) {
          node.querySelectorAll(ROOT).forEach(watch);
          containers.observe(node, { childList: true });
        }
      }
      for (const node of record.removedNodes) if (node instanceof Element) [...watching.keys()].filter((root) => node.contains(root)).forEach(stopWatching);
    }
  };
  const containers = new MutationObserver(seen);
  const bodyObserver = new MutationObserver(seen);
  bodyObserver.observe(doc.body, { childList: true });
  for (const child of doc.body.children) if (child instanceof HTMLElement) containers.observe(child, { childList: true });
  // a dialog that stays in the page and opens again: rc-dialog focuses its box when it has opened
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || isControl(target)) return;
    const content = target.closest(CONTENT);
    const from = event.relatedTarget;
    if (!content || (from instanceof Node && content.contains(from))) return;
    const root = content.closest(ROOT);
    if (root && !watching.has(root)) watch(root);
  };
  // the user took the mouse: what they click is theirs, the keys too
  const onPointer = () => {
    if (holders > 0 && pending.size === 0) endHold();
  };
  doc.addEventListener('mousedown', onPointer, true);
  doc.addEventListener('keydown', onHeldKey, true);
  doc.addEventListener('keydown', onEnter);
  doc.addEventListener('focusin', onFocusIn);
  return () => {
    bodyObserver.disconnect();
    containers.disconnect();
    [...watching.keys()].forEach(stopWatching);
    doc.removeEventListener('mousedown', onPointer, true);
    doc.removeEventListener('keydown', onHeldKey, true);
    doc.removeEventListener('keydown', onEnter);
    doc.removeEventListener('focusin', onFocusIn);
    endHold();
  };
}
