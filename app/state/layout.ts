import { atom } from 'jotai';

export const sidebarCollapsedAtom = atom(false);
/** The right help panel (帮助中心). */
export const helpOpenAtom = atom(false);
