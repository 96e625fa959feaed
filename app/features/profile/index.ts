// The door of app/features/profile/: the personal centre. Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route.
export const loadProfileScreen = () => import('./profile-screen.tsx');
export const loadEditMobilePage = () => import('./edit-mobile-page.tsx');
