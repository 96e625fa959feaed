// The door of app/features/dashboard/: the dashboard. Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route.
export const loadDashboardScreen = () => import('./dashboard-screen.tsx');
export { statQuery } from './stat-query.ts';
