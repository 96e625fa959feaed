// The door of app/features/login/: login, registration and the login doors. Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route.
export { parseLoginSearch } from './login-search.ts';
export const loadLoginScreen = () => import('./login-screen.tsx');
export const loadAuthRedirect = () => import('./auth-redirect.tsx');
export const loadCategoryScreen = () => import('./category-screen.tsx');
