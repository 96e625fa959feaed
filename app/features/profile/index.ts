// The door of app/features/profile/: the personal centre. Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route (the router names
// its screens' files, app/router.tsx).
export const loadProfileScreen = () => import('./profile-screen.tsx');
