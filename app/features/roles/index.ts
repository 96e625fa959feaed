// The door of app/features/roles/: 角色管理. Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route.
export const loadRolesScreen = () => import('./roles-screen.tsx');
