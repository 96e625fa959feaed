import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { loadRuntimeConfig, RuntimeConfigError } from '../adapters/index.ts';
import { scrubDrafts } from '../adapters/drafts/index.ts';
import { appBasePath } from './lib/base-path.ts';
import { takeHandoffToken } from './routing/handoff.ts';
import { createAppRouter, preloadFirstPage } from './router.tsx';
import { StatusScreen } from './ui/status-screen.tsx';
import { createAppServices } from './services/index.ts';
import { AppProviders } from './shell/app-providers.tsx';
import { PageErrorBoundary } from './shell/error-boundary.tsx';
import { registerCatalogue } from './catalogue.ts';
import { handoffTokenAtom, storedToken } from './state/session.ts';
import './styles.css';

// Below the browser floor the browser check (app/floor/browser-check.js) has shown its page and
// marked <html>: should these modules run at all there, they start nothing.
if (document.documentElement.getAttribute('data-browser') !== 'unsupported') start();

function start() {
  // Before anything else: a login token handed over at /auth-redirect leaves the address bar
  // (issue 26, item 4), and drafts kept by an older version lose any password (item 3).
  const handoff = takeHandoffToken();
  scrubDrafts();
  // the first page's code, beside the runtime config rather than after it (router.tsx)
  preloadFirstPage(window.location.href, handoff !== undefined || storedToken() !== null);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);

  // The file sits beside index.html at the app's base (<base href>: `/`, or a sub-path such as
  // `/org/` set by the web server), whatever the current route's depth.
  loadRuntimeConfig(document.baseURI).then(
    (config) => {
      const services = createAppServices(config);
      if (handoff !== undefined) services.store.set(handoffTokenAtom, handoff);
      const router = createAppRouter({ services }, { basepath: appBasePath() });
      registerCatalogue(services, router);
      root.render(
        <StrictMode>
          <AppProviders services={services}>
            {/* the last net: anything the routes' own boundaries miss shows in Chinese too */}
            <PageErrorBoundary name="app">
              <RouterProvider router={router} />
            </PageErrorBoundary>
          </AppProviders>
        </StrictMode>,
      );
    },
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
