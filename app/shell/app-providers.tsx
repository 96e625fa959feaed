import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { ZhProvider } from '../../adapters/antd/zh-provider.tsx';
import type { AppServices } from '../services.ts';
import { appTheme, fontSizeAtom, siteColorAtom } from '../state/preferences.ts';
import { setFeedback } from './feedback.ts';
import { installFocusReturn } from './focus-return.ts';

/** Hands antd's themed toasts and confirms to code outside React, before the router's guard runs. */
function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useLayoutEffect(() => setFeedback({ message, modal }), [message, modal]);
  // Focus back to the opener after a dialog, popover or drawer closes (focus-return.ts).
  useEffect(() => installFocusReturn(), []);
  return null;
}

/** antd and the app's CSS variables in the chosen site colour and font size (also Storybook's theme). */
export function AppTheme({ children }: { children: ReactNode }) {
  const color = useAtomValue(siteColorAtom);
  const size = useAtomValue(fontSizeAtom);
  const theme = useMemo(() => appTheme(color, size), [color, size]);
  const primary = theme.token?.colorPrimary ?? color;
  // The theme's shades for the app's own CSS, outside the layout too (login, dialogs in portals).
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--app-primary', primary);
    root.setProperty('--app-brand', color);
  }, [primary, color]);
  return (
    <ZhProvider theme={theme} componentSize="middle">
      <FeedbackBridge />
      {children}
    </ZhProvider>
  );
}

/** The store, the server-state cache and the theme (site colour, font size) around the router. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <JotaiProvider store={services.store}>
      <QueryClientProvider client={services.queryClient}>
        <AppTheme>{children}</AppTheme>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
