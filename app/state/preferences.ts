import { atom } from 'jotai';
import { appTheme, DEFAULT_FONT_SIZE, FONT_SIZES, ORGANIZATION_COLOR, type FontSizeKey } from '../../adapters/theme/index.ts';

// What the user chooses in the navbar and keeps across reloads: the font size (spec section 2,
// 默认, 中等, 小型, 超小; section 9 "UI size default mini") and the site colour (切换站点).

export const FONT_SIZE_KEY = 'org-size';
export const SITE_KEY = 'org-site';

// the sizes, the organisation's colour and the theme they make live with antd's provider (adapters/theme/app-theme.ts)
export { appTheme, DEFAULT_FONT_SIZE, FONT_SIZES, ORGANIZATION_COLOR, type FontSizeKey };

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
/** A colour as the sites list and localStorage spell it: #rgb, #rrggbb (and their alpha forms). */
export const isColor = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value);

export const fontSizeAtom = persisted<FontSizeKey>(FONT_SIZE_KEY, DEFAULT_FONT_SIZE, isFontSize);
export const siteColorAtom = persisted<string>(SITE_KEY, ORGANIZATION_COLOR, isColor);

/**
 * The preference another tab of the app just chose (its `storage` event), for this tab to follow:
 * preferenceChange('org-site', '#409EFF') -> { kind: 'site', value: '#409EFF' }; null for any
 * other key, a removed key or a value this tab would not keep.
 */
export function preferenceChange(key: string | null, value: string | null): { kind: 'site'; value: string } | { kind: 'size'; value: FontSizeKey } | null {
  if (value === null) return null;
  if (key === SITE_KEY && isColor(value)) return { kind: 'site', value };
  if (key === FONT_SIZE_KEY && isFontSize(value)) return { kind: 'size', value };
  return null;
}

/** The theme of the chosen colour and size, derived once for every reader (the CSS variables at the root, antd's providers). */
export const appThemeAtom = atom((get) => appTheme(get(siteColorAtom), get(fontSizeAtom)));
