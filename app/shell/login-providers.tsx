import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue, useStore } from 'jotai';
import { DraftAccountProvider, type DraftAccount } from '../../adapters/drafts/index.ts';
import { LoginServicesContext, type LoginServices } from '../services/login-services.ts';
import { appThemeAtom, fontSizeAtom, preferenceChange, siteColorAtom } from '../state/preferences.ts';
import { onSessionExpired, userAtom } from '../state/session.ts';
import { installDialogTabCycle } from './dialog-tab-cycle.ts';
import { installFocusReturn } from './focus-return.ts';
import { installIconNames } from '../ui/icon-names.ts';

/**
 * The theme's shades as CSS variables for the app's own CSS, outside antd too (the light /login,
 * dialogs in portals), focus back to the opener after a dialog, popover or drawer closes
 * (focus-return.ts), the site colour and font size another tab chose, Tab round a dialog's own controls (dialog-tab-cycle.ts), and antd's icons quiet for screen readers (icon-names.ts). antd's own theme is applied by antd-providers.tsx, around the routes.
 */
export function ThemeVariables() {
  const color = useAtomValue(siteColorAtom);
  const primary = useAtomValue(appThemeAtom).token?.colorPrimary ?? color;
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--app-primary', primary);
    root.setProperty('--app-brand', color);
  }, [primary, color]);
  // 切换站点 or a font size chosen in another tab of the app: this one follows it
  const store = useStore();
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      const change = preferenceChange(event.key, event.newValue);
      if (change?.kind === 'site') store.set(siteColorAtom, change.value);
      else if (change?.kind === 'size') store.set(fontSizeAtom, change.value);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [store]);
  useEffect(() => installFocusReturn(), []);
  useEffect(() => installDialogTabCycle(), []);
  useEffect(() => installIconNames(), []);
  return null;
}

/** Who the dialogs keep their drafts for, and when the login goes (adapters/ui/use-draft.ts). */
function Drafts({ services, children }: { services: LoginServices; children: ReactNode }) {
  const userId = useAtomValue(userAtom)?.id;
  const account = useMemo<DraftAccount>(() => ({ userId, onSessionEnd: (listener) => onSessionExpired(services.store, listener) }), [userId, services.store]);
  return <DraftAccountProvider value={account}>{children}</DraftAccountProvider>;
}

/**
 * The store, the server-state cache, the login services and the drafts' account: around /login's
 * first paint (app/start-login.tsx), and inside AppProviders around the router.
 */
export function LoginProviders({ services, children }: { services: LoginServices; children: ReactNode }) {
  return (
    <JotaiProvider store={services.store}>
      <QueryClientProvider client={services.queryClient}>
        <LoginServicesContext.Provider value={services}>
          <ThemeVariables />
          <Drafts services={services}>{children}</Drafts>
        </LoginServicesContext.Provider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
