import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '../adapters/index.ts';
import { scrubDrafts } from '../adapters/drafts/index.ts';
import { appBasePath } from './lib/base-path.ts';
import { takeHandoffToken } from './routing/handoff.ts';
import { lightStart, preloadFirstPage } from './first-page.ts';
import { StatusScreen } from './ui/status-screen.tsx';
import { storedToken } from './state/session.ts';
import './styles.css';

// Below the browser floor the browser check (app/floor/browser-check.js) has shown its page and
// marked <html>: should these modules run at all there, they start nothing.
if (document.documentElement.getAttribute('data-browser') !== 'unsupported') start();

function start() {
  // Before anything else: a login token handed over at /auth-redirect leaves the address bar
  // (issue 26, item 4), and drafts kept by an older version lose any password (item 3).
  const handoff = takeHandoffToken();
  scrubDrafts();
  const loggedIn = handoff !== undefined || storedToken() !== null;
  const href = window.location.href;
  // the first page's code, beside the runtime config rather than after it (first-page.ts)
  preloadFirstPage(href, loggedIn);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);

  // /login's password door opened with nobody logged in is drawn without the router
  // (start-login.tsx); every other page starts the whole app (start-app.tsx)
  const starting: Promise<(config: RuntimeConfig) => unknown> = lightStart(href, loggedIn, appBasePath())
    ? import('./start-login.tsx').then(({ startLogin }) => (config) => startLogin(root, config))
    : import('./start-app.tsx').then(({ startApp }) => (config) => startApp(root, config, { handoff }));
  // The file sits beside index.html at the app's base (<base href>: `/`, or a sub-path such as
  // `/org/` set by the web server), whatever the current route's depth.
  Promise.all([loadRuntimeConfig(document.baseURI), starting]).then(
    ([config, startWith]) => startWith(config),
    (error: Error) => {
      // the config-error screen only for a fault of the file (issue 55): a failed request or an
      // error of this browser's is not the deployer's
      root.render(
        <main>
          <StatusScreen kind={error instanceof RuntimeConfigError ? 'config-error' : 'start-error'} detail={error.message} onRetry={() => window.location.reload()} />
        </main>,
      );
    },
  );
}
