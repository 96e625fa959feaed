// The door of app/features/tools/: the tools page. Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route.
export const loadToolsScreen = () => import('./tools-screen.tsx');
