import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Dropdown, type MenuProps } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { visitedViewsAtom } from '../state/session.ts';
import type { VisitedView } from '../state/views.ts';
import { close, closeAll, closeOthers, fallbackHref, refresh } from '../state/views.ts';
import { withBase } from '../lib/base-path.ts';

type Action = 'refresh' | 'close' | 'others' | 'all';

/** Room kept beside the active tab when it is scrolled into view. */
const TAB_MARGIN = 12;

/**
 * The scrollLeft that shows `tab` whole in `bar` (a positioned scroll box), or undefined when it
 * is in view already.
 */
export function scrollToShow(bar: { scrollLeft: number; clientWidth: number }, tab: { offsetLeft: number; offsetWidth: number }): number | undefined {
  if (tab.offsetLeft - TAB_MARGIN < bar.scrollLeft) return Math.max(0, tab.offsetLeft - TAB_MARGIN);
  const right = tab.offsetLeft + tab.offsetWidth + TAB_MARGIN;
  if (right > bar.scrollLeft + bar.clientWidth) return right - bar.clientWidth;
  return undefined;
}

/**
 * The visited pages as tabs (spec section 2, Layout): pinned tabs (dashboard, 通知中心) have no
 * close button; the context menu offers 刷新, 关闭, 关闭其他, 全部关闭.
 */
export function TagsBar({ activePath }: { activePath: string }) {
  const [views, setViews] = useAtom(visitedViewsAtom);
  const navigate = useNavigate();
  const bar = useRef<HTMLElement>(null);

  // The active tab is scrolled into view when it changes or the tabs change (spec section 2, Layout).
  useEffect(() => {
    const box = bar.current;
    const tab = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !tab) return;
    const left = scrollToShow(box, tab);
    // smooth by the bar's CSS (scroll-behavior)
    if (left !== undefined) box.scrollLeft = left;
  }, [activePath, views.length]);

  const run = (action: Action, view: VisitedView) => {
    let next = views;
    if (action === 'refresh') next = refresh(views, view.path);
    if (action === 'close') next = close(views, view.path);
    if (action === 'others') next = closeOthers(views, view.path);
    if (action === 'all') next = closeAll(views);
    setViews(next);
    const activeLeft = next.some((v) => v.path === activePath);
    if (action === 'others' && view.path !== activePath) void navigate({ href: view.href });
    else if (!activeLeft) void navigate({ href: fallbackHref(next) });
  };

  const menu = (view: VisitedView): MenuProps => ({
    items: [
      { key: 'refresh', label: '刷新' },
      { key: 'close', label: '关闭', disabled: view.affix },
      { key: 'others', label: '关闭其他' },
      { key: 'all', label: '全部关闭' },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      run(key as Action, view);
    },
  });

  return (
    <nav
      ref={bar}
      className="tags-bar"
      aria-label="已打开的页面"
      onWheel={(event) => {
        // a mouse wheel scrolls the overflowing tabs sideways
        if (bar.current && Math.abs(event.deltaY) > Math.abs(event.deltaX)) bar.current.scrollLeft += event.deltaY;
      }}
    >
      {views.map((view) => {
        const active = view.path === activePath;
        return (
          <Dropdown key={view.path} trigger={['contextMenu']} menu={menu(view)}>
            <a
              href={withBase(view.href)}
              className={`tags-bar-item${active ? ' is-active' : ''}`}
              aria-current={active ? 'page' : undefined}
              data-affix={view.affix ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                void navigate({ href: view.href });
              }}
              onAuxClick={(event) => {
                // middle click closes, as in a browser
                if (event.button === 1 && !view.affix) {
                  event.preventDefault();
                  run('close', view);
                }
              }}
            >
              <span>{view.title}</span>
              {!view.affix && (
                <span
                  role="button"
                  tabIndex={0}
                  aria-label={`关闭 ${view.title}`}
                  className="tags-bar-close"
                  onClick={(event) => {
                    event.preventDefault();
                    event.stopPropagation();
                    run('close', view);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      event.stopPropagation();
                      run('close', view);
                    }
                  }}
                >
                  <CloseOutlined />
                </span>
              )}
            </a>
          </Dropdown>
        );
      })}
    </nav>
  );
}
