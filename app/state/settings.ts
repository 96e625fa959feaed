import { atomWithStorage } from 'jotai/utils';

// The layout toggles of the settings panel (系统设置), kept across reloads in localStorage.

export const SHOW_TAGS_BAR_KEY = 'org-settings-tags-bar';
export const SHOW_SIDEBAR_LOGO_KEY = 'org-settings-sidebar-logo';

/** 'true' / 'false' in localStorage; anything else (or no storage) is the default. */
const booleanStorage = {
  getItem(key: string, initial: boolean): boolean {
    try {
      const value = localStorage.getItem(key);
      return value === 'true' ? true : value === 'false' ? false : initial;
    } catch {
      return initial;
    }
  },
  setItem(key: string, value: boolean): void {
    try {
      localStorage.setItem(key, String(value));
    } catch {
      // storage unavailable: the choice lasts for this page
    }
  },
  removeItem(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing stored
    }
  },
};

/** Show the tags bar of visited pages (default on). */
export const showTagsBarAtom = atomWithStorage<boolean>(SHOW_TAGS_BAR_KEY, true, booleanStorage, { getOnInit: true });
/** Show the logo at the top of the sidebar (default on). */
export const showSidebarLogoAtom = atomWithStorage<boolean>(SHOW_SIDEBAR_LOGO_KEY, true, booleanStorage, { getOnInit: true });
