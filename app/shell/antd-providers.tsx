import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { installDialogKeys, settledQuestions, useAntdApp, ZhProvider } from '../../adapters/ui/index.ts';
import { appThemeAtom } from '../state/preferences.ts';
import { ThemeVariables } from './login-providers.tsx';
import { setFeedback } from '../services/feedback.ts';
// antd's style rules made at build time (build/antd-styles.ts); empty under the dev server
import 'virtual:antd-static.css';

// antd's theme (site colour, font size), its Chinese locale and its App (themed toasts and
// confirms), around every route but the light /login (root-shell.tsx). Its own chunk: /login
// is usable before antd has loaded (issue 16, the 150 kB budget).

/** Hands antd's themed toasts and confirms to code outside React (the guard, the error catalogue). */
function FeedbackBridge() {
  const { message, modal: bound } = useAntdApp();
  useLayoutEffect(() => {
    setFeedback({ message, modal: settledQuestions(bound) });
    return () => setFeedback(undefined);
  }, [message, bound]);
  return null;
}

export default function AntdProviders({ children }: { children: ReactNode }) {
  const theme = useAtomValue(appThemeAtom);
  // the keys into a dialog as it opens, Enter as 确定 (issue 57 item 4): with antd, whose dialogs
  // they are, so that /login's password door (no antd) does not carry it
  useEffect(() => installDialogKeys(), []);
  return (
    <ZhProvider theme={theme} componentSize="middle">
      <FeedbackBridge />
      {children}
    </ZhProvider>
  );
}

/** antd and the app's CSS variables in the chosen site colour and font size in one: Storybook's theme (the app mounts the two apart). */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <>
      <ThemeVariables />
      <AntdProviders>{children}</AntdProviders>
    </>
  );
}
