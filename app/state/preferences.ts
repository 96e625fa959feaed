import { atom } from 'jotai';
import type { ThemeConfig } from 'antd';

// What the user chooses in the navbar and keeps across reloads: the font size (spec section 2,
// 默认, 中等, 小型, 超小; section 9 "UI size default mini") and the site colour (切换站点).

export const FONT_SIZE_KEY = 'org-size';
export const SITE_KEY = 'org-site';

export const FONT_SIZES = [
  { key: 'default', label: '默认', fontSize: 14, controlHeight: 40 },
  { key: 'medium', label: '中等', fontSize: 14, controlHeight: 36 },
  { key: 'small', label: '小型', fontSize: 13, controlHeight: 32 },
  { key: 'mini', label: '超小', fontSize: 12, controlHeight: 28 },
] as const;

export type FontSizeKey = (typeof FONT_SIZES)[number]['key'];
export const DEFAULT_FONT_SIZE: FontSizeKey = 'mini';

/** The organisation side's colour (spec section 2): the app's colour until a site is chosen. */
export const ORGANIZATION_COLOR = '#13c2c2';

function stored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function persisted<T extends string>(key: string, initial: T, valid: (value: string) => value is T) {
  // undefined until chosen in this store: read from localStorage then.
  const base = atom<T | undefined>(undefined);
  return atom(
    (get): T => {
      const chosen = get(base);
      if (chosen !== undefined) return chosen;
      const value = stored(key);
      return value !== null && valid(value) ? value : initial;
    },
    (_get, set, next: T) => {
      try {
        localStorage.setItem(key, next);
      } catch {
        // storage unavailable: the choice lasts for this page
      }
      set(base, next);
    },
  );
}

const isFontSize = (value: string): value is FontSizeKey => FONT_SIZES.some((size) => size.key === value);
const isColor = (value: string): value is string => /^#[0-9a-f]{3,8}$/i.test(value);

export const fontSizeAtom = persisted<FontSizeKey>(FONT_SIZE_KEY, DEFAULT_FONT_SIZE, isFontSize);
export const siteColorAtom = persisted<string>(SITE_KEY, ORGANIZATION_COLOR, isColor);

/** The antd theme for the chosen colour and size. */
export function appTheme(color: string, size: FontSizeKey): ThemeConfig {
  const chosen = FONT_SIZES.find((s) => s.key === size) ?? FONT_SIZES[3];
  return { token: { colorPrimary: color, colorLink: color, fontSize: chosen.fontSize, controlHeight: chosen.controlHeight } };
}
