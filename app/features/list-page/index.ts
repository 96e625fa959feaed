// The door of app/features/list-page/: the generic list page. Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route.
export const loadListPage = () => import('./list-page.tsx');
