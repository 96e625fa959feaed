import type { Page } from 'playwright-core';

// What a user would see wrong on a screen of some size (issue 57 item 6), measured in the browser:
// shared by the viewport matrix's files (viewports.e2e.ts, viewports-screens.e2e.ts).

/** The five screens of the matrix: a phone, a tablet, a projector, the 1366×768 office laptop, a desktop. */
export const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
/** Below this the sidebar is a drawer (adapters/screen.ts, DRAWER_BELOW). */
export const DRAWER_BELOW = 992;
/** Below this a phone: dialogs take the whole screen, a list's row actions are all in 更多. */
export const PHONE_BELOW = 576;
/** A field narrower than this cannot show what is typed in it (a phone number, a name). */
export const NARROWEST_FIELD = 120;

export interface Seen {
  /** How far the page scrolls sideways (0: not at all). */
  sideways: number;
  /** The visible form fields narrower than NARROWEST_FIELD: their label or placeholder and width. */
  narrow: string[];
  /** Text in the navbar, the breadcrumb and the tabs that takes more than two lines: a character a line. */
  wrapped: string[];
  /**
   * Text anywhere on the screen (a result panel, a table, a dialog) squeezed to a few characters a
   * line: three lines or more, under three characters each.
   */
  crushed: string[];
  /**
   * An open dialog's 确定, or its last button (the primary action, which a dialog puts last: 提交,
   * 支付完成, 上传, 关闭), that is not wholly inside the window: the dialog's name, the button, its box.
   */
  offscreen: string[];
}

export const clean: Seen = { sideways: 0, narrow: [], wrapped: [], crushed: [], offscreen: [] };

/** What a user would see wrong on the page shown. */
export function look(page: Page): Promise<Seen> {
  return page.evaluate((narrowest) => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const fields = [...document.querySelectorAll<HTMLElement>('form input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), form textarea, form [role="combobox"]')].filter(shown);
    // a select's own input sits inside its box (antd's .ant-select), and so does an input with a
    // prefix, a suffix or a count (its affix wrapper), a number's and a date's: the box is what one
    // taps and reads
    const fieldBox = (field: HTMLElement) =>
      field.getAttribute('role') === 'combobox' ? (field.closest<HTMLElement>('.ant-select') ?? field) : (field.closest<HTMLElement>('.ant-input-affix-wrapper, .ant-input-number, .ant-picker') ?? field);
    const narrow = fields
      .map((field) => ({ field, width: Math.round(fieldBox(field).getBoundingClientRect().width) }))
      .filter(({ width }) => width < narrowest)
      .map(({ field, width }) => `${field.getAttribute('aria-label') ?? field.getAttribute('placeholder') ?? field.id} ${width}px`);

    const ownText = (element: Element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
    const lineOf = (element: Element) => {
      const style = getComputedStyle(element);
      return parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5715;
    };
    const described = (element: Element) => `${(element.textContent ?? '').trim().slice(0, 40)} ${Math.round(element.getBoundingClientRect().width)}×${Math.round(element.getBoundingClientRect().height)}px`;

    const texts = [...document.querySelectorAll('header, nav[aria-label="面包屑"], nav[aria-label="已打开的页面"]')].flatMap((root) => [...root.querySelectorAll<HTMLElement>('*')]);
    const wrapped = texts
      .filter((element) => shown(element) && ownText(element) !== '')
      .filter((element) => element.getBoundingClientRect().height > 2 * lineOf(element) + 1)
      .map(described);

    const crushed = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => !['SCRIPT', 'STYLE', 'svg', 'TEXTAREA', 'OPTION'].includes(element.tagName) && ownText(element).length >= 3 && shown(element))
      .filter((element) => {
        const lines = Math.round(element.getBoundingClientRect().height / lineOf(element));
        return lines >= 3 && [...ownText(element)].length / lines < 3;
      })
      .map(described);

    const inWindow = (box: DOMRect) => box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight + 0.5 && box.right <= window.innerWidth + 0.5;
    const offscreen = [...document.querySelectorAll('[role="dialog"]')].filter(shown).flatMap((dialog) => {
      const buttons = [...dialog.querySelectorAll('button')].filter(shown);
      const primary = [...new Set([...buttons.filter((button) => button.textContent?.replace(/\s/g, '') === '确定'), ...buttons.slice(-1)])];
      const name = (dialog.getAttribute('aria-labelledby') && document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent) || dialog.getAttribute('aria-label') || '';
      return primary
        .filter((button) => !inWindow(button.getBoundingClientRect()))
        .map((button) => {
          const box = button.getBoundingClientRect();
          return `${name}: ${button.textContent?.trim() ?? ''} at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`;
        });
    });
    return { sideways: Math.max(0, scroller.scrollWidth - window.innerWidth), narrow, wrapped, crushed, offscreen };
  }, NARROWEST_FIELD);
}
