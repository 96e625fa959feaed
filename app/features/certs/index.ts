// The door of app/features/certs/: the school’s certificates. Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route.
export const loadCertScreen = () => import('./cert-screen.tsx');
