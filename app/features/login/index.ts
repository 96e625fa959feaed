// The door of app/features/login/: login, registration and the login doors. Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route (the router names
// its screens' files, app/router.tsx).
export { parseLoginSearch } from './login-search.ts';
