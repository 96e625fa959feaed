import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { PageScreen } from '../features/index.tsx';
import { routeTableAtom, visitedViewsAtom } from '../state/session.ts';
import { useServices } from '../services/use-services.ts';
import { BackTop } from './back-top.tsx';
import { PageErrorBoundary } from './error-boundary.tsx';
import { FilingFooter } from '../ui/filing-footer.tsx';
import { PageSpinner } from '../ui/page-spinner.tsx';

/**
 * The visited pages, each kept mounted while its tab is open, only the active one shown: a tab
 * keeps its page's state (filters, page number, scroll) when you leave it and come back.
 * A pinned tab's page mounts the first time it is opened.
 */
export function PageViews({ activePath }: { activePath: string }) {
  const table = useAtomValue(routeTableAtom);
  const views = useAtomValue(visitedViewsAtom);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([activePath]));
  if (!opened.has(activePath)) setOpened(new Set([...opened, activePath]));
  return (
    <>
      {views.map((view) => {
        const route = table?.routes.get(view.path);
        if (!route || !opened.has(view.path)) return null;
        return (
          <PageView key={`${view.path}#${view.generation}`} active={view.path === activePath} path={view.path}>
            <PageScreen route={route} />
          </PageView>
        );
      })}
    </>
  );
}

/** The scroll-to-top button's scroll time (spec section 9). */
export const BACK_TOP_MS = 800;
/** How far down a page is scrolled before the button shows. */
const BACK_TOP_AFTER_PX = 240;

/**
 * One kept page: its own scroll box, whose position is put back when it is shown again; once
 * scrolled down, a button scrolls it back to the top. The site's filing numbers, when
 * runtime-config.json has them, close the page (at the view's bottom when the page is shorter).
 */
function PageView({ active, path, children }: { active: boolean; path: string; children: ReactNode }) {
  const { config } = useServices();
  const filed = Boolean(config.icp || config.psb);
  const box = useRef<HTMLDivElement>(null);
  const scroll = useRef(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (active) element.scrollTop = scroll.current;
    const save = () => (scroll.current = element.scrollTop);
    element.addEventListener('scroll', save, { passive: true });
    return () => element.removeEventListener('scroll', save);
  }, [active]);
  // one broken page shows its own message; the shell and the other tabs stay usable
  const page = (
    <PageErrorBoundary name={path}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </PageErrorBoundary>
  );
  return (
    <div ref={box} className="page-view" hidden={!active} data-path={path}>
      {filed ? (
        <>
          <div className="page-view-body">{page}</div>
          <FilingFooter className="page-filing" />
        </>
      ) : (
        page
      )}
      {active && (
        <BackTop target={box} after={BACK_TOP_AFTER_PX} duration={BACK_TOP_MS} />
      )}
    </div>
  );
}
