// The door of app/features/child-menu/: a menu item’s child menu. Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route.
export const loadChildMenu = () => import('./child-menu.tsx');
