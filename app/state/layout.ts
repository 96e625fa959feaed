import { atom } from 'jotai';

export const sidebarCollapsedAtom = atom(false);
/** The sidebar as a drawer, below DRAWER_BELOW (adapters/ui/screen.ts): open after the navbar's menu button, closed after a choice. */
export const sidebarDrawerOpenAtom = atom(false);
/** The right help panel (帮助中心). */
export const helpOpenAtom = atom(false);
/** The settings drawer (系统设置): the navbar's gear opens it, or on a narrow screen the account menu. */
export const settingsOpenAtom = atom(false);
