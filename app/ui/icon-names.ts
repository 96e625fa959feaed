// antd's icons are <span role="img" aria-label="bell">: a screen reader reads English words
// inside Chinese controls ("通知 bell"), and a control holding only an icon (the pager's arrows)
// is named by it ("left"). One watcher for the whole app (issue 30 item 4): every icon is
// decoration, hidden from screen readers; a control left with no name gets the Chinese title it
// sits under (antd's pager puts 上一页 on its item) or the icon's Chinese name.

const ICON = '.anticon[role="img"]';
const CONTROL = 'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="switch"]';
const CHINESE = /[\u4e00-\u9fff]/;

/** The Chinese name of an icon that may be a control's only content, by antd's icon name. */
export const ICON_NAMES: Readonly<Record<string, string>> = {
  left: '上一页',
  right: '下一页',
  'double-left': '向前 5 页',
  'double-right': '向后 5 页',
  close: '关闭',
  'close-circle': '清除',
  delete: '删除',
  plus: '新增',
  minus: '减少',
  eye: '预览',
  download: '下载',
  upload: '上传',
  search: '搜索',
  reload: '刷新',
  ellipsis: '更多',
  'zoom-in': '放大',
  'zoom-out': '缩小',
  'rotate-left': '向左旋转',
  'rotate-right': '向右旋转',
  swap: '翻转',
  edit: '编辑',
  copy: '复制',
  check: '确定',
  'question-circle': '帮助',
  setting: '设置',
};

/** Whether `control` has a name without its icons: a label, or text of its own. */
function named(control: Element): boolean {
  if (control.getAttribute('aria-label')?.trim() || control.getAttribute('aria-labelledby')) return true;
  const text = [...control.childNodes].map((node) => (node instanceof Element && node.matches(ICON) ? '' : (node.textContent ?? ''))).join('');
  return text.trim() !== '';
}

function quiet(icon: Element): void {
  const control = icon.parentElement?.closest(CONTROL);
  if (control && !named(control)) {
    const title = control.closest('[title]')?.getAttribute('title') ?? '';
    const name = CHINESE.test(title) ? title : ICON_NAMES[icon.getAttribute('aria-label') ?? ''];
    // nothing better to call it: the icon keeps naming it
    if (!name) return;
    control.setAttribute('aria-label', name);
  }
  icon.setAttribute('aria-hidden', 'true');
}

function quietAll(root: Element): void {
  if (root.matches(ICON)) quiet(root);
  for (const icon of root.querySelectorAll(ICON)) if (icon.getAttribute('aria-hidden') !== 'true') quiet(icon);
}

/** Starts watching `doc` for icons; gives the function that stops. */
export function installIconNames(doc: Document = document): () => void {
  quietAll(doc.body);
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) quietAll(node);
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
