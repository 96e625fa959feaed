// The door of app/features/login/: login, registration and the login doors. Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route (the router names
// its screens' files, app/router.tsx). /login's first paint without the router (app/start-login.tsx)
// draws the screen in a place of its own.
export { parseLoginSearch, type LoginSearch } from './login-search.ts';
export { default as LoginScreen } from './login-screen.tsx';
export { LoginPlaceContext, type DoorLinkProps, type LoginPlace } from './login-place.tsx';
