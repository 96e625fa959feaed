import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import type { RuntimeConfig } from '../adapters/index.ts';
import { appBasePath } from './lib/base-path.ts';
import { createAppRouter } from './router.tsx';
import { createAppServices, type LoginServices } from './services/index.ts';
import { AppProviders } from './shell/app-providers.tsx';
import { PageErrorBoundary } from './shell/error-boundary.tsx';
import { registerCatalogue } from './catalogue.ts';
import { handoffTokenAtom } from './state/session.ts';

export interface StartOptions {
  /** A login token handed over at /auth-redirect (main.tsx took it from the address bar). */
  handoff?: string | undefined;
  /** /login's first paint's services (start-login.tsx): the app goes on with its store, client and cache. */
  from?: LoginServices;
  /**
   * Loads the page at the address bar (its guard, loaders and antd's providers) before drawing it,
   * so that what is on screen (/login's first paint) stays until the app can take its place.
   */
  loadFirst?: boolean;
}

/** The whole app, with its router, in `root` (main.tsx; start-login.tsx once the user leaves /login's password door). */
export async function startApp(root: Root, config: RuntimeConfig, options: StartOptions = {}): Promise<void> {
  const services = createAppServices(config, options.from ? { from: options.from } : {});
  if (options.handoff !== undefined) services.store.set(handoffTokenAtom, options.handoff);
  const router = createAppRouter({ services }, { basepath: appBasePath() });
  registerCatalogue(services, router);
  if (options.loadFirst) await Promise.all([router.load(), import('./shell/antd-providers.tsx')]).catch(() => undefined);
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
}
