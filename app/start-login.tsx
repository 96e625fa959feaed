import { StrictMode, type MouseEvent } from 'react';
import type { Root } from 'react-dom/client';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import type { RuntimeConfig } from '../adapters/index.ts';
import { LoginPlaceContext, LoginScreen, parseLoginSearch, type DoorLinkProps, type LoginPlace, type LoginSearch } from './features/login/index.ts';
import { appBasePath, withBase, withoutBase } from './lib/base-path.ts';
import { createLoginServices } from './services/login-services.ts';
import { LoginProviders } from './shell/login-providers.tsx';
import { PageErrorBoundary } from './shell/error-boundary.tsx';
import { LoadingOverlay, PreloadAfterLogin } from './shell/light-frame.tsx';
import { registerCatalogue } from './catalogue.ts';

// /login's first paint (issue 61 item 4): a page opened at /login's password door with nobody
// logged in draws the login screen without the router, the route tree, the other screens' calls
// and antd (app/first-page.ts lightStart). The rest of the app (start-app.tsx) is fetched while the
// user types (PreloadAfterLogin) and takes over, on the same services, when the user leaves the
// password door: after a login, or by a door link (短信登录, 忘记密码, 注册账号), which the router
// then draws as it always does.

const loadApp = () => import('./start-app.tsx');
const loadAfterLogin = () => {
  void loadApp();
  void import('./shell/antd-providers.tsx');
  void import('./shell/layout.tsx');
};

/** /login's href for `search`, as the router writes it. */
const loginHref = (search: LoginSearch) => `/login${defaultStringifySearch(search)}`;

export function startLogin(root: Root, config: RuntimeConfig): void {
  const services = createLoginServices(config);
  const base = appBasePath();
  const here = () => ({ pathname: withoutBase(window.location.pathname, base) ?? window.location.pathname, href: window.location.href.slice(window.location.origin.length + base.length) });
  let handingOver: Promise<void> | undefined;
  /** The app takes over at `href` (a path of the app), the router drawing it. */
  const handOver = (href: string, replace: boolean): Promise<void> =>
    (handingOver ??= loadApp().then(
      ({ startApp }) => {
        unregister();
        window.history[replace ? 'replaceState' : 'pushState'](null, '', withBase(href, base));
        return startApp(root, config, { from: services, loadFirst: true });
      },
      (error: unknown) => {
        // the app's code did not arrive: the next try asks again
        handingOver = undefined;
        throw error;
      },
    ));
  // the error catalogue's toasts and pop-ups, as the router's root shows them; a page it names
  // to go to is the app's
  const unregister = registerCatalogue(services, {
    state: {
      get location() {
        return here();
      },
    },
    navigate: ({ href }) => handOver(href, false),
  });

  function DoorLink({ search, replace, children, ...rest }: DoorLinkProps) {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      // a new tab or window keeps the browser's own
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void handOver(loginHref(search), replace ?? false);
    };
    return (
      <a href={withBase(loginHref(search), base)} onClick={follow} {...rest}>
        {children}
      </a>
    );
  }
  const place: LoginPlace = {
    search: parseLoginSearch(defaultParseSearch(window.location.search)),
    DoorLink,
    leave: (href) => handOver(href, true),
  };
  root.render(
    <StrictMode>
      <LoginProviders services={services}>
        <PageErrorBoundary name="app">
          <LoadingOverlay />
          <LoginPlaceContext.Provider value={place}>
            <LoginScreen />
          </LoginPlaceContext.Provider>
          <PreloadAfterLogin load={loadAfterLogin} />
        </PageErrorBoundary>
      </LoginProviders>
    </StrictMode>,
  );
}
