// The door of app/features/auth-form/: the authentication wizard. Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route.
export const loadAuthFormScreen = () => import('./auth-form-screen.tsx');
